import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// The options every chart command shares: which bars to read and how the chart looks.
package struct ChartSettings {
    package static let options: [OptionSpec] = [
        OptionSpec(name: "last", value: "N", help: "show only the newest N bars (N boxes on a box style)"),
        OptionSpec(name: "from", value: "YYYY-MM-DD", help: "show bars from this date on (indicators still computed on every bar before it)"),
        OptionSpec(name: "to", value: "YYYY-MM-DD", help: "drop bars after this date"),
        OptionSpec(name: "style", value: CandleStyle.allCases.map(\.rawValue).joined(separator: "|"), defaultValue: "candles", help: "how bars are drawn"),
        OptionSpec(name: "box-size", value: "PRICE|atr[:N]", defaultValue: "atr:14",
                   help: "renko, pnf and kagi: the box (brick, reversal amount) in price units, or the ATR of N bars in whole ticks of the prices' quoting",
                   onlyWith: ["style=renko|pnf|kagi"]),
        OptionSpec(name: "reversal", value: "N", defaultValue: "3", help: "pnf: boxes against a column that turn it", onlyWith: ["style=pnf"]),
        OptionSpec(name: "line-count", value: "N", defaultValue: "3", help: "line-break: lines a reversal must break", onlyWith: ["style=line-break"]),
        OptionSpec(name: "price-scale", value: "linear|log|percent", defaultValue: "linear", help: "price axis mode"),
        OptionSpec(name: "panes", value: "NAME,…", defaultValue: "VOL",
                   help: "up to four indicator panes, e.g. VOL,MACD,KDJ,RSI(6,12,24); 'none' for none (see 'livechart indicators --list')"),
        OptionSpec(name: "overlays", value: "NAME,…", help: "indicators over the price pane, e.g. BOLL or SAR"),
        FormulaSettings.option,
        OptionSpec(name: "convention", value: "tdx|taLib", defaultValue: "tdx", help: "indicator formulas: TongDaXin or TA-Lib"),
        OptionSpec(name: "theme", value: "NAME|FILE.json", defaultValue: "light",
                   help: "colour theme: light, dark, \(ChartSettings.themeNames.joined(separator: ", ")), or a JSON theme file (see docs/themes.md)"),
        OptionSpec(name: "watermark", help: "the symbol and period, faint, centred behind the bars"),
        OptionSpec(name: "colors", value: "cn|us", defaultValue: "market",
                   help: "cn: red up, green down; us: green up, red down; by default cn under --locale zh, for A-share hours and for "
                       + "symbols of red-up exchanges (.SH .SZ .BJ .HK .TW .KS, SH600000, six-digit codes), else us"),
        OptionSpec(name: "locale", value: "en|zh", defaultValue: "en", help: "language of labels and volume units"),
        OptionSpec(name: "title", value: "TEXT", help: "title instead of the file's symbol"),
        OptionSpec(name: "price-decimals", value: "N", help: "decimals of every price label, 0…10 (default: the tick of the bars on screen)"),
        OptionSpec(name: "ma", value: "N,N,…|none", defaultValue: "5,10,20,60", help: "moving-average periods in bars (at most 8), or none"),
        OptionSpec(name: "symbol", value: "TICKER", help: "pick one ticker from a file that holds several"),
        MarketSettings.timeZoneOption,
        MarketSettings.sessionOption,
        OptionSpec(name: "separators", value: "none|day|session", defaultValue: "none",
                   help: "faint vertical lines where the day changes or a trading session starts (intraday bars)"),
        OptionSpec(name: "extended-hours", value: "none|shade", defaultValue: "none",
                   help: "shade the pre- and post-market bars (US: 04:00-09:30 and 16:00-20:00 New York time)"),
        OptionSpec(name: "volume-profile", value: "ROWS", help: "the volume by price of the bars on screen, in ROWS rows (4…200, TradingView uses 24), behind the candles from the right, with its value area (70%) and point of control"),
        OptionSpec(name: "show-gaps", help: "place bars at their time, so nights, weekends and holidays show as gaps (default: evenly by bar)"),
        OptionSpec(name: "lenient", help: "skip malformed rows (counted in a warning) instead of failing"),
        ChartSettings.dateFormatOption,
        OptionSpec(name: "help", short: "h", help: "show this help"),
    ] + BarTransform.options + UserContentSettings.options

    /// `--date-format`, on every command that reads bar files (kline, view, indicators, timeline, the service).
    package static let dateFormatOption = OptionSpec(
        name: "date-format", value: "auto|dmy|mdy|ymd|s|ms|us|ns|PATTERN", defaultValue: "auto",
        help: "how the date column is read when its values cannot tell: day or month first, the unit of epoch numbers, "
            + "or a pattern such as '%d.%m.%Y %H:%M' (see docs/your-data.md)")

    /// `--date-format` of `values`, `.auto` when not given.
    /// - Throws: `CommandFailure(.usage)` saying what is wrong and what is accepted.
    package static func dateFormat(_ values: [String: String]) throws -> DateFormat {
        guard let text = values["date-format"] else { return .auto }
        do {
            return try DateFormat(parsing: text)
        } catch {
            throw CommandFailure(code: .usage, message: "--date-format \(error)")
        }
    }

    var last: Int?
    /// Reading, adjustment, resampling and the date window.
    package var pipeline = BarPipeline()
    package var chartOptions = KLineOptions()
    /// `--watermark`: filled in with the symbol and period once the bars are loaded.
    var watermark = false
    /// Markers and the user's other content, put on the chart by `content.apply(to:)`.
    package var content = UserContentSettings()
    /// The most bars a chart may draw from (the service's `--max-bars`); nil for no limit.
    var maxBars: Int?
    /// `--colors`; nil lets the market decide once the bars are loaded (`ColorConvention.marketDefault`).
    var colors: ColorConvention?
    /// Whether `--style` and `--panes` were given: a close-only file changes defaults, never what was asked.
    var styleGiven = false, panesGiven = false
    /// The names of the `--formula` formulas: asked for, so refused rather than left out when the file lacks an input.
    var formulas: [Formula] = []

    package init() {}

    /// - Throws: `CommandFailure(.usage)` naming the option and the accepted values.
    package init(_ args: ParsedArguments) throws {
        let v = args.values
        try parseRows(v)
        pipeline.read.symbol = v["symbol"]
        pipeline.timeZone = try MarketSettings.timeZone(v)
        pipeline.session = try MarketSettings.session(v)
        if args.flags.contains("lenient") { pipeline.read.policy = .lenient }
        pipeline.read.dateFormat = try Self.dateFormat(v)
        (styleGiven, panesGiven) = (v["style"] != nil, v["panes"] != nil)
        watermark = args.flags.contains("watermark")
        chartOptions.showsGaps = args.flags.contains("show-gaps")
        content = try UserContentSettings(args)
        try parseLook(v)
        let formulas = try FormulaSettings.formulas(args)
        chartOptions.registry = FormulaSettings.registry(adding: formulas)
        self.formulas = formulas
        try parseContent(v)
        try place(formulas)
    }

    /// `--last`, `--from`, `--to` and the bar transforms (`--period`, `--adjust`): which bars are shown, shared
    /// with `indicators`, whose rows are the ones a chart with the same options draws.
    /// - Throws: `CommandFailure(.usage)` naming the option.
    package mutating func parseRows(_ v: [String: String]) throws {
        if let s = v["last"] {
            guard let n = Int(s), n >= 1 else { throw usage("--last '\(s)' must be a whole number ≥ 1") }
            last = n
        }
        pipeline.window = try BarTransform.window(from: v["from"], to: v["to"])
        try BarTransform.parse(v, into: &pipeline)
    }

    private mutating func parseLook(_ v: [String: String]) throws {
        if let t = v["theme"] {
            switch t {
            case "light": chartOptions.theme = .light
            case "dark": chartOptions.theme = .dark
            case _ where t.lowercased().hasSuffix(".json"): chartOptions.theme = try ChartSettings.themeFile(t)
            case _ where ChartSettings.themeNames.contains(t): chartOptions.theme = try ChartSettings.namedTheme(t)
            default:
                let hint = closestName(to: t, among: ["light", "dark"] + ChartSettings.themeNames).map { " (did you mean '\($0)'?)" } ?? ""
                throw usage("--theme '\(t)'\(hint) must be light, dark, \(ChartSettings.themeNames.joined(separator: ", ")) or a .json theme file")
            }
        }
        colors = try Self.colors(v)
        if let locale = try Self.locale(v) { chartOptions.locale = locale }
        if let s = v["price-decimals"] {
            guard let n = Int(s), (0...10).contains(n) else { throw usage("--price-decimals '\(s)' must be a whole number from 0 to 10") }
            chartOptions.priceDecimals = n
        }
        if let s = v["style"] {
            guard let style = CandleStyle(rawValue: s) else {
                throw usage("--style '\(s)' must be one of \(CandleStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            chartOptions.style = style
        }
        try parseBoxes(v)
        if let s = v["price-scale"] {
            guard let mode = KLineOptions.ScaleMode(rawValue: s) else { throw usage("--price-scale '\(s)' must be linear, log or percent") }
            chartOptions.scaleMode = mode
        }
        if let t = v["title"] {
            // Titles are cut to fit with an ellipsis, measuring as they go: a 10,000-character one took 36 s.
            guard LabelText.isValid(t, limit: 200) else { throw usage("--title: at most 200 characters without control characters") }
        }
        chartOptions.title = v["title"]
        try parseSessions(v)
    }

    /// `--separators`, `--extended-hours` and `--volume-profile`.
    private mutating func parseSessions(_ v: [String: String]) throws {
        if let s = v["separators"] {
            guard let separators = SessionSeparators(rawValue: s) else { throw usage("--separators '\(s)' must be none, day or session") }
            chartOptions.separators = separators
        }
        if let e = v["extended-hours"] {
            guard ["none", "shade"].contains(e) else { throw usage("--extended-hours '\(e)' must be none or shade") }
            chartOptions.shadesExtendedHours = e == "shade"
        }
        if let r = v["volume-profile"] {
            guard r.allSatisfy(\.isASCII), let rows = Int(r), VolumeProfileOptions(rows: rows).isValid else {
                throw usage("--volume-profile '\(r)' must be a whole number of rows, 4…200")
            }
            chartOptions.volumeProfile = VolumeProfileOptions(rows: rows)
        }
    }

    /// `--box-size`, `--reversal`, `--line-count` for the box styles.
    private mutating func parseBoxes(_ v: [String: String]) throws {
        if let b = v["box-size"] {
            let lower = b.lowercased()
            if lower == "atr" || lower.hasPrefix("atr:") {
                let size = PriceBoxOptions.BoxSize.atr(period: lower == "atr" ? 14 : Int(lower.dropFirst(4)) ?? 0)
                guard size.isValid else { throw usage("--box-size '\(b)': the ATR period must be a whole number 1…1000") }
                chartOptions.boxes.boxSize = size
            } else {
                let size = PriceBoxOptions.BoxSize.fixed(Double(b) ?? .nan)
                guard size.isValid else { throw usage("--box-size '\(b)' must be a price > 0 or atr[:N]") }
                chartOptions.boxes.boxSize = size
            }
        }
        if let r = v["reversal"] {
            guard let n = Int(r), (1...100).contains(n) else { throw usage("--reversal '\(r)' must be a whole number 1…100") }
            chartOptions.boxes.reversal = n
        }
        if let l = v["line-count"] {
            guard let n = Int(l), (1...100).contains(n) else { throw usage("--line-count '\(l)' must be a whole number 1…100") }
            chartOptions.boxes.lineCount = n
        }
    }

    private mutating func parseContent(_ v: [String: String]) throws {
        if let m = v["ma"] {
            let periods = m.lowercased() == "none" ? [] : m.split(separator: ",", omittingEmptySubsequences: false)
                .map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard m.lowercased() == "none" || !periods.isEmpty && periods.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 1000 }) else {
                throw usage("--ma '\(m)' must be periods 1…1000 separated by commas, e.g. 5,10,20, or none")
            }
            guard periods.count <= KLineOptions.maxOverlays else { throw usage("--ma: at most \(KLineOptions.maxOverlays) moving averages") }
            chartOptions.maPeriods = periods.compactMap { $0 }
        }
        if let c = v["convention"] {
            guard let convention = IndicatorConvention(rawValue: c) else { throw usage("--convention '\(c)' must be tdx or taLib") }
            chartOptions.convention = convention
        }
        if let p = v["panes"] {
            chartOptions.panes = try ChartSettings.indicatorList(p, option: "panes", placement: .pane, registry: chartOptions.registry)
            guard chartOptions.panes.count <= KLineOptions.maxPanes else {
                throw usage("--panes: at most \(KLineOptions.maxPanes) indicator panes")
            }
        }
        if let o = v["overlays"] {
            chartOptions.overlays = try ChartSettings.indicatorList(o, option: "overlays", placement: .overlay, registry: chartOptions.registry)
            guard chartOptions.overlays.count <= KLineOptions.maxOverlays else {
                throw usage("--overlays: at most \(KLineOptions.maxOverlays) overlays")
            }
        }
    }

    /// Draws each formula that `--panes` and `--overlays` do not name: over the price pane when it says
    /// `OVERLAY;`, else as a pane after the others.
    /// - Throws: `CommandFailure(.usage)` when that makes more panes or overlays than a chart has.
    private mutating func place(_ formulas: [Formula]) throws {
        for formula in formulas {
            let named = (chartOptions.panes + chartOptions.overlays).contains { $0.name.uppercased() == formula.name }
            guard !named else { continue }
            if formula.overlaysPrice { chartOptions.overlays.append(IndicatorSpec(formula.name)) } else { chartOptions.panes.append(IndicatorSpec(formula.name)) }
        }
        guard chartOptions.panes.count <= KLineOptions.maxPanes, chartOptions.overlays.count <= KLineOptions.maxOverlays else {
            throw usage("--formula: the chart has at most \(KLineOptions.maxPanes) panes and \(KLineOptions.maxOverlays) overlays; name fewer in --panes")
        }
    }

    /// Parses "MACD,RSI(6,12,24)" and checks each spec against the standard registry for `placement`
    /// (nil: any indicator).
    /// - Throws: `CommandFailure(.usage)` naming the option, the spec and the choices.
    package static func indicatorList(_ text: String, option: String, placement: IndicatorPlacement?,
                              registry: IndicatorRegistry = .standard) throws -> [IndicatorSpec] {
        let choices = placement.map { $0 == .pane ? IndicatorPanes.paneNames(in: registry) : IndicatorPanes.overlayNames(in: registry) }
            ?? registry.names
        func failure(_ why: String) -> CommandFailure {
            CommandFailure(code: .usage, message: "--\(option): \(why); choices: \(choices.joined(separator: ", "))")
        }
        let specs: [IndicatorSpec]
        do {
            specs = try IndicatorSpec.list(parsing: text)
        } catch {
            throw failure("\(error)")
        }
        // `--only ''` wrote a table of no indicator; an empty list is a slip, 'none' says none on purpose.
        if text.trimmingCharacters(in: .whitespaces).isEmpty { throw failure("'' names no indicator (write 'none' for none)") }
        for spec in specs {
            do {
                if let placement {
                    _ = try registry.validate(spec, placement: placement)
                } else if let definition = registry.definition(named: spec.name) {
                    _ = try definition.resolve(spec.parameters)
                } else {
                    throw IndicatorError.unknownIndicator(spec.name)
                }
            } catch let error as IndicatorError {
                switch error {
                case .wrongPlacement(_, .pane): throw failure("'\(spec)' is an overlay: use --overlays")
                case .wrongPlacement(_, .overlay): throw failure("'\(spec)' is a pane: use --panes")
                default: throw failure("\(error)")
                }
            }
        }
        return specs
    }

    /// Reads a JSON theme file: exit 66 when it cannot be read, 65 (bad data, with file and key) when it is malformed.
    /// The styles that ship with the tool (Resources/themes): mplfinance's looks (yahoo, binance, charles,
    /// nightclouds, mike), TradingView-like and East Money-like light and dark.
    static let themeNames = ["yahoo", "binance", "charles", "nightclouds", "mike", "tradingview", "tradingview-dark", "eastmoney", "eastmoney-dark"]

    /// A shipped style by name (`themeNames`), read as a theme file.
    /// - Throws: `CommandFailure(.noInput)` when the installation lacks it.
    static func namedTheme(_ name: String) throws -> Theme {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources/themes") else {
            throw CommandFailure(code: .noInput, message: "the theme '\(name)' is missing from the installation")
        }
        return try themeFile(url.path)
    }

    static func themeFile(_ path: String) throws -> Theme {
        try CommandFailure.requireInput(path, what: "theme file: ")
        do {
            return try ThemeFile.load(path: path)
        } catch {
            throw CommandFailure(code: .dataError, message: "\(error)")
        }
    }

    /// Reads `input` with these settings and applies the date window.
    /// - Throws: `CommandFailure` with `.noInput` (unreadable file) or `.dataError` (located data error, or no bar left).
    func loadSeries(_ input: String) throws -> BarSeries { try loadBars(input).series }

    /// Runs the library's pipeline over `input` (read, adjust, resample, window) and prints its warnings.
    /// - Throws: as `loadSeries`, and `.usage` for a period the file's bars cannot make.
    package func loadBars(_ input: String) throws -> LoadedBars {
        let loaded = try loadAll(input)
        // The bars drawn are counted: the history before a window is read either way, and computing on it is O(n).
        let drawn = loaded.windowBarCount ?? loaded.series.count
        if let maxBars, drawn > maxBars {
            throw CommandFailure(code: .dataError, message: "\(input): \(drawn) bars; at most \(maxBars) are drawn here (--max-bars)")
        }
        return loaded
    }

    private func loadAll(_ input: String) throws -> LoadedBars {
        do {
            let loaded = try pipeline.load(path: input)
            for warning in loaded.warnings { TerminalText.writeError("livechart: warning: \(warning)") }
            return loaded
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(code: .noInput, message: "\(error)")
            case .period(let period, let reason): throw CommandFailure(code: .usage, message: "--period \(period): \(reason)")
            case .empty(let path, let windowed):
                throw CommandFailure(code: .dataError, message: "\(path): no bars to draw\(windowed ? " between --from and --to" : "")")
            case .data(let data): throw CommandFailure(data)
            }
        }
    }

    private func usage(_ message: String) -> CommandFailure { CommandFailure(code: .usage, message: message) }

    /// `--colors`, else the colours of the market `symbol` and `session` name under the chart's locale
    /// (`ColorConvention.marketDefault`).
    package func colors(symbol: String?, session: TradingSession?) -> ColorConvention {
        colors ?? ColorConvention.marketDefault(symbol: symbol, session: session, locale: chartOptions.locale)
    }

    /// `--colors cn|us` of `values`, nil when not given. Shared with `timeline`.
    /// - Throws: `CommandFailure(.usage)` for another value.
    static func colors(_ values: [String: String]) throws -> ColorConvention? {
        guard let c = values["colors"] else { return nil }
        guard let convention = ColorConvention(rawValue: c) else { throw CommandFailure(code: .usage, message: "--colors '\(c)' must be cn or us") }
        return convention
    }

    /// `--locale en|zh` of `values`, nil when not given. Shared with `timeline`.
    /// - Throws: `CommandFailure(.usage)` for another value.
    static func locale(_ values: [String: String]) throws -> ChartLocale? {
        guard let l = values["locale"] else { return nil }
        guard let locale = ChartLocale(rawValue: l) else { throw CommandFailure(code: .usage, message: "--locale '\(l)' must be en or zh") }
        return locale
    }
}
