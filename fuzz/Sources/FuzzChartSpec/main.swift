import FuzzSupport

FuzzDriver.run(fuzzChartSpec)
