import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import LiveChartViewer

/// `livechart score GAME.json`: a basketball game's score progression: a still of the whole
/// game (`-o`), the replay rendered at 60 frames per second (`--animate out.mp4|out.gif|DIR/`), or the
/// replay live in a window (`--view`, events from the file at wall-clock pace × `--speed`, or from
/// standard input as JSON lines with `-` for GAME.json).
enum ScoreCommand {
    static let options: [OptionSpec] = [
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

    static var usage: String {
        """
        usage: livechart score GAME.json [-o game.png|pdf|svg] [options]
               livechart score GAME.json --animate out.mp4|out.gif|DIR/ [--interval 0.6 | --speed N]
               livechart score GAME.json --view [--speed 10]
               producer | livechart score - --view      (JSON lines: {"period":1,"clock":"11:47","home":0,"away":2})

        GAME.json is an NBA.com play-by-play file: stats 'playbyplayv2' or the live 'game.actions' feed.

        options:
        """ + "\n" + options.helpText
    }

    /// Runs the command.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    static func run(_ arguments: [String]) throws {
        let args = try ParsedArguments(arguments, specs: options, help: "livechart score --help")
        if args.flags.contains("help") {
            print(usage)
            return
        }
        guard args.positional.count == 1 else { throw CommandFailure(code: .usage, message: "score takes one GAME.json (or -)\n\n" + usage) }
        let input = args.positional[0]
        let animate = args.values["animate"], view = args.flags.contains("view")
        let writesStill = args.values["output"] != nil || (animate == nil && !view)
        let (shared, options) = try settings(args)
        let speed = try number(args, "speed", in: 0.01...10_000), interval = try number(args, "interval", in: 0.01...60)
        let fps = try number(args, "fps", in: 1...240) ?? 60
        if input == "-" {
            guard view, animate == nil, !writesStill else { throw CommandFailure(code: .usage, message: "standard input (-) replays only with --view") }
            try ViewerSettings.requireStream("-")
            let viewer = ScoreViewer(chart: ScoreChart(context: RenderContext(size: shared.size, pixelRatio: shared.pixelRatio, measurer: PangoTextMeasurer()), options: options), events: [], arrivals: [],
                                     readsStandardInput: true, options: try viewerOptions(shared, args))
            try run(viewer)
            return
        }
        let game = try load(input)
        let offlinePace: ScoreReplayPace = speed.map { .wallClock(speed: $0) } ?? .interval(seconds: interval ?? 0.6)
        if writesStill {
            try OutputPath.checkDistinct(input: input, output: shared.output)
            try ChartOutput.write(try still(game, options: options, shared: shared, args: args, pace: offlinePace), to: shared.output)
        }
        if let animate {
            let player = replay(game, options: options, context: RenderContext(size: shared.size, pixelRatio: shared.pixelRatio, measurer: PangoTextMeasurer()), pace: offlinePace)
            guard player.frameCount(fps: fps) != nil else {
                throw CommandFailure(code: .usage, message: "--animate: the replay of \(input) lasts \(String(format: "%.0f", player.duration)) s, "
                    + "over \(ScoreReplayPlayer.maxFrames) frames at \(Int(fps)) fps; lower --fps, raise --speed or replay by --interval")
            }
            signal(SIGPIPE, SIG_IGN)
            do { try ScoreReplayRenderer.render(player, to: animate, fps: Int(fps), scale: shared.scale) } catch {
                throw CommandFailure(code: .cannotCreate, message: "\(error)")
            }
        }
        if view {
            let pace: ScoreReplayPace = interval.map { .interval(seconds: $0) } ?? .wallClock(speed: speed ?? 10)
            let chart = ScoreChart(homeName: game.homeTeam ?? "HOME", awayName: game.awayTeam ?? "AWAY", periodCount: 1,
                                   context: RenderContext(size: shared.size, pixelRatio: shared.pixelRatio, measurer: PangoTextMeasurer()), options: options)
            try run(ScoreViewer(chart: chart, events: game.events, arrivals: ScoreReplay.arrivalTimes(game.events, pace: pace),
                                options: try viewerOptions(shared, args)))
        }
    }

    /// The still `args` ask for (GAME.json, the one positional argument; the whole game, or the replay `--at` a
    /// time), ready to write or send.
    /// At most `maxEvents` scoring events are drawn.
    /// - Throws: `CommandFailure` carrying the sysexits code.
    static func still(_ args: ParsedArguments, maxEvents: Int? = nil) throws -> ChartStill {
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

    private static func still(_ game: PlayByPlayGame, options: ScoreOptions, shared: KLineSettings, args: ParsedArguments,
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
    private static func settings(_ args: ParsedArguments) throws -> (KLineSettings, ScoreOptions) {
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
    static func replay(_ game: PlayByPlayGame, options: ScoreOptions, context: RenderContext, pace: ScoreReplayPace) -> ScoreReplayPlayer {
        let chart = ScoreChart(homeName: game.homeTeam ?? "HOME", awayName: game.awayTeam ?? "AWAY", periodCount: 1,
                               context: context, options: options)
        return ScoreReplayPlayer(chart: chart, events: game.events, arrivals: ScoreReplay.arrivalTimes(game.events, pace: pace, periods: options.periods))
    }

    private static func viewerOptions(_ shared: KLineSettings, _ args: ParsedArguments) throws -> ChartViewer.Options {
        try ViewerSettings.options(size: shared.size, args: args, inputs: args.positional)
    }

    private static func run(_ viewer: ScoreViewer) throws {
        do { try viewer.run() } catch { throw CommandFailure(viewer: error) }
    }

    private static func number(_ args: ParsedArguments, _ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let s = args.values[name] else { return nil }
        guard let v = Double(s), range.contains(v) else {
            throw CommandFailure(code: .usage, message: "--\(name) '\(s)' must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return v
    }

    /// The game in `path`, with sysexits codes: 66 when unreadable, 65 when malformed.
    static func load(_ path: String) throws -> PlayByPlayGame {
        try CommandFailure.requireInput(path)
        do { return try PlayByPlayReader.load(path: path) } catch { throw CommandFailure(error) }
    }
}
