import Foundation
import LiveChartIndicators
import LiveChartJobs

/// `livechart indicators FILE -o out.csv`: the bars with every requested indicator's columns.
enum IndicatorsCommand: Subcommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "output", short: "o", value: "FILE.csv", defaultValue: "indicators.csv", help: "where to write the table"),
        OptionSpec(name: "only", value: "NAME,…", help: "these indicators, e.g. MACD,KDJ,RSI(6,12,24) (default: every built-in, then the formulas)"),
        FormulaSettings.option,
        OptionSpec(name: "convention", value: "tdx|taLib", defaultValue: "tdx", help: "TongDaXin or TA-Lib formulas"),
        OptionSpec(name: "symbol", value: "TICKER", help: "pick one ticker from a file that holds several"),
        MarketSettings.timeZoneOption,
        MarketSettings.sessionOption,
        OptionSpec(name: "lenient", help: "skip malformed rows (counted in a warning) instead of failing"),
        ChartSettings.dateFormatOption,
        OptionSpec(name: "from", value: "YYYY-MM-DD", help: "write rows from this date on (the values still computed on every bar before it)"),
        OptionSpec(name: "to", value: "YYYY-MM-DD", help: "write rows through this date"),
        OptionSpec(name: "last", value: "N", help: "write only the newest N rows (of the window), as kline --last draws them"),
    ] + BarTransform.options + [
        OptionSpec(name: "list", help: "list the indicators with their parameters and exit"),
        OptionSpec(name: "help", short: "h", help: "show this help"),
    ]

    static var synopsis: String {
        "usage: livechart indicators FILE [options]\n\nWrites FILE's bars with indicator columns (NAME.LINE, empty during warm-up) as CSV.\n\noptions:\n"
    }

    static func run(_ arguments: [String]) throws {
        guard let args = try parse(arguments) else { return }
        let formulas = try FormulaSettings.formulas(args)
        let registry = FormulaSettings.registry(adding: formulas)
        if args.flags.contains("list") { return print(IndicatorTable.listing(registry)) }
        guard args.positional.count == 1, let input = args.positional.first else {
            throw CommandFailure(code: .usage, message: "indicators takes exactly one input file\n\n" + usage)
        }
        var settings = ChartSettings()
        settings.pipeline.read.symbol = args.values["symbol"]
        settings.pipeline.timeZone = try MarketSettings.timeZone(args.values)
        settings.pipeline.session = try MarketSettings.session(args.values)
        if args.flags.contains("lenient") { settings.pipeline.read.policy = .lenient }
        settings.pipeline.read.dateFormat = try ChartSettings.dateFormat(args.values)
        try settings.parseRows(args.values)
        let convention = try args.values["convention"].map { c in
            guard let value = IndicatorConvention(rawValue: c) else {
                throw CommandFailure(code: .usage, message: "--convention '\(c)' must be tdx or taLib")
            }
            return value
        } ?? .tdx
        let only = try args.values["only"].map { try ChartSettings.indicatorList($0, option: "only", placement: nil, registry: registry) }
        let output = args.values["output"] ?? "indicators.csv"
        try OutputPath.checkDistinct(input: input, output: output)
        // A table, not a picture: '-o chart.png' would get CSV text under an image's name.
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        guard ["", "csv", "txt"].contains(ext) else {
            throw CommandFailure(code: .usage, message: "-o '\(output)': indicators writes a CSV table; name it .csv")
        }
        let text = try IndicatorTable.csv(input: input, settings: settings, convention: convention, only: only, registry: registry, formulas: formulas)
        try ChartOutput.write(Data(text.utf8), to: output)
    }
}
