import Foundation
import LiveChartCLI
import LiveChartData
import LiveChartJobs
import LiveChartViewer

/// The window options every `--view` command shares (`view`, `curve --view`, `score --view`), read and
/// checked in one place: `--size` (at most `maxSide` points a side, what SDL can open), `--frames`,
/// `--screenshot` (a .png that is none of the inputs) and `--frame-time`.
enum ViewerSettings {
    /// The largest window side, in points: SDL refuses bigger windows without saying why.
    static let maxSide = 8192.0

    /// Refuses a `--stream` input (or `-`) that can never deliver lines: a directory or device as the
    /// path, a directory on standard input. Exit 66 with the reason. A FIFO is fine: its writer may come later.
    static func requireStream(_ stream: String) throws {
        let problem = stream == "-" ? InputFile.standardInputProblem() : InputFile.problem(atPath: stream)
        if let problem { throw CommandFailure(code: .noInput, message: stream == "-" ? problem : "\(stream): \(problem)") }
    }

    /// - Parameters:
    ///   - size: the `--size` already parsed (50…20000 a side, shared with the still output), or nil for the default window.
    ///   - inputs: paths the screenshot must not overwrite.
    /// - Throws: `CommandFailure` with exit 64 for a window too large or a bad `--frames`/`--screenshot`.
    static func options(size: CGSize?, args: ParsedArguments, inputs: [String?]) throws -> ChartViewer.Options {
        var options = ChartViewer.Options()
        if let size {
            guard size.width <= maxSide, size.height <= maxSide else {
                throw CommandFailure(code: .usage, message: "--size \(Int(size.width))x\(Int(size.height)): a window is at most \(Int(maxSide))x\(Int(maxSide)) points")
            }
            options.width = Int(size.width)
            options.height = Int(size.height)
        }
        if let f = args.values["frames"] {
            guard let n = Int(f), n >= 1, n <= 1_000_000 else {
                throw CommandFailure(code: .usage, message: "--frames '\(f)' must be a whole number from 1 to 1000000")
            }
            options.maxFrames = n
        }
        try OutputPath.checkScreenshot(args.values["screenshot"], inputs: inputs)
        options.screenshotPath = args.values["screenshot"]
        options.drawingsPath = args.values["drawings"]
        options.showFrameTime = args.flags.contains("frame-time")
        return options
    }
}
