import Foundation
import LiveChart
import LiveChartCore
import LiveChartCLI
import LiveChartData
import LiveChartJobs
import LiveChartViewer

/// `livechart view FILE`: the interactive desktop viewer; `--simulate` animates a live last bar.
enum ViewCommand: Subcommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "simulate", help: "a live bar after the file's last, moved every second by a seeded random walk"),
        OptionSpec(name: "size", value: "WxH", defaultValue: "1280x800", help: "window size in points"),
        OptionSpec(name: "frames", value: "N", help: "quit after drawing N frames (scripted or headless runs)"),
        OptionSpec(name: "screenshot", value: "FILE.png", help: "where S saves the window (and a --frames run ends)"),
        OptionSpec(name: "frame-time", help: "show the time each frame took"),
        OptionSpec(name: "crosshair-close", help: "snap the crosshair's horizontal line to the bar's close"),
        OptionSpec(name: "stream", value: "FILE|-|ws://…|wss://…", help: "follow JSON lines of trades, bars and order books from a growing file or stdin (timeline chart), or a WebSocket feed (K-line chart; --timeline for the timeline)"),
        OptionSpec(name: "format", value: "binance|jsonl", help: "with a WebSocket --stream: how its messages are written (default binance for *.binance.com hosts, else jsonl)", onlyWith: ["stream"]),
        OptionSpec(name: "backfill", value: "URL", help: "with a WebSocket --stream: a REST klines URL (Binance's shape) that fills the bars missed while disconnected", onlyWith: ["stream"]),
        OptionSpec(name: "ca-file", value: "FILE.pem", help: "with a wss:// --stream (and an https:// --backfill): the certificate authorities to trust instead of the system's", onlyWith: ["stream"]),
        OptionSpec(name: "idle-timeout", value: "SECONDS", defaultValue: "30", help: "with a WebSocket --stream: reconnect after this long without a message", onlyWith: ["stream"]),
        OptionSpec(name: "kline", help: "with --stream: a K-line chart instead of the timeline", onlyWith: ["stream"]),
        OptionSpec(name: "timeline", help: "with a WebSocket --stream: the intraday timeline of --session (default crypto for *.binance.com hosts, else ashare) instead of the K-line chart", onlyWith: ["stream"]),
        OptionSpec(name: "score", help: "replay FILE, an NBA.com play-by-play, in a window: 'livechart score FILE --view' (its options apply)"),
        OptionSpec(name: "lazy", value: "N", help: "load only the newest N bars and fetch older ones as you scroll back (a demo of lazy history)"),
    ] + ChartSettings.options

    static var synopsis: String {
        "usage: livechart view [FILE] [options]\n\nOpens a window with a K-line chart of FILE (the bundled sample when omitted).\n"
            + "Drag to pan, fling to glide, wheel or pinch to zoom, hover for the crosshair; arrows, +/-, Home/End;\n"
            + "F frame time, S screenshot, Q quit. Set SDL_VIDEODRIVER=dummy to run without a display.\n"
            + "With --stream, each JSON line (trade, bar or order book) updates the last bar or appends one; late, repeated\n"
            + "or malformed lines are skipped with a warning on standard error and change nothing already drawn.\n\noptions:\n"
    }

    static func run(_ arguments: [String]) throws {
        // `view --score GAME.json …` is `score GAME.json --view …`: the score replay's own options apply.
        if let flag = arguments.firstIndex(of: "--score"), !arguments.contains("--help"), !arguments.contains("-h") {
            var rest = arguments
            rest.remove(at: flag)
            return try ScoreCommand.run(rest + ["--view"], windows: .viewer)
        }
        guard let args = try parse(arguments) else { return }
        guard args.positional.count <= 1 else { throw CommandFailure(code: .usage, message: "view takes at most one input file\n\n" + usage) }
        var settings = try ChartSettings(args)
        guard !settings.chartOptions.showsGaps else {
            throw CommandFailure(code: .usage, message: "--show-gaps draws still charts (kline, batch, the service); the viewer lays bars out evenly to scroll and zoom")
        }
        // The viewer writes --drawings: never over the bars it shows.
        if let d = settings.content.drawingsPath { for input in args.positional { try OutputPath.checkDistinct(input: input, output: d) } }
        if args.positional.isEmpty && settings.chartOptions.title == nil { settings.chartOptions.title = "AAPL" }
        settings.chartOptions.crosshairSnapsToClose = args.flags.contains("crosshair-close")
        guard let input = args.positional.first ?? SampleCommand.samplePath else {
            throw CommandFailure(code: .noInput, message: "the bundled sample is missing from the installation")
        }
        var viewerOptions = try ViewerSettings.options(size: try args.values["size"].map(KLineSettings.parseSize), args: args,
                                                       inputs: args.positional + [args.values["stream"]] + settings.content.inputPaths)
        if args.flags.contains("kline") && args.flags.contains("timeline") {
            throw CommandFailure(code: .usage, message: "--kline and --timeline each pick the chart a --stream grows: give one")
        }
        if let stream = args.values["stream"] {
            let webSocket = WebSocketStream.isWebSocket(stream)
            if webSocket ? args.flags.contains("timeline") : !args.flags.contains("kline") {
                try refuseKLineOptions(args, kLineFlag: webSocket ? "leave out --timeline" : "give --kline")
            }
            if !webSocket && args.flags.contains("timeline") {
                throw CommandFailure(code: .usage, message: "--timeline picks the chart of a WebSocket --stream; a file or stdin stream draws the timeline already")
            }
        }
        if let stream = args.values["stream"], WebSocketStream.isWebSocket(stream) {
            return try WebSocketStream.run(stream, history: args.positional.first, args: args, settings: settings, viewerOptions: viewerOptions)
        }
        for name in ["format", "backfill", "idle-timeout", "ca-file"] where args.values[name] != nil {
            throw CommandFailure(code: .usage, message: "--\(name) is for a WebSocket --stream (ws://… or wss://…)")
        }
        if let stream = args.values["stream"] {
            return try runStream(stream, history: args.positional.first, args: args, settings: settings, viewerOptions: viewerOptions)
        }
        let loaded = try settings.loadBars(input)
        var series = loaded.series
        var history: HistoryLoader?
        if let l = args.values["lazy"] {
            guard let n = Int(l), n >= 10 else { throw CommandFailure(code: .usage, message: "--lazy '\(l)' must be a whole number ≥ 10") }
            history = InMemoryHistoryLoader(bars: series.bars, delay: 0.3)
            series = series.slice(max(0, series.count - n)..<series.count)
        }
        let chart = try KLineChart(series: series, options: KLineStill.titled(settings, loaded, input: input))
        chart.lastBarIsPartial = loaded.partial != nil
        try settings.content.apply(to: chart, input: input, symbol: settings.pipeline.read.symbol, dateFormat: settings.pipeline.read.dateFormat,
                                   barDateOrder: loaded.dateOrder, load: settings.loadBars, newDrawingsFile: true)
        if history == nil, args.values["period"] == nil, let base = chart.period {
            (viewerOptions.periods, viewerOptions.switchPeriod) = periodBar(base: series, period: base, zone: loaded.timeZone)
        }
        let source: LiveSource? = args.flags.contains("simulate") ? RandomWalkSource(barSeconds: chart.period?.nominalSeconds ?? 86_400) : nil
        viewerOptions.initialBars = settings.visibleBarCount(of: loaded, on: chart)
        settings.noteShortHistory(loaded, input: input)
        let viewer = ChartViewer(chart: chart, source: source, history: history, options: viewerOptions)
        do {
            try viewer.run()
        } catch {
            throw CommandFailure(viewer: error)
        }
        if let frames = viewerOptions.maxFrames {
            // What a scripted run ended with, for scripts and tests.
            TerminalText.writeError("livechart: viewer: \(frames) frames drawn; \(chart.series.count) bars, \(viewer.refusedBars) live bars refused")
        }
    }

    /// The toolbar's periods (the loaded one and every standard coarser one it nests in) and the
    /// resampling behind a click (days of `zone` for bars of instants); the loaded bars themselves serve their own period.
    static func periodBar(base: BarSeries, period: BarPeriod, zone: ZoneOffsets = .utc) -> ([String], (String) -> BarSeries?) {
        let standard = ["1m", "5m", "15m", "30m", "60m", "1d", "1w", "1M"].compactMap { BarPeriod($0) }
        let offered = standard.filter { $0 == period || (try? period.checkNests(in: $0)) != nil }
        let names = offered.map { $0.description }
        return (names, { name in
            guard let target = BarPeriod(name) else { return nil }
            if target == period { return base }
            return try? BarResampler.resample(base, to: target, options: ResampleOptions(sourcePeriod: period, timeZone: zone)).series
        })
    }

    /// Refuses the chart options only the K-line chart reads (`--panes`, `--ma`, `--hline`, …: every chart option the
    /// `timeline` command has not, and the K-line viewer's own) when a `--stream` grows the timeline: named, never ignored.
    /// - Throws: `CommandFailure` (usage, 64) naming the first such option given.
    /// - Parameter kLineFlag: what picks the K-line chart instead, for the message.
    static func refuseKLineOptions(_ args: ParsedArguments, kLineFlag: String) throws {
        let timelineReads = Set(TimelineCommand.options.map(\.name))
        let kLineOnly = ChartSettings.options.map(\.name).filter { !timelineReads.contains($0) } + ["crosshair-close", "lazy"]
        if let given = kLineOnly.first(where: { args.values[$0] != nil || args.flags.contains($0) }) {
            throw CommandFailure(code: .usage, message: "--\(given) draws on the K-line chart, and this --stream grows the timeline (\(kLineFlag) for a K-line chart)")
        }
    }

    /// The timeline a `--stream` grows: `series` (bars on the session zone's wall clock) in `session`, with the
    /// chart options a timeline takes (`--colors`, `--theme`, `--locale`, `--title`).
    static func timelineChart(_ series: BarSeries, session: TradingSession, args: ParsedArguments, settings: ChartSettings) -> TimelineChart {
        var options = TimelineOptions.defaults(for: session, symbol: series.symbol)
        options.colors = settings.colors(symbol: series.symbol, session: session)
        options.theme = settings.chartOptions.theme
        options.locale = settings.chartOptions.locale
        options.title = args.values["title"]
        return TimelineChart(bars: series.bars, session: session, symbol: series.symbol, options: options)
    }

    /// After a `--frames` run, what the timeline ended with on standard error, for scripts and tests.
    static func reportRun(of chart: TimelineChart, options: ChartViewer.Options) {
        guard let frames = options.maxFrames else { return }
        let minutes = chart.shownDays.reduce(0) { $0 + $1.bars.count }
        TerminalText.writeError("livechart: viewer: \(frames) frames drawn; \(minutes) minutes in the timeline, last close "
            + (chart.shownDays.last?.bars.last.map { "\($0.close)" } ?? "none"))
    }

    /// `--stream FILE|-`: the timeline (or with --kline the K-line chart) of FILE's bars, if any, grown by the stream.
    /// Skipped lines are printed to standard error as warnings (see `LiveBarBuilder` for the policy).
    private static func runStream(_ stream: String, history: String?, args: ParsedArguments, settings: ChartSettings,
                                  viewerOptions: ChartViewer.Options) throws {
        guard history != nil || args.values["symbol"] == nil else {
            throw CommandFailure(code: .usage, message: "--symbol picks a ticker from FILE; with --stream and no FILE there is none to pick from")
        }
        try ViewerSettings.requireStream(stream)
        // Both charts follow the stream on a wall clock, the timeline's the session's (MarketSettings.timelineZone),
        // the K-line chart's the history's zone or --timezone: the history's instants are moved onto it, and so is
        // each line's time, whether it writes an instant or a plain wall-clock time (read in that zone). The session
        // is --session, else the history's market, else A-share for the timeline and none for the K-line chart (as a
        // WebSocket one: a crypto stream piped in without history had every bar refused as outside A-share hours).
        let loaded = try history.map { try settings.loadBars($0) }
        let session: TradingSession?, zone: ZoneOffsets, timeline: TradingSession?
        if args.flags.contains("kline") {
            session = try MarketSettings.session(args.values) ?? loaded?.session
            zone = try loaded?.timeZone ?? MarketSettings.timeZone(args.values) ?? session?.timeZone ?? .utc
            timeline = nil
        } else {
            let drawn = try MarketSettings.streamedTimeline(args.values, loaded: loaded, fallback: .aShare)
            (session, zone, timeline) = (drawn.session, drawn.zone, drawn.session)
        }
        let series = loaded.map { $0.series.onWallClock(of: zone) } ?? BarSeries()
        let source: StreamSource
        do {
            source = try StreamSource(path: stream, history: series, session: session, clock: ChartClock(basis: .wallClock, zone: zone)) { warning in
                TerminalText.writeError("livechart: warning: \(stream == "-" ? "stdin" : stream): \(warning)")
            }
        } catch {
            throw CommandFailure(code: .noInput, message: "\(error)")
        }
        do {
            if let timeline {
                let chart = timelineChart(series, session: timeline, args: args, settings: settings)
                try TimelineViewer(chart: chart, source: source, options: viewerOptions).run()
                reportRun(of: chart, options: viewerOptions)
            } else {
                var options = settings.chartOptions
                options.title = args.values["title"]
                options.colors = settings.colors(symbol: series.symbol, session: session)
                let chart = try KLineChart(series: series, options: options)
                try settings.content.apply(to: chart, input: history ?? stream, dateFormat: settings.pipeline.read.dateFormat,
                                           barDateOrder: loaded?.dateOrder ?? .auto, load: settings.loadBars, newDrawingsFile: true)
                try ChartViewer(chart: chart, source: source, options: viewerOptions).run()
            }
        } catch let error as ViewerError {
            throw CommandFailure(viewer: error)
        }
    }
}
