import Foundation
import LiveChart
import LiveChartCore
import LiveChartData

/// A window showing a `CurveChart` as it animates: the intro (stroke growth, fill fade, marker
/// pulses), and with a line source the sliding window of the newest values advancing as lines arrive.
/// Hovering shows the nearest data point with its value; S saves a screenshot, Q quits.
public final class CurveViewer {
    private let curve: CurveChart
    private let follower: LineFollower?
    private let window: Int
    private let options: ChartViewer.Options
    /// Made before the first frame, when the canvas is known.
    private var animator: CurveAnimator?
    private var stream: CurveStream?

    /// - Parameters:
    ///   - follower: lines of comma-separated numbers, one value per series (stdin or a growing file);
    ///     nil plays the intro of the chart's own values.
    ///   - window: how many values the streaming view shows (≥ 2).
    public init(chart: CurveChart, follower: LineFollower? = nil, window: Int = 60, options: ChartViewer.Options = ChartViewer.Options()) {
        curve = chart
        self.follower = follower
        self.window = max(window, 2)
        self.options = options
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window, or a `--frames` screenshot cannot be written.
    public func run() throws(ViewerError) {
        try ViewerHost(options: options).run(self)
    }
}

extension CurveViewer: ViewerScene {
    var title: String { "livechart — \(curve.options.title ?? "curve")" }

    func prepare(in context: RenderContext) {
        stream = follower.map { _ in CurveStream(window: window, chart: curve, context: context, at: context.time) }
        animator = stream?.animator ?? CurveAnimator(chart: curve, context: context, at: context.time)
    }

    var chart: Chart { animator ?? curve }

    /// Appends the values of lines that arrived; a line without one finite number (|x| ≤ 1e15) per series is skipped with a warning.
    func feed(at time: Double) -> InvalidationLevel {
        guard let stream, let follower else { return .none }
        var level = InvalidationLevel.none
        for line in follower.poll() {
            let values = line.split(separator: ",").map { CurveData.value($0.trimmingCharacters(in: .whitespaces)) }
            guard values.count == curve.series.count, values.allSatisfy({ $0 != nil }) else {
                TerminalText.writeError("livechart: warning: skipped line '\(line)' (\(curve.series.count) finite number(s) expected)")
                continue
            }
            stream.append(values.compactMap { $0 }, at: time)
            level = .full
        }
        for notice in follower.takeNotices() { TerminalText.writeError("livechart: warning: \(notice)") }
        if let failure = follower.takeFailure() { TerminalText.writeError("livechart: warning: stopped reading the stream: \(failure)") }
        return level
    }
}
