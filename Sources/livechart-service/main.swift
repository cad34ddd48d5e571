import Foundation
import LiveChartCore
import LiveChartJobs
import LiveChartService

// livechart-service: the chart service alone (`livechart serve`'s options and routes), for a server without a
// display. It links LiveChartService and LiveChartJobs only: no SDL2, no libwebsockets
// (scripts/check-headless-service.sh checks both the binary and the package graph).
// `livechart serve ARGS` runs this with argv[0] "livechart serve" (what `ps` shows): its messages and help then say
// `livechart` and `livechart serve`, as they did when the command ran in livechart's own process.
let asServe = CommandLine.arguments.first == "livechart serve"
let tool = asServe ? "livechart" : "livechart-service", command = asServe ? "livechart serve" : "livechart-service"
do {
    let args = try ParsedArguments(Array(CommandLine.arguments.dropFirst()), specs: ServiceSettings.options, help: "\(command) --help")
    if args.flags.contains("help") {
        print(ServiceSettings.synopsis(command: command) + ServiceSettings.options.helpText)
    } else {
        try ServiceProcess.run(ServiceSettings(args), tool: tool)
    }
} catch let failure as CommandFailure {
    TerminalText.writeError("\(tool): \(failure.message)")
    exit(failure.code.rawValue)
}
