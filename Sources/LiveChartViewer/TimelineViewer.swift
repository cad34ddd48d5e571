import CCairo
import CSDL2
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
    private let raster = FrameRasterizer()
    private var framesDrawn = 0
    private var running = true
    /// The canvas size of the last frame, in points: where the pointer is mapped to a minute.
    private var canvasSize = CGSize.zero
    private var pixelRatio = 1.0

    /// - Parameters:
    ///   - chart: the chart to show, possibly already holding history.
    ///   - source: the stream whose changes the chart applies; nil shows the chart as it is.
    public init(chart: TimelineChart, source: StreamSource?, options: ChartViewer.Options = ChartViewer.Options()) {
        self.chart = chart
        self.source = source
        self.options = options
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window.
    public func run() throws(ViewerError) {
        let title = "livechart — \(chart.symbol ?? "timeline")"
        let window = try SDLWindow(title: title, width: options.width, height: options.height)
        var dirty = true
        var event = SDL_Event()
        while running {
            if SDL_WaitEventTimeout(&event, 16) != 0 {
                dirty = handle(event) || dirty
                while SDL_PollEvent(&event) != 0 { dirty = handle(event) || dirty }
            }
            if let source {
                for change in source.drain() where chart.apply(change) { dirty = true }
            }
            if dirty || options.maxFrames != nil {
                draw(in: window)
                dirty = false
            }
            if let max = options.maxFrames, framesDrawn >= max { running = false }
        }
        if options.maxFrames != nil { try raster.saveAtEnd(to: options.screenshotPath) }
    }

    /// - Returns: whether the window must be redrawn.
    private func handle(_ event: SDL_Event) -> Bool {
        switch ViewerEvent(event) {
        case .quit:
            running = false
            return false
        case .screenshot:
            raster.saveRequested(to: options.screenshotPath ?? "livechart-screenshot.png")
            return false
        case .resized:
            return true
        case .input(.pointerMove(let x, let y)):
            let crosshair = chart.crosshair(at: CGPoint(x: x, y: y), in: RenderContext(size: canvasSize, pixelRatio: pixelRatio, measurer: measurer))
            defer { chart.crosshair = crosshair }
            return crosshair != chart.crosshair
        case .input(.pointerExit):
            defer { chart.crosshair = nil }
            return chart.crosshair != nil
        default:
            return false
        }
    }

    private func draw(in window: SDLWindow) {
        let points = window.pointSize, pixels = window.pixelSize
        let size = CGSize(width: points.width, height: points.height)
        canvasSize = size
        let scale = Double(pixels.width) / Double(max(points.width, 1))
        pixelRatio = scale
        raster.drawBase(chart.displayList(in: RenderContext(size: size, pixelRatio: scale, measurer: measurer)), scale: scale)
        guard let image = raster.compose(overlay: DisplayList(size: size), scale: scale) else { return }
        window.present(surface: image)
        framesDrawn += 1
    }

}
