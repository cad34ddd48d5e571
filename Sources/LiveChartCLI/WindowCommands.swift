import Foundation
import LiveChart
import LiveChartData
import LiveChartJobs

/// What opens a window, which `livechart` itself cannot: it links no SDL2 and no libwebsockets, so a chart
/// written to a file costs no window library's memory or start-up. `livechart-viewer` (LiveChartViewerCLI)
/// runs the same commands with these filled in; `livechart` hands such a command line to it whole
/// (`handOff(_:)`).
package struct WindowCommands: Sendable {
    /// `livechart view ARGS…` (ARGS without the command's name).
    package var view: @Sendable ([String]) throws -> Void
    /// `curve --view`: the curve animated in a window of `size` points, grown by `--stream` when given.
    package var curve: @Sendable (_ chart: CurveChart, _ args: ParsedArguments, _ size: CGSize) throws -> Void
    /// `score --view`: the replay of `events` arriving at `arrivals` (seconds from the start), or of the JSON
    /// lines of standard input when `standardInput`, in a window sized by `shared`.
    package var score: @Sendable (_ chart: ScoreChart, _ events: [ScoringEvent], _ arrivals: [Double], _ standardInput: Bool,
                                  _ shared: KLineSettings, _ args: ParsedArguments) throws -> Void

    package init(view: @escaping @Sendable ([String]) throws -> Void,
                 curve: @escaping @Sendable (CurveChart, ParsedArguments, CGSize) throws -> Void,
                 score: @escaping @Sendable (ScoreChart, [ScoringEvent], [Double], Bool, KLineSettings, ParsedArguments) throws -> Void) {
        self.view = view
        self.curve = curve
        self.score = score
    }

    /// `windows`, or for a caller without them (the library's `LiveChartCommandLine.main`, which `livechart`
    /// hands such commands off before they get here) an exit 69 naming the executable that has them.
    static func required(_ windows: WindowCommands?) throws -> WindowCommands {
        guard let windows else { throw CommandFailure(code: .unavailable, message: "this command opens a window: run it with \(viewerName)") }
        return windows
    }

    /// The executable that opens windows, beside this one.
    static let viewerName = "livechart-viewer"

    /// Whether `command` with `arguments` opens a window: `view`, or `curve`/`score` with `--view`.
    static func opensWindow(_ command: String, _ arguments: [String]) -> Bool {
        command == "view" || (["curve", "score"].contains(command) && arguments.contains("--view"))
    }

    /// Replaces this process with `livechart-viewer` beside it, running `arguments` (the whole command line
    /// after the program's name). Returns only by throwing (`SiblingExecutable.handOff`).
    static func handOff(_ arguments: [String]) throws -> Never {
        try SiblingExecutable.handOff(to: viewerName, arguments: arguments, purpose: "windows open in it; charts to files need only livechart")
    }
}
