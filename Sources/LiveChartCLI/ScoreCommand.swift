import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartJobs

/// `livechart score GAME.json`: a basketball game's score progression: a still of the whole
/// game (`-o`), the replay rendered at 60 frames per second (`--animate out.mp4|out.gif|DIR/`), or the
/// replay live in a window (`--view`, events from the file at wall-clock pace × `--speed`, or from
/// standard input as JSON lines with `-` for GAME.json).
package enum ScoreCommand {
    static var options: [OptionSpec] { ScoreStill.options }

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
    /// - Parameter windows: what opens `--view`'s window (`livechart-viewer`'s).
    package static func run(_ arguments: [String], windows: WindowCommands?) throws {
        let args = try ParsedArguments(arguments, specs: options, help: "livechart score --help")
        if args.flags.contains("help") {
            print(usage)
            return
        }
        guard args.positional.count == 1 else { throw CommandFailure(code: .usage, message: "score takes one GAME.json (or -)\n\n" + usage) }
        let input = args.positional[0]
        let animate = args.values["animate"], view = args.flags.contains("view")
        let writesStill = args.values["output"] != nil || (animate == nil && !view)
        let (shared, options) = try ScoreStill.settings(args)
        let speed = try ScoreStill.number(args, "speed", in: 0.01...10_000), interval = try ScoreStill.number(args, "interval", in: 0.01...60)
        let fps = try ScoreStill.number(args, "fps", in: 1...240) ?? 60
        if input == "-" {
            guard view, animate == nil, !writesStill else { throw CommandFailure(code: .usage, message: "standard input (-) replays only with --view") }
            let chart = ScoreChart(context: RenderContext(size: shared.size, pixelRatio: shared.pixelRatio, measurer: PangoTextMeasurer()), options: options)
            return try WindowCommands.required(windows).score(chart, [], [], true, shared, args)
        }
        let game = try ScoreStill.load(input)
        let offlinePace: ScoreReplayPace = speed.map { .wallClock(speed: $0) } ?? .interval(seconds: interval ?? 0.6)
        if writesStill {
            try OutputPath.checkDistinct(input: input, output: shared.output)
            try ChartOutput.write(try ScoreStill.still(game, options: options, shared: shared, args: args, pace: offlinePace), to: shared.output)
        }
        if let animate {
            let player = ScoreStill.replay(game, options: options, context: RenderContext(size: shared.size, pixelRatio: shared.pixelRatio, measurer: PangoTextMeasurer()), pace: offlinePace)
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
            try WindowCommands.required(windows).score(chart, game.events, ScoreReplay.arrivalTimes(game.events, pace: pace), false, shared, args)
        }
    }
}
