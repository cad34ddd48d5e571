import FuzzSupport

FuzzDriver.run(fuzzJSONBarReader)
