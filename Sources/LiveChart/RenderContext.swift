import Foundation
import LiveChartCore

/// What one rendering of a chart needs from its host, passed to every build and never stored in a
/// chart's options: changing the window's size or pixel ratio recomputes no indicator.
///
/// A `TextMeasurer` is not thread-safe (Pango's is bound to one context): give each thread its own.
public struct RenderContext {
    /// The canvas in points.
    public var size: CGSize
    /// Device pixels per point (2 on HiDPI), so candles and 1-pixel lines snap to real pixels.
    public var pixelRatio: Double
    /// The renderer's text measurer, so layout uses real font metrics.
    public var measurer: TextMeasurer
    /// The presentation time in seconds (animated charts), on the host's clock.
    public var time: Double

    /// A context for a canvas of `size` points.
    public init(size: CGSize, pixelRatio: Double = 1, measurer: TextMeasurer, time: Double = 0) {
        self.size = size
        self.pixelRatio = pixelRatio
        self.measurer = measurer
        self.time = time
    }
}
