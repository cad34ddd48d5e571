import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// What draws the intraday timeline (分时) of one session, or a five-day chart, from a file of minute bars or a
/// seeded simulated session, with the options of `livechart timeline` (`options`: one table for the command, the
/// service's and the batch tool's `timeline` specs).
package enum TimelineStill {
    package static let options: [OptionSpec] = [
        OptionSpec(name: "output", short: "o", value: "FILE", defaultValue: "timeline.png", help: "output file; .png, .pdf or .svg picks the format"),
        OptionSpec(name: "date", value: "YYYY-MM-DD", help: "the session to draw (the last one drawn with --days); default the newest"),
        OptionSpec(name: "days", value: "N", defaultValue: "1", help: "sessions side by side, 1…10 (5 for the five-day chart)"),
        OptionSpec(name: "prev-close", value: "X", help: "reference price instead of the previous session's last close in FILE"),
        MarketSettings.sessionOption,
        MarketSettings.timeZoneOption,
        OptionSpec(name: "limit", value: "auto|none|PCT", defaultValue: "auto", help: "daily price limit lines: auto (A-share board from the symbol), none, or a percentage 0.1%…50%, e.g. 10%"),
        OptionSpec(name: "volume-multiplier", value: "N", defaultValue: "1", help: "volume unit in the amount's unit for the average price (100 for lots)"),
        OptionSpec(name: "simulate", value: "SEED", help: "draw a seeded simulated session (with its order book) instead of FILE"),
        OptionSpec(name: "until", value: "HH:MM", help: "with --simulate: stop the session at this time, as if it were still trading", onlyWith: ["simulate"]),
        OptionSpec(name: "crosshair", value: "HH:MM", help: "draw the crosshair and its tooltip at this minute of the last session drawn"),
        OptionSpec(name: "emit", value: "FILE|-", help: "with --simulate: write the trades and order books as stream lines instead of a picture", onlyWith: ["simulate"]),
        OptionSpec(name: "pace", value: "N", help: "with --emit: write N lines a second (a live feed for 'livechart view --stream -')"),
        OptionSpec(name: "size", value: "WxH", defaultValue: "1200x700", help: "canvas size in points"),
        OptionSpec(name: "scale", value: "N", defaultValue: "1", help: "PNG pixels per point (2 for HiDPI)"),
        OptionSpec(name: "theme", value: "light|dark", defaultValue: "light", help: "colour theme"),
        OptionSpec(name: "colors", value: "cn|us", defaultValue: "cn for A-share, else us", help: "cn: red up, green down; us: green up, red down"),
        OptionSpec(name: "locale", value: "en|zh", defaultValue: "en", help: "language of labels and volume units"),
        OptionSpec(name: "title", value: "TEXT", help: "title instead of the file's symbol"),
        OptionSpec(name: "symbol", value: "TICKER", help: "pick one ticker from a file that holds several"),
        OptionSpec(name: "lenient", help: "skip malformed rows (counted in a warning) instead of failing"),
        ChartSettings.dateFormatOption,
        OptionSpec(name: "help", short: "h", help: "show this help"),
    ]

    /// The chart `args` ask for (FILE, the one positional argument, or `--simulate`), ready to write or send,
    /// from at most `maxBars` bars of FILE.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    package static func make(_ args: ParsedArguments, maxBars: Int? = nil) throws -> ChartStill {
        let v = args.values
        if v["simulate"] != nil {
            try checkSimulation(args)
            return try simulated(v)
        }
        guard args.positional.count == 1, let input = args.positional.first else {
            throw CommandFailure(code: .usage, message: "timeline takes exactly one input file")
        }
        var loader = ChartSettings()
        loader.maxBars = maxBars
        loader.pipeline.read.symbol = v["symbol"]
        loader.pipeline.timeZone = try MarketSettings.timeZone(v)
        loader.pipeline.session = try MarketSettings.session(v)
        if let session = loader.pipeline.session {
            _ = try MarketSettings.timelineZone(v, session: session, defaulted: false, loaded: nil)
        }
        if args.flags.contains("lenient") { loader.pipeline.read.policy = .lenient }
        loader.pipeline.read.dateFormat = try ChartSettings.dateFormat(v)
        let loaded = try loader.loadBars(input)
        // A timeline lays minutes out by the clock: instants go onto the display zone's wall clock first.
        var series = loaded.series.onWallClock(of: loaded.timeZone)
        var kept: [Bar] = []
        for bar in series.bars where bar.time > (kept.last?.time ?? .min) { kept.append(bar) }
        if kept.count < series.count {
            warn("\(series.count - kept.count) bars fall in an hour the clocks of \(loaded.timeZone) repeat; a timeline has one slot a minute, "
                 + "so they are left out (the K-line chart shows both hours: livechart kline \(input) --timezone \(loaded.timeZone))")
            series = series.replacingBars(kept)
        }
        if let date = v["date"] {
            let day = try BarTransform.window(from: date, to: date, fromOption: "date", toOption: "date")
            guard series.bars.contains(where: { day.contains($0.time) }) else {
                throw CommandFailure(code: .dataError, message: "\(input): no bars on \(date)")
            }
            series = series.replacingBars(series.bars.filter { $0.time <= day.end })
        }
        if let period = BarPeriod.infer(fromTimes: series.bars.map(\.time)), !period.isIntraday {
            throw CommandFailure(code: .dataError, message: "\(input): holds \(period) bars; a timeline draws intraday (minute) bars — "
                                 + "try 'livechart kline \(input)'")
        }
        let session = try MarketSettings.session(v) ?? TradingSession.infer(from: series.bars.map(\.time))
        var options = try look(v, session: session, symbol: series.symbol)
        options.dayCount = Int(try number(v["days"], option: "days", range: 1...10) ?? 1)
        options.previousClose = try number(v["prev-close"], option: "prev-close", range: 1e-9...1e12)
        options.volumeMultiplier = try number(v["volume-multiplier"], option: "volume-multiplier", range: 1e-6...1e6) ?? 1
        options.limitRule = try limitRule(v["limit"] ?? "auto", session: session, symbol: series.symbol ?? "")
        let chart = TimelineChart(bars: series.bars, session: session, symbol: series.symbol, options: options)
        guard chart.shownDays.contains(where: { !$0.bars.isEmpty }) else {
            throw CommandFailure(code: .dataError, message: "\(input): no bar falls in the \(session.name) session; try --session")
        }
        if chart.outsideSession > 0 { warn("\(chart.outsideSession) bars outside the \(session.name) session were left out") }
        if options.previousClose == nil, chart.shownDays.first?.previousClose == nil {
            warn("no session before the first one drawn and no --prev-close: the first open is the reference")
        }
        return try still(chart, v)
    }

    /// `--simulate` draws no FILE, so neither a FILE nor `--symbol` (a ticker to pick from it, ignored
    /// silently before) may come with it.
    package static func checkSimulation(_ args: ParsedArguments) throws {
        guard args.positional.isEmpty else { throw usage("timeline takes either FILE or --simulate SEED") }
        guard args.values["symbol"] == nil else { throw usage("--symbol picks a ticker from FILE; --simulate has no file to pick from") }
    }

    /// `--simulate SEED`: a `MarketSimulator` session on --date (default 2024-03-01) from --prev-close (default 10),
    /// cut at --until: its ticks and order books up to then, and the session.
    package static func simulation(_ v: [String: String]) throws -> (market: SimulatedSession, session: TradingSession, seed: UInt64) {
        guard let seed = UInt64(v["simulate"] ?? "") else { throw usage("--simulate '\(v["simulate"] ?? "")' must be a whole number ≥ 0") }
        let session = try MarketSettings.session(v) ?? .aShare
        let date = try BarTransform.window(from: v["date"] ?? "2024-03-01", to: nil, fromOption: "date").start
        let previousClose = try number(v["prev-close"], option: "prev-close", range: 0.01...1e9) ?? 10
        let market = MarketSimulator(seed: seed, session: session, day: TradingSession.day(of: date), previousClose: previousClose).run()
        var end = Int64.max
        if let until = v["until"] { end = date + (try clockTime(until, option: "until")) }
        let count = market.ticks.prefix { $0.time < end }.count
        let cut = SimulatedSession(ticks: Array(market.ticks.prefix(count)), bars: [], books: Array(market.books.prefix(count)),
                                   previousClose: previousClose)
        return (cut, session, seed)
    }

    /// `--simulate SEED`: the simulated session drawn with its last order book.
    private static func simulated(_ v: [String: String]) throws -> ChartStill {
        let (market, session, seed) = try simulation(v)
        var options = try look(v, session: session, symbol: nil)
        options.previousClose = market.previousClose
        options.limitRule = try limitRule(v["limit"] ?? "10%", session: session, symbol: "")
        var builder = LiveBarBuilder(session: session, bounds: .replay)
        for tick in market.ticks { _ = builder.apply(.tick(tick)) }
        let chart = TimelineChart(bars: builder.series.bars, session: session, symbol: v["title"] ?? "SIM \(seed)", options: options)
        chart.orderBook = market.books.last
        return try still(chart, v)
    }

    /// Seconds after midnight of an `HH:MM` option value.
    private static func clockTime(_ text: String, option: String) throws -> Int64 {
        let parts = text.split(separator: ":").map { Int($0) }
        guard parts.count == 2, let h = parts[0], let m = parts[1], (0...24).contains(h), (0..<60).contains(m) else {
            throw usage("--\(option) '\(text)' must be HH:MM")
        }
        return Int64(h * 3600 + m * 60)
    }

    /// `--crosshair HH:MM`: the crosshair at that minute of the last session drawn.
    private static func placeCrosshair(_ chart: TimelineChart, _ text: String) throws {
        let last = chart.shownDays.count - 1
        let dayStart = Int64(chart.shownDays[chart.shownDays.startIndex + last].day) * 86_400
        guard let slot = chart.session.index(ofBarTime: dayStart + (try clockTime(text, option: "crosshair"))) else {
            throw usage("--crosshair '\(text)' is not a minute of the \(chart.session.name) session")
        }
        chart.crosshair = TimelineCrosshair(day: last, slot: slot)
    }

    /// The chart at --size and --scale in --output's format.
    private static func still(_ chart: TimelineChart, _ v: [String: String]) throws -> ChartStill {
        if let crosshair = v["crosshair"] { try placeCrosshair(chart, crosshair) }
        let output = v["output"] ?? "timeline.png"
        guard let format = ChartOutput.format(of: output) else { throw usage("--output '\(output)' must end in .png, .pdf or .svg") }
        let size = try KLineSettings.parseSize(v["size"] ?? "1200x700")
        let scale = try number(v["scale"], option: "scale", range: 0.5...8) ?? 1
        let context = RenderContext(size: size, pixelRatio: format == .png ? scale : 1, measurer: PangoTextMeasurer())
        return ChartStill(list: chart.displayList(in: context), format: format, scale: scale)
    }

    private static func look(_ v: [String: String], session: TradingSession, symbol: String?) throws -> TimelineOptions {
        var options = TimelineOptions.defaults(for: session, symbol: symbol)
        if let t = v["theme"] {
            guard t == "light" || t == "dark" else { throw usage("--theme '\(t)' must be light or dark") }
            options.theme = t == "dark" ? .dark : .light
        }
        if let locale = try ChartSettings.locale(v) { options.locale = locale }
        options.colors = try ChartSettings.colors(v) ?? ColorConvention.marketDefault(symbol: symbol, session: session, locale: options.locale)
        options.title = v["title"]
        return options
    }

    private static func limitRule(_ text: String, session: TradingSession, symbol: String) throws -> PriceLimitRule {
        switch text.lowercased() {
        case "auto": return TimelineOptions.defaults(for: session, symbol: symbol).limitRule
        case "none": return .none
        default:
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            // Real boards limit moves from 1 % (some bond and fund boards) to 44 % (first-day IPOs); 1e-300 % drew
            // limit lines on the previous close with an unrelated warning.
            guard let pct = Double(digits), pct >= 0.1, pct <= 50 else {
                throw usage("--limit '\(text)' must be auto, none or a percentage from 0.1% to 50%, such as 10%")
            }
            return .percent(pct / 100, tick: 0.01)
        }
    }

    package static func number(_ text: String?, option: String, range: ClosedRange<Double>) throws -> Double? {
        guard let text else { return nil }
        guard let n = Double(text), range.contains(n) else {
            throw usage("--\(option) '\(text)' must be a number from \(NumberFormat.fixed(range.lowerBound, decimals: 0)) to \(NumberFormat.fixed(range.upperBound, decimals: 0))")
        }
        return n
    }

    private static func usage(_ message: String) -> CommandFailure { CommandFailure(code: .usage, message: message) }

    private static func warn(_ message: String) { TerminalText.writeError("livechart: warning: \(message)") }
}
