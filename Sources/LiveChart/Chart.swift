import LiveChartCore

/// What every chart family is to a host: model state in, a layer tree out for a `RenderContext` that the
/// host passes to each build (never stored in the chart's options), input events in and an invalidation
/// level out. K-line, timeline, curve (still, `CurveAnimator`) and score charts conform; a host draws and
/// drives any of them with `displayList(in:)`, `handle(_:in:)` and `tick(at:)` alone.
///
/// Every position a chart takes or reports — input events, crosshairs, tooltips, layouts — is in canvas
/// points, origin top left: one coordinate space for every family.
///
/// A chart is owned by one thread at a time (it is a mutable model); its display list is immutable and
/// `Sendable`, so rendering may happen anywhere.
public protocol Chart: AnyObject {
    /// The chart's layers for one rendering at `context.time`: grid, series, axes, title, legends, crosshair.
    /// - Complexity: O(what is visible), never O(history) where the family can avoid it.
    func makeLayerTree(in context: RenderContext) -> Layer
    /// The colour the canvas is cleared to (the theme's background).
    var background: Color { get }
    /// Whether frames after `time` (seconds) may still change without new input: an animation is running.
    func isAnimating(at time: Double) -> Bool
    /// Applies one input event that happened at `context.time` (seconds); positions are canvas points. An
    /// event with a non-finite number in it (`InputEvent.isFinite`) changes nothing.
    /// - Returns: what the event made stale: `.none`, `.cursor` (only the crosshair or tooltip moved),
    ///   `.light` (the view scrolled or zoomed), `.full` (layout or data).
    /// - Complexity: O(visible) at most (a layout for the canvas, a nearest-point search).
    func handle(_ event: InputEvent, in context: RenderContext) -> InvalidationLevel
    /// Advances time-driven state to `time` (seconds): momentum after a fling, a crosshair's timeout.
    /// - Returns: what that made stale.
    func tick(at time: Double) -> InvalidationLevel
    /// Whether the content follows a drag or glide now, so a host may let secondary panes wait.
    var isScrolling: Bool { get }
    /// The chart in words (what it shows, its range, last value and extremes) for alt text; nil when the
    /// family has none yet. `displayList(in:)` carries it.
    var accessibleText: AccessibleText? { get }
}

extension Chart {
    /// The chart as presented at `context.time`, ready for any renderer.
    public func displayList(in context: RenderContext) -> DisplayList {
        var list = makeLayerTree(in: context).presentation(at: context.time, size: context.size, background: background)
        list.accessibleText = accessibleText
        return list
    }

    /// Families without a description say nothing.
    public var accessibleText: AccessibleText? { nil }

    /// Still charts never animate by themselves.
    public func isAnimating(at time: Double) -> Bool { false }

    /// Charts without momentum or timeouts have nothing to advance.
    public func tick(at time: Double) -> InvalidationLevel { .none }

    /// Charts without a scrolling time scale never scroll.
    public var isScrolling: Bool { false }
}
