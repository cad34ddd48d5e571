import LiveChartCore

/// What every chart family is to a host: model state in, a layer tree out for a `RenderContext` that the
/// host passes to each build (never stored in the chart's options). K-line, timeline and curve charts conform;
/// a host draws any of them with `displayList(in:)`.
///
/// A chart is owned by one thread at a time (it is a mutable model); its display list is immutable and
/// `Sendable`, so rendering may happen anywhere.
public protocol Chart: AnyObject {
    /// The chart's layers for one rendering: grid, series, axes, title, legends, crosshair.
    /// - Complexity: O(what is visible), never O(history) where the family can avoid it.
    func makeLayerTree(in context: RenderContext) -> Layer
    /// The colour the canvas is cleared to (the theme's background).
    var background: Color { get }
    /// Whether frames after `time` (seconds) may still change without new input: an animation is running.
    func isAnimating(at time: Double) -> Bool
}

extension Chart {
    /// The chart as presented at `context.time`, ready for any renderer.
    public func displayList(in context: RenderContext) -> DisplayList {
        makeLayerTree(in: context).presentation(at: context.time, size: context.size, background: background)
    }

    /// Still charts never animate by themselves.
    public func isAnimating(at time: Double) -> Bool { false }
}
