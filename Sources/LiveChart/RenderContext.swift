import Foundation
import LiveChartCore

/// What one rendering of a chart needs from its host, passed to every build and never stored in a
/// chart's options: changing the window's size or pixel ratio recomputes no indicator.
///
/// A `TextMeasurer` is not thread-safe (Pango's is bound to one context): give each thread its own.
public struct RenderContext {
    /// The canvas in points; a side that is not a finite number ≥ 0 becomes 0, and sides are at most 100,000.
    public var size: CGSize {
        didSet { size = RenderContext.clamped(size) }
    }
    /// Device pixels per point (2 on HiDPI), so candles and 1-pixel lines snap to real pixels; a value that is
    /// not a finite number > 0 becomes 1, and it is at most 16.
    public var pixelRatio: Double {
        didSet { pixelRatio = RenderContext.clamped(pixelRatio) }
    }
    /// The renderer's text measurer, so layout uses real font metrics.
    public var measurer: TextMeasurer
    /// The presentation time in seconds (animated charts), on the host's clock.
    public var time: Double

    /// A context for a canvas of `size` points.
    public init(size: CGSize, pixelRatio: Double = 1, measurer: TextMeasurer, time: Double = 0) {
        self.size = RenderContext.clamped(size)
        self.pixelRatio = RenderContext.clamped(pixelRatio)
        self.measurer = measurer
        self.time = time
    }

    private static func clamped(_ size: CGSize) -> CGSize {
        func side(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? min(v, 100_000) : 0 }
        return CGSize(width: side(size.width), height: side(size.height))
    }

    private static func clamped(_ ratio: Double) -> Double { ratio.isFinite && ratio > 0 ? min(ratio, 16) : 1 }
}
