import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators

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
        if args.flags.contains("list") { return print(listing(registry)) }
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
        let loaded = try settings.loadBars(input)
        let series = loaded.series
        // Indicators see the display zone's wall clock, as on a chart (VWAP restarts on the zone's days).
        let bars = series.onWallClock(of: loaded.timeZone).bars
        // Every indicator the file can feed by default; the ones asked for by name must all be fed.
        let specs = only ?? registry.names.map { IndicatorSpec($0) }.filter { spec in
            registry.definition(named: spec.name).map { loaded.fields.isSuperset(of: $0.inputs) } ?? true
        }
        if let only {
            do {
                try registry.checkInputs(only, available: loaded.fields, source: ChartSettings.holdings(loaded, input: input))
            } catch {
                throw CommandFailure(code: .dataError, message: "--only: " + FormulaSettings.located(error, in: formulas))
            }
        } else if specs.count < registry.names.count {
            TerminalText.writeError("livechart: note: \(registry.names.count - specs.count) indicators left out, as they need values "
                + "the file lacks: \(ChartSettings.holdings(loaded, input: input))")
        }
        var results: [IndicatorResult] = []
        for spec in specs {
            do {
                results.append(try registry.compute(spec.name, parameters: spec.parameters, convention: convention, bars: bars))
            } catch {
                throw CommandFailure(code: .usage, message: "--only \(spec): \(error)")
            }
        }
        // Rows of the window only, each value computed on the whole history before it, as the chart draws it.
        let rows = (series.count - (settings.visibleBarCount(of: loaded) ?? series.count))..<series.count
        try ChartOutput.write(Data(table(series, results, zone: loaded.timeZone, rows: rows).utf8), to: output)
    }

    /// Every indicator with its parameters and defaults, one per line.
    static func listing(_ registry: IndicatorRegistry) -> String {
        // Names padded to the longest (SUPERTREND, CHANDELIER), never cut.
        let width = registry.names.map(\.count).max() ?? 0
        return registry.names.compactMap { registry.definition(named: $0) }.map { d in
            let params = d.parameters.map { "\($0.name)=\(format($0.defaultValue))" }.joined(separator: ", ")
            return "\(d.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(d.title)\(params.isEmpty ? "" : " (\(params))")\(d.overlaysPrice ? " [price overlay]" : ""); reads \(d.inputs)"
        }.joined(separator: "\n")
    }

    /// The CSV text: a header, then one row per bar, each line's value the one drawn at that bar (a displaced
    /// line's, `IndicatorLine.offset`: Ichimoku's spans from 25 bars before); numbers in shortest round-trip form, NaN as empty. Times of
    /// instants are written in `zone` with their offset (`2025-04-06 02:30:00+11:00`, so a repeated hour reads
    /// apart and the file reads back as the same instants); wall-clock times as they were.
    /// `rows` picks the bars written (every one by default); their values are those computed on the whole series.
    static func table(_ series: BarSeries, _ results: [IndicatorResult], zone: ZoneOffsets = .utc, rows: Range<Int>? = nil) -> String {
        var header = ["Date", "Open", "High", "Low", "Close", "Volume"]
        // An indicator asked twice (MACD and MACD(5,35,5)) is told apart by its parameters.
        let repeated = Set(Dictionary(grouping: results, by: \.name).filter { $0.value.count > 1 }.keys)
        for r in results {
            let label = repeated.contains(r.name) ? "\(r.name)(\(r.parameters.map(IndicatorSpec.format).joined(separator: ";")))" : r.name
            header += r.lines.map { "\(label).\($0.name)" }
        }
        var out = header.joined(separator: ",") + "\n"
        let instants = series.timeBasis == .instant
        let intraday = instants || series.bars.contains { $0.time % 86_400 != 0 }
        for i in rows ?? series.bars.indices {
            let b = series.bars[i]
            let written = instants ? date(zone.wallTime(of: b.time), intraday: true) + zone.offsetText(at: b.time) : date(b.time, intraday: intraday)
            var row = [written, format(b.open), format(b.high), format(b.low), format(b.close), format(b.volume)]
            for r in results { row += r.lines.map { format($0.value(drawnAt: i)) } }
            out += row.joined(separator: ",") + "\n"
        }
        return out
    }

    /// A value as the table writes it: a missing one (NaN) as an empty cell, an overflow as `inf` or `-inf` (a value,
    /// which an empty cell would hide; pandas and TA-Lib users read both spellings back as floats).
    private static func format(_ v: Double) -> String {
        if v.isNaN { return "" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    private static func date(_ t: Int64, intraday: Bool) -> String {
        let c = CivilTime(secondsSince1970: t)
        return intraday ? c.isoDate + " " + c.clockTime : c.isoDate
    }
}
