import Foundation
import LiveChart
import LiveChartCore
import LiveChartData

/// A window showing a `TimelineChart` (and its order book) that grows as a live source delivers bars: a stream
/// of JSON lines (`StreamSource`) or a WebSocket feed (`WebSocketSource`).
///
/// Each frame tick polls the source; a bar with the live minute's time replaces it, a newer one opens a minute,
/// and the chart is redrawn only when something changed or the window did. The source's `status` (a feed's
/// connection state, refusals and gaps) is shown at the bottom left of the price pane. Hovering shows the
/// crosshair with its tooltip (`TimelineChart.handle(_:in:)`). S saves a screenshot, Q or Escape quits.
/// `ChartViewer.Options` sets the size, frame limit and screenshot path.
public final class TimelineViewer {
    private let timeline: TimelineChart
    private let source: LiveSource?
    private let options: ChartViewer.Options
    /// The time of the live minute's bar: a polled bar with this time replaces it.
    private var liveTime: Int64?

    /// - Parameters:
    ///   - chart: the chart to show, possibly already holding history.
    ///   - source: what the chart follows (its `poll` hands over changed bars, its `orderBook` the book); nil
    ///     shows the chart as it is.
    public init(chart: TimelineChart, source: LiveSource?, options: ChartViewer.Options = ChartViewer.Options()) {
        timeline = chart
        self.source = source
        self.options = options
        liveTime = chart.shownDays.last?.bars.last?.time
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

    /// Applies the source's bars and order book since the last turn. O(bars received).
    func feed(at time: Double) -> InvalidationLevel {
        guard let source else { return .none }
        var level = InvalidationLevel.none
        for bar in source.poll(last: nil, at: time) {
            guard bar.time == liveTime ? timeline.updateLast(bar) : timeline.append(bar) else { continue }
            liveTime = bar.time
            level = .full
        }
        if source.orderBook != timeline.orderBook {
            timeline.orderBook = source.orderBook
            level = .full
        }
        return level
    }

    /// The chart as the base; the source's status over it.
    func draw(_ frame: RenderScheduler.Frame, in context: RenderContext, raster: FrameRasterizer) -> OpaquePointer? {
        raster.drawBase(timeline.displayList(in: context), scale: context.pixelRatio)
        let overlay = Layer(name: "overlay")
        if let status = source?.status {
            let plot = timeline.layout(in: context).plot
            let theme = timeline.options.theme
            overlay.addSublayer(TextLayer(runs: [TextRun(status, at: CGPoint(x: plot.minX + 8, y: plot.maxY - 8),
                                                         font: theme.font, color: theme.secondaryText, horizontal: .left, vertical: .bottom)]))
        }
        return raster.compose(overlay: overlay.presentation(size: context.size), scale: context.pixelRatio)
    }
}
