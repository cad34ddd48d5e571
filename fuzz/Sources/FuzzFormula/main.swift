import FuzzSupport

FuzzDriver.run(fuzzFormula)
