import FuzzSupport

FuzzDriver.run(fuzzPlayByPlay)
