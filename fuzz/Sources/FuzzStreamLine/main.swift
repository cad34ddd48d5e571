import FuzzSupport

FuzzDriver.run(fuzzStreamLine)
