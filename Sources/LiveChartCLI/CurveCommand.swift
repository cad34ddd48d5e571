import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import LiveChartJobs

/// `livechart curve FILE|--values LIST -o OUT`: smooth trend curves (`CurveStill` draws them), or with `--view`
/// the animated curve in a window, optionally grown by `--stream`.
enum CurveCommand: Subcommand {
    static var options: [OptionSpec] { CurveStill.options }

    static var synopsis: String {
        """
        usage: livechart curve FILE [options]
               livechart curve --values 10,25,30,22,40 [options]

        Draws smooth curves through the values. FILE holds one value per line, one line of values, or
        columns x,a,b,… (comma, semicolon, tab or space separated) with an optional header naming them.

        options:
        """ + "\n"
    }

    /// Runs the command.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    /// - Parameter windows: what opens `--view`'s window (`livechart-viewer`'s).
    static func run(_ arguments: [String], windows: WindowCommands?) throws {
        guard let args = try parse(arguments) else { return }
        let streaming = args.values["stream"]
        if streaming != nil && !args.flags.contains("view") {
            throw CommandFailure(code: .usage, message: "--stream draws into a window as values arrive: add --view "
                + "(for a still, save the values to a file and pass it as FILE with -o)")
        }
        let data = streaming != nil && args.positional.isEmpty && args.values["values"] == nil
            ? CurveData(xValues: nil, series: [CurveSeries(name: "", values: [])]) : try CurveStill.load(args)
        let (chart, shared) = try CurveStill.curve(data, args)
        if args.flags.contains("view") {
            return try WindowCommands.required(windows).curve(chart, args, shared.size)
        }
        if let input = args.positional.first { try OutputPath.checkDistinct(input: input, output: shared.output) }
        try ChartOutput.write(CurveStill.still(chart, shared), to: shared.output)
    }
}
