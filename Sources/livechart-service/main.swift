import Foundation
import LiveChartCore
import LiveChartJobs
import LiveChartService

// livechart-service: the chart service alone (`livechart serve`'s options and routes), for a server without a
// display. It links LiveChartService and LiveChartJobs only: no SDL2, no libwebsockets
// (scripts/check-headless-service.sh checks both the binary and the package graph).
do {
    let args = try ParsedArguments(Array(CommandLine.arguments.dropFirst()), specs: ServiceSettings.options, help: "livechart-service --help")
    if args.flags.contains("help") {
        print(ServiceSettings.synopsis(command: "livechart-service") + ServiceSettings.options.helpText)
    } else {
        try ServiceProcess.run(ServiceSettings(args), tool: "livechart-service")
    }
} catch let failure as CommandFailure {
    TerminalText.writeError("livechart-service: \(failure.message)")
    exit(failure.code.rawValue)
}
