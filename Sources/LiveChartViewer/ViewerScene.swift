import Foundation
import LiveChart
import LiveChartCore

/// What a window shows, driven by `ViewerHost`'s one frame loop: a `Chart` that takes the input (canvas
/// points) and draws the frames, plus what feeds it (live data, arrivals, history) once per loop turn.
///
/// Times are seconds since the window opened, on the host's monotonic clock.
protocol ViewerScene: AnyObject {
    /// The window's title.
    var title: String { get }
    /// Called once before the first frame with the window's canvas (a scene whose chart needs the canvas
    /// to exist, an animated one, makes it here).
    func prepare(in context: RenderContext)
    /// The chart input goes to and frames are drawn from.
    var chart: Chart { get }
    /// An input event the scene takes before the chart (a toolbar click); nil passes it to the chart.
    func intercept(_ event: ViewerEvent, in context: RenderContext) -> InvalidationLevel?
    /// Once per loop turn: applies live data and arrivals; returns what they invalidate.
    func feed(at time: Double) -> InvalidationLevel
    /// Draws `frame` with `raster` and returns the composed image to show (a `cairo_surface_t *` the
    /// rasterizer owns), or nil when there is nothing to show yet.
    func draw(_ frame: RenderScheduler.Frame, in context: RenderContext, raster: FrameRasterizer) -> OpaquePointer?
}

extension ViewerScene {
    func prepare(in context: RenderContext) {}
    func intercept(_ event: ViewerEvent, in context: RenderContext) -> InvalidationLevel? { nil }
    func feed(at time: Double) -> InvalidationLevel { .none }

    /// The chart's whole display list as the base, nothing over it.
    func draw(_ frame: RenderScheduler.Frame, in context: RenderContext, raster: FrameRasterizer) -> OpaquePointer? {
        raster.drawBase(chart.displayList(in: context), scale: context.pixelRatio)
        return raster.compose(overlay: DisplayList(size: context.size), scale: context.pixelRatio)
    }
}
