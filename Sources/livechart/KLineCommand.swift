import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// `livechart kline FILE -o OUT`: a candlestick chart with moving averages and volume.
enum KLineCommand {
    static var options: [OptionSpec] { KLineSettings.options }

    static var usage: String {
        "usage: livechart kline FILE [options]\n\nDraws a K-line (candlestick) chart of the bars in FILE (CSV or JSON).\n\noptions:\n"
            + options.map(\.helpLine).joined(separator: "\n")
    }

    /// Runs the command; prints warnings to standard error.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    static func run(_ arguments: [String]) throws {
        let args = try ParsedArguments(arguments, specs: options)
        if args.flags.contains("help") {
            print(usage)
            return
        }
        guard args.positional.count == 1, let input = args.positional.first else {
            throw CommandFailure(code: .usage, message: "kline takes exactly one input file\n\n" + usage)
        }
        let settings = try KLineSettings(args)
        try render(input: input, settings: settings)
    }

    /// Loads `input`, applies the date window and writes the chart.
    static func render(input: String, settings: KLineSettings) throws {
        try OutputPath.checkDistinct(input: input, output: settings.output)
        let series = try settings.chart.loadSeries(input)
        let chart = KLineChart(series: series, options: settings.chart.chartOptions)
        chart.visibleBarCount = settings.chart.last
        let list = chart.displayList(size: settings.size, measurer: PangoTextMeasurer())
        do {
            try ChartFileWriter.write(list, to: settings.output, format: settings.format, scale: settings.scale)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(error)")
        }
    }
}
