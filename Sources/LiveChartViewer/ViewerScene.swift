import Foundation
import LiveChart
import LiveChartCore

/// What a window shows, driven by `ViewerHost`'s one frame loop: input in, an invalidation level out; a
/// tick for live data and arrivals; a frame drawn when the render scheduler says one is due.
///
/// Times are seconds since the window opened, on the host's monotonic clock.
protocol ViewerScene: AnyObject {
    /// The window's title.
    var title: String { get }
    /// An input event the host does not handle itself (it handles quit, screenshot and resize).
    func handle(_ event: ViewerEvent, at time: Double) -> InvalidationLevel
    /// Once per loop turn: applies live data and arrivals; returns what they invalidate.
    func tick(at time: Double) -> InvalidationLevel
    /// Whether the last input came from a drag or glide, so the scheduler may let indicator panes wait.
    var isDragging: Bool { get }
    /// Whether frames after `time` may still change without new input (an animation is running).
    func isAnimating(at time: Double) -> Bool
    /// Draws `frame` for `canvas` with `raster` and returns the composed image to show (a `cairo_surface_t *`
    /// the rasterizer owns), or nil when there is nothing to show yet.
    func draw(_ frame: RenderScheduler.Frame, canvas: ViewerCanvas, raster: FrameRasterizer, at time: Double) -> OpaquePointer?
}

extension ViewerScene {
    var isDragging: Bool { false }
    func isAnimating(at time: Double) -> Bool { false }
}

/// The window's drawable area: its size in points and device pixels per point.
struct ViewerCanvas: Equatable {
    var size: CGSize
    var scale: Double
}
