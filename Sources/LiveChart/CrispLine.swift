import Foundation
import LiveChartCore

/// One-pixel horizontal and vertical lines centred on device pixels, so they stay sharp.
enum CrispLine {
    /// A horizontal line at `y` from `x0` to `x1` (points), its y snapped to a pixel centre.
    static func horizontal(y: Double, from x0: Double, to x1: Double, pixelRatio: Double) -> Path {
        let sy = PixelSnapping.centre(y, pixelRatio: pixelRatio)
        var p = Path()
        p.addLine(from: CGPoint(x: x0, y: sy), to: CGPoint(x: x1, y: sy))
        return p
    }

    /// A vertical line at `x` from `y0` to `y1` (points), its x snapped to a pixel centre.
    static func vertical(x: Double, from y0: Double, to y1: Double, pixelRatio: Double) -> Path {
        let sx = PixelSnapping.centre(x, pixelRatio: pixelRatio)
        var p = Path()
        p.addLine(from: CGPoint(x: sx, y: y0), to: CGPoint(x: sx, y: y1))
        return p
    }
}
