import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// `livechart kline FILE -o OUT`: a candlestick chart with moving averages and volume.
enum KLineCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "output", short: "o", value: "FILE", defaultValue: "chart.png", help: "output file; .png, .pdf or .svg picks the format"),
        OptionSpec(name: "size", value: "WxH", defaultValue: "1200x800", help: "canvas size in points"),
        OptionSpec(name: "scale", value: "N", defaultValue: "1", help: "PNG pixels per point (2 for HiDPI)"),
        OptionSpec(name: "last", value: "N", help: "show only the newest N bars"),
        OptionSpec(name: "from", value: "YYYY-MM-DD", help: "drop bars before this date"),
        OptionSpec(name: "to", value: "YYYY-MM-DD", help: "drop bars after this date"),
        OptionSpec(name: "theme", value: "light|dark", defaultValue: "light", help: "colour theme"),
        OptionSpec(name: "colors", value: "cn|us", defaultValue: "us", help: "cn: red up, green down; us: green up, red down"),
        OptionSpec(name: "locale", value: "en|zh", defaultValue: "en", help: "language of labels and volume units"),
        OptionSpec(name: "title", value: "TEXT", help: "title instead of the file's symbol"),
        OptionSpec(name: "ma", value: "N,N,…", defaultValue: "5,10,20,60", help: "moving-average periods in bars"),
        OptionSpec(name: "symbol", value: "TICKER", help: "pick one ticker from a file that holds several"),
        OptionSpec(name: "lenient", help: "skip malformed rows (counted in a warning) instead of failing"),
        OptionSpec(name: "help", short: "h", help: "show this help"),
    ]

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
        guard FileManager.default.isReadableFile(atPath: input) else {
            throw CommandFailure(code: .noInput, message: "\(input): no such readable file")
        }
        let loaded: BarLoadResult
        do {
            loaded = try BarFileReader.load(path: input, options: BarReadOptions(policy: settings.policy, symbol: settings.symbol))
        } catch {
            throw CommandFailure(code: .dataError, message: "\(error)")
        }
        for warning in loaded.warnings { FileHandle.standardError.write(Data("livechart: warning: \(warning)\n".utf8)) }
        var series = loaded.series
        // Without a symbol in the file, the file's name stands in for it in the title.
        let stem = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        series = BarSeries(bars: series.bars.filter { settings.window.contains($0.time) }, symbol: series.symbol ?? stem)
        guard !series.isEmpty else {
            throw CommandFailure(code: .dataError, message: "\(input): no bars to draw\(settings.window.isUnbounded ? "" : " between --from and --to")")
        }
        let chart = KLineChart(series: series, options: settings.chartOptions)
        chart.visibleBarCount = settings.last
        let list = chart.displayList(size: settings.size, measurer: PangoTextMeasurer())
        do {
            try ChartFileWriter.write(list, to: settings.output, format: settings.format, scale: settings.scale)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(error)")
        }
    }
}
