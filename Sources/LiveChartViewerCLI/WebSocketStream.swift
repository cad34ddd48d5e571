import Foundation
import LiveChart
import LiveChartCore
import LiveChartCLI
import LiveChartData
import LiveChartFeeds
import LiveChartJobs
import LiveChartViewer

/// `livechart view --stream ws://…|wss://…`: a K-line chart (or with `--timeline` the intraday timeline of
/// `--session`) of FILE's bars (if any) grown by a WebSocket feed, with the connection's state on screen; refused
/// messages are warnings on standard error.
enum WebSocketStream {
    /// Whether `stream` names a WebSocket rather than a file.
    static func isWebSocket(_ stream: String) -> Bool {
        let lower = stream.lowercased()
        return lower.hasPrefix("ws://") || lower.hasPrefix("wss://")
    }

    /// - Throws: `CommandFailure` (64) for a bad URL, format or timeout; 66 for an unusable `--ca-file`; 69 when
    ///   the client cannot start.
    static func run(_ stream: String, history: String?, args: ParsedArguments, settings: ChartSettings, viewerOptions: ChartViewer.Options) throws {
        var options = WebSocketFeed.Options(backfill: args.values["backfill"])
        let idle = args.values["idle-timeout"] ?? "30"
        guard idle.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let seconds = Double(idle), seconds >= 1, seconds <= 86_400 else {
            throw CommandFailure(code: .usage, message: "--idle-timeout '\(idle)' must be a number of seconds in 1…86400")
        }
        options.idleTimeout = seconds
        options.certificateAuthorities = args.values["ca-file"]
        let feed: WebSocketFeed
        do {
            let url = try FeedURL(stream, schemes: ["ws", "wss"])
            let binance = url.host.lowercased().hasSuffix("binance.com")
            let format = try args.values["format"].map(parseFormat) ?? (binance ? .binance : .jsonl)
            let loaded = try history.map { try settings.loadBars($0) }
            let warnings = WarningRate(host: url.host)
            if args.flags.contains("timeline") {
                // As a file stream's timeline: the history and every message's time on the session zone's wall clock.
                let (session, zone) = try MarketSettings.streamedTimeline(args.values, loaded: loaded, fallback: binance ? .crypto24h : .aShare)
                let series = loaded.map { $0.series.onWallClock(of: zone) } ?? BarSeries()
                options.clock = ChartClock(basis: .wallClock, zone: zone)
                feed = try WebSocketFeed(url: stream, format: format, options: options, lastBarTime: series.last?.time)
                let source = try WebSocketSource(feed: feed, history: series, session: session) { warnings.say($0) }
                let chart = ViewCommand.timelineChart(series, session: session, args: args, settings: settings)
                if args.values["title"] == nil, history == nil { chart.options.title = streamName(url) }
                try TimelineViewer(chart: chart, source: source, options: viewerOptions).run()
                return ViewCommand.reportRun(of: chart, options: viewerOptions)
            }
            // The feed's times go onto the history's kind of time in its zone; without a history, instants shown in
            // --timezone (else UTC), so a plain wall-clock time in a jsonl message is read in that zone.
            let zone = try loaded?.timeZone ?? MarketSettings.timeZone(args.values) ?? .utc
            let series = loaded?.series ?? BarSeries(timeBasis: .instant)
            options.clock = ChartClock(basis: series.timeBasis, zone: zone)
            feed = try WebSocketFeed(url: stream, format: format, options: options, lastBarTime: series.last?.time)
            let source = try WebSocketSource(feed: feed, history: series) { warnings.say($0) }
            var chartOptions = settings.chartOptions
            chartOptions.timeZone = zone
            chartOptions.colors = settings.colors(symbol: series.symbol, session: loaded?.session)
            // Binance names the symbol in the path (/ws/btcusdt@kline_1m); the sample's title would be a lie.
            chartOptions.title = args.values["title"] ?? (history != nil ? chartOptions.title : streamName(url))
            let chart = try KLineChart(series: series, options: chartOptions)
            try settings.content.apply(to: chart, input: history ?? stream, dateFormat: settings.pipeline.read.dateFormat,
                                       barDateOrder: loaded?.dateOrder ?? .auto, load: settings.loadBars, newDrawingsFile: true)
            try ChartViewer(chart: chart, source: source, options: viewerOptions).run()
        } catch let error as FeedError {
            if case .cannotStart = error { throw CommandFailure(code: .unavailable, message: "\(error)") }
            if case .badCertificateAuthorities = error { throw CommandFailure(code: .noInput, message: "\(error)") }
            throw CommandFailure(code: .usage, message: "\(error)")
        } catch let error as ViewerError {
            throw CommandFailure(viewer: error)
        }
    }

    private static func streamName(_ url: FeedURL) -> String {
        let last = url.path.split(separator: "?").first?.split(separator: "/").last ?? ""
        let name = last.split(separator: "@").first.map(String.init) ?? ""
        // The title is shaped by Pango every frame: a 100 KB path segment made each frame take minutes (the
        // viewer hung, deaf to SIGTERM). A symbol is short; keep at most 32 characters.
        let title = name.isEmpty ? url.host : name.uppercased()
        return title.count > 32 ? String(title.prefix(31)) + "…" : title
    }

    private static func parseFormat(_ text: String) throws -> FeedFormat {
        guard let format = FeedFormat(rawValue: text.lowercased()) else {
            throw CommandFailure(code: .usage, message: "--format '\(text)' must be binance or jsonl")
        }
        return format
    }
}

/// Prints a feed's warnings to standard error, at most 20 a second: a flood of bad messages must not stall the
/// frame loop on a terminal; the rest are counted and said once a second.
private final class WarningRate {
    private let host: String
    private var second = 0
    private var said = 0
    private var held = 0

    init(host: String) { self.host = host }

    func say(_ warning: StreamWarning) {
        let now = Int(Date().timeIntervalSince1970)
        if now != second {
            if held > 0 { TerminalText.writeError("livechart: warning: \(host): \(held) more warnings in the last second") }
            (second, said, held) = (now, 0, 0)
        }
        guard said < 20 else { held += 1; return }
        said += 1
        let place = warning.line > 0 ? "message \(warning.line): " : ""
        TerminalText.writeError("livechart: warning: \(host): \(place)\(warning.kind.rawValue): \(warning.reason)")
    }
}
