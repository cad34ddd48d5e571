import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// A window showing a `TimelineChart` (and its order book) that grows as a stream delivers trades and bars.
///
/// Each frame tick drains the stream; the chart is redrawn only when something changed or the window did.
/// Hovering shows the crosshair with its tooltip. S saves a screenshot, Q or Escape quits. `ChartViewer.Options` sets the size, frame limit and screenshot path.
public final class TimelineViewer {
    private let chart: TimelineChart
    private let source: StreamSource?
    private let options: ChartViewer.Options
    private let measurer = PangoTextMeasurer()
    /// The canvas of the last frame: where the pointer is mapped to a minute.
    private var canvas = ViewerCanvas(size: .zero, scale: 1)

    /// - Parameters:
    ///   - chart: the chart to show, possibly already holding history.
    ///   - source: the stream whose changes the chart applies; nil shows the chart as it is.
    public init(chart: TimelineChart, source: StreamSource?, options: ChartViewer.Options = ChartViewer.Options()) {
        self.chart = chart
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
    var title: String { "livechart — \(chart.symbol ?? "timeline")" }

    func handle(_ event: ViewerEvent, at time: Double) -> InvalidationLevel {
        switch event {
        case .input(.pointerMove(let x, let y)):
            let crosshair = chart.crosshair(at: CGPoint(x: x, y: y), in: RenderContext(size: canvas.size, pixelRatio: canvas.scale, measurer: measurer))
            defer { chart.crosshair = crosshair }
            return crosshair != chart.crosshair ? .full : .none
        case .input(.pointerExit):
            defer { chart.crosshair = nil }
            return chart.crosshair != nil ? .full : .none
        default:
            return .none
        }
    }

    /// Applies the stream's changes since the last turn.
    func tick(at time: Double) -> InvalidationLevel {
        guard let source else { return .none }
        var level = InvalidationLevel.none
        for change in source.drain() where chart.apply(change) { level = .full }
        return level
    }

    func draw(_ frame: RenderScheduler.Frame, canvas: ViewerCanvas, raster: FrameRasterizer, at time: Double) -> OpaquePointer? {
        self.canvas = canvas
        raster.drawBase(chart.displayList(in: RenderContext(size: canvas.size, pixelRatio: canvas.scale, measurer: measurer)), scale: canvas.scale)
        return raster.compose(overlay: DisplayList(size: canvas.size), scale: canvas.scale)
    }
}
