import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// What draws a basketball game's score progression from an NBA.com play-by-play file, as a still of the whole
/// game or of the replay at a time, with the options of `livechart score` (`options`: one table for the command,
/// the service's and the batch tool's `score` specs); `replay` makes the player the animation and the window run.
package enum ScoreStill {
    package static let options: [OptionSpec] = [
        OptionSpec(name: "output", short: "o", value: "FILE", defaultValue: "score.png", help: "still of the whole game; .png, .pdf or .svg"),
        OptionSpec(name: "animate", value: "OUT", help: "render the replay: .mp4 or .gif (through ffmpeg) or DIR/ (PNG frames)"),
        OptionSpec(name: "view", help: "replay in a window (Q quits, S saves a screenshot, wheel pinches)"),
        OptionSpec(name: "speed", value: "N", help: "replay at wall-clock pace × N (view default 10)", onlyWith: ["animate", "view", "at"]),
        OptionSpec(name: "interval", value: "SECONDS", help: "replay one event every SECONDS instead (--animate default 0.6)", onlyWith: ["animate", "view", "at"]),
        OptionSpec(name: "at", value: "SECONDS", help: "the still shows the replay at this time instead of the whole game"),
        OptionSpec(name: "fps", value: "N", defaultValue: "60", help: "frames per second of --animate", onlyWith: ["animate"]),
        OptionSpec(name: "x", value: "index|clock", defaultValue: "index", help: "events evenly spaced, or placed by game clock"),
        OptionSpec(name: "spacing", value: "POINTS", help: "points per event, 20…80 (stills default: the whole game fits)"),
        OptionSpec(name: "size", value: "WxH", defaultValue: "1280x720", help: "canvas size in points"),
        OptionSpec(name: "scale", value: "N", defaultValue: "1", help: "PNG pixels per point (2 for HiDPI)"),
        OptionSpec(name: "theme", value: "light|dark", defaultValue: "light", help: "colour theme"),
        OptionSpec(name: "locale", value: "en|zh", defaultValue: "en", help: "language of period labels"),
        OptionSpec(name: "title", value: "TEXT", help: "title instead of \"AWAY @ HOME\""),
        OptionSpec(name: "frames", value: "N", help: "with --view: quit after N frames (tests)", onlyWith: ["view"]),
        OptionSpec(name: "screenshot", value: "FILE.png", help: "with --view: where S saves the window (and a --frames run ends)", onlyWith: ["view"]),
        OptionSpec(name: "help", short: "h", help: "show this help"),
    ]

    /// The still `args` ask for (GAME.json, the one positional argument; the whole game, or the replay `--at` a
    /// time), ready to write or send.
    /// At most `maxEvents` scoring events are drawn.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    static func make(_ args: ParsedArguments, maxEvents: Int? = nil) throws -> ChartStill {
        guard args.positional.count == 1, args.positional[0] != "-" else { throw CommandFailure(code: .usage, message: "score takes one GAME.json") }
        let (shared, options) = try settings(args)
        let speed = try number(args, "speed", in: 0.01...10_000), interval = try number(args, "interval", in: 0.01...60)
        let pace: ScoreReplayPace = speed.map { .wallClock(speed: $0) } ?? .interval(seconds: interval ?? 0.6)
        let game = try load(args.positional[0])
        if let maxEvents, game.events.count > maxEvents {
            throw CommandFailure(code: .dataError, message: "\(args.positional[0]): \(game.events.count) events; at most \(maxEvents) are drawn here (--max-bars)")
        }
        return try still(game, options: options, shared: shared, args: args, pace: pace)
    }

    package static func still(_ game: PlayByPlayGame, options: ScoreOptions, shared: KLineSettings, args: ParsedArguments,
                              pace: ScoreReplayPace) throws -> ChartStill {
        let context = RenderContext(size: shared.size, pixelRatio: shared.pixelRatio, measurer: PangoTextMeasurer())
        let list: DisplayList
        if let at = try number(args, "at", in: 0...1_000_000) {
            list = replay(game, options: options, context: context, pace: pace).frame(at: at)
        } else {
            var still = options
            still.fitsWholeGame = args.values["spacing"] == nil
            list = ScoreChart(game: game, context: context, options: still).displayList(at: 0)
        }
        return ChartStill(list: list, format: shared.format, scale: shared.scale)
    }

    /// The output settings shared with `kline` (output, size, scale, theme, locale) and the score chart's options.
    package static func settings(_ args: ParsedArguments) throws -> (KLineSettings, ScoreOptions) {
        var args = args
        args.values["output"] = args.values["output"] ?? "score.png"
        args.values["size"] = args.values["size"] ?? "1280x720"
        let shared = try KLineSettings(args)
        var options = ScoreOptions()
        options.theme = shared.chart.chartOptions.theme
        options.locale = shared.chart.chartOptions.locale
        options.title = args.values["title"]
        if let x = args.values["x"] {
            guard let axis = ScoreXAxis(rawValue: x) else { throw CommandFailure(code: .usage, message: "--x '\(x)' must be index or clock") }
            options.xAxis = axis
        }
        if let s = args.values["spacing"] {
            guard let points = Double(s), options.pointsPerEventRange.contains(points) else {
                throw CommandFailure(code: .usage, message: "--spacing '\(s)' must be a number from 20 to 80")
            }
            options.pointsPerEvent = points
        }
        return (shared, options)
    }

    /// A player of `game` from an empty chart.
    package static func replay(_ game: PlayByPlayGame, options: ScoreOptions, context: RenderContext, pace: ScoreReplayPace) -> ScoreReplayPlayer {
        let chart = ScoreChart(homeName: game.homeTeam ?? "HOME", awayName: game.awayTeam ?? "AWAY", periodCount: 1,
                               context: context, options: options)
        return ScoreReplayPlayer(chart: chart, events: game.events, arrivals: ScoreReplay.arrivalTimes(game.events, pace: pace, periods: options.periods))
    }

    package static func number(_ args: ParsedArguments, _ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let s = args.values[name] else { return nil }
        guard let v = Double(s), range.contains(v) else {
            throw CommandFailure(code: .usage, message: "--\(name) '\(s)' must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return v
    }

    /// The game in `path`, with sysexits codes: 66 when unreadable, 65 when malformed.
    package static func load(_ path: String) throws -> PlayByPlayGame {
        try CommandFailure.requireInput(path)
        do { return try PlayByPlayReader.load(path: path) } catch { throw CommandFailure(error) }
    }
}
