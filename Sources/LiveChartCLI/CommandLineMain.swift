import Foundation
import LiveChart
import LiveChartCore
import LiveChartJobs

/// What `livechart --help` prints.
let topUsage = """
usage: livechart [-o FILE] [options]  render the bundled sample (AAPL 2011–2013) to chart.png
       livechart kline FILE [options] draw a K-line chart (see 'livechart kline --help')
       livechart view [FILE] [options] open the interactive viewer (see 'livechart view --help')
       livechart curve FILE|--values LIST  draw a smooth trend curve (see 'livechart curve --help')
       livechart indicators FILE -o out.csv  indicator columns as CSV (see 'livechart indicators --help')
       livechart timeline FILE [options]  draw an intraday timeline or five-day chart (see 'livechart timeline --help')
       livechart score GAME.json [options]  draw or replay a basketball game's score (see 'livechart score --help')
       livechart serve --data DIR [--port N]  charts over HTTP: /v1/chart, /healthz, /metrics (see 'livechart serve --help')
       livechart batch MANIFEST.jsonl|'GLOB' --out DIR  many charts in parallel (see 'livechart batch --help')
       livechart --help | --version

Exit codes: 0 ok, 64 usage, 65 bad data, 66 missing input, 73 cannot create the output.
"""

/// Runs one command; a failure is printed as "livechart: MESSAGE" and returned as its exit code. Without
/// `windows` (the `livechart` executable) a command that opens a window is handed to `livechart-viewer`.
package func runMain(_ arguments: [String], windows: WindowCommands? = nil) -> ExitCode {
    let all = arguments
    var arguments = arguments
    do {
        // No command, or only options (`livechart -o out.svg`): the bundled sample with those options.
        guard let command = arguments.first, !(command.hasPrefix("-") && !["--help", "-h", "--version"].contains(command)) else {
            try SampleCommand.run(arguments)
            return .ok
        }
        arguments.removeFirst()
        if windows == nil && WindowCommands.opensWindow(command, arguments) { try WindowCommands.handOff(all) }
        switch command {
        case "kline": try KLineCommand.run(arguments)
        case "sample": try SampleCommand.run(arguments)
        case "view": try WindowCommands.required(windows).view(arguments)
        case "curve": try CurveCommand.run(arguments, windows: windows)
        case "indicators": try IndicatorsCommand.run(arguments)
        case "timeline": try TimelineCommand.run(arguments)
        case "score": try ScoreCommand.run(arguments, windows: windows)
        // The service is livechart-service's (same options, routes and messages): livechart links no HTTP or TLS library.
        case "serve": try SiblingExecutable.handOff(to: "livechart-service", arguments: arguments, programName: "livechart serve",
                                                    purpose: "it runs 'livechart serve'")
        case "batch": try BatchCommand.run(arguments)
        case "--help", "-h", "help": print(topUsage)
        case "--version", "version": print("livechart \(LiveChartVersion.current)")
        default:
            let commands = ["kline", "sample", "view", "curve", "indicators", "timeline", "score", "serve", "batch", "help", "version"]
            let hint = closestName(to: command, among: commands).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(code: .usage, message: "unknown command '\(command)'\(hint)\n\n" + topUsage)
        }
        return .ok
    } catch let failure as CommandFailure {
        TerminalText.writeError("livechart: \(failure.message)")
        return failure.code
    } catch let error as ChartError {
        // Options reach the chart validated; what the chart still refuses is a usage problem.
        TerminalText.writeError("livechart: \(error)")
        return .usage
    } catch {
        TerminalText.writeError("livechart: \(error)")
        return .ioError
    }
}

/// The `livechart` command line as a library: what the executable runs.
public enum LiveChartCommandLine {
    /// Runs `livechart` with `arguments` (without the program name); messages go to standard error.
    /// - Returns: the exit status (sysexits: 0 ok, 64 usage, 65 bad data, 66 missing input, 73 cannot create).
    public static func main(_ arguments: [String]) -> Int32 { runMain(arguments).rawValue }
}
