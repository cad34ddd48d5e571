import Foundation
import LiveChartCLI

// livechart: charts of market data from the command line. Everything but this line is the LiveChartCLI
// module, so the fuzzers and tests reach the same code.
exit(LiveChartCommandLine.main(Array(CommandLine.arguments.dropFirst())))
