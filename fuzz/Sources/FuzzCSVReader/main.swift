import FuzzSupport

FuzzDriver.run(fuzzCSVReader)
