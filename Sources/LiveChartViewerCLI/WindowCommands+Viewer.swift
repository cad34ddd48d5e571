import Foundation
import LiveChart
import LiveChartCLI
import LiveChartData
import LiveChartJobs
import LiveChartViewer

extension WindowCommands {
    /// The windows of `livechart-viewer`: SDL2 through LiveChartViewer, live data through LiveChartFeeds.
    static let viewer = WindowCommands(view: { try ViewCommand.run($0) }, curve: curveWindow, score: scoreWindow)

    /// `curve --view`: the animated curve in a window, optionally advancing with `--stream`.
    private static func curveWindow(_ chart: CurveChart, args: ParsedArguments, size: CGSize) throws {
        let options = try ViewerSettings.options(size: size, args: args, inputs: args.positional + [args.values["stream"]])
        let window = try args.values["window"].map { w in
            guard let n = Int(w), n >= 2 else { throw CommandFailure(code: .usage, message: "--window '\(w)' must be a whole number ≥ 2") }
            return n
        } ?? 60
        var follower: LineFollower?
        if let stream = args.values["stream"] {
            try ViewerSettings.requireStream(stream)
            do {
                follower = try LineFollower(path: stream)
            } catch {
                throw CommandFailure(code: .noInput, message: "\(stream): \(error)")
            }
        }
        do {
            try CurveViewer(chart: chart, follower: follower, window: window, options: options).run()
        } catch {
            throw CommandFailure(viewer: error)
        }
    }

    /// `score --view`: the replay in a window, of the file's events or of standard input's lines.
    private static func scoreWindow(_ chart: ScoreChart, events: [ScoringEvent], arrivals: [Double], standardInput: Bool,
                                    shared: KLineSettings, args: ParsedArguments) throws {
        if standardInput { try ViewerSettings.requireStream("-") }
        let options = try ViewerSettings.options(size: shared.size, args: args, inputs: args.positional)
        let viewer = ScoreViewer(chart: chart, events: events, arrivals: arrivals, readsStandardInput: standardInput, options: options)
        do { try viewer.run() } catch { throw CommandFailure(viewer: error) }
    }
}

/// The `livechart-viewer` command line: every command of `livechart` (`LiveChartCommandLine`), with windows.
public enum LiveChartViewerCommandLine {
    /// Runs `arguments` (without the program name) as `livechart` would, opening windows itself.
    /// - Returns: the exit status (sysexits: 0 ok, 64 usage, 65 bad data, 66 missing input, 69 no window, 73 cannot create).
    public static func main(_ arguments: [String]) -> Int32 { runMain(arguments, windows: .viewer).rawValue }
}
