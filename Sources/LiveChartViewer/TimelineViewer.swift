import Foundation
import LiveChart
import LiveChartCore
import LiveChartData

/// A window showing a `TimelineChart` (and its order book) that grows as a stream delivers trades and bars.
///
/// Each frame tick drains the stream; the chart is redrawn only when something changed or the window did.
/// Hovering shows the crosshair with its tooltip (`TimelineChart.handle(_:in:)`). S saves a screenshot, Q or
/// Escape quits. `ChartViewer.Options` sets the size, frame limit and screenshot path.
public final class TimelineViewer {
    private let timeline: TimelineChart
    private let source: StreamSource?
    private let options: ChartViewer.Options

    /// - Parameters:
    ///   - chart: the chart to show, possibly already holding history.
    ///   - source: the stream whose changes the chart applies; nil shows the chart as it is.
    public init(chart: TimelineChart, source: StreamSource?, options: ChartViewer.Options = ChartViewer.Options()) {
        timeline = chart
        self.source = source
        self.options = options
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window, or a `--frames` screenshot cannot be written.
    public func run() throws(ViewerError) {
        try ViewerHost(options: options).run(self)
    }
}

extension TimelineViewer: ViewerScene {
    var title: String { "livechart — \(timeline.symbol ?? "timeline")" }

    var chart: Chart { timeline }

    /// Applies the stream's changes since the last turn.
    func feed(at time: Double) -> InvalidationLevel {
        guard let source else { return .none }
        var level = InvalidationLevel.none
        for change in source.drain() where timeline.apply(change) { level = .full }
        return level
    }
}
