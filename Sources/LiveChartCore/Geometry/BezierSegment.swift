import Foundation

/// One drawing segment of a `Path` as a Bezier curve of degree 1 (line), 2 (quadratic) or 3 (cubic),
/// given by its control polygon in points: `start`, the `degree − 1` controls, `end`.
///
/// Evaluation and splitting use de Casteljau's algorithm (Farin, "Curves and Surfaces for CAGD",
/// ch. 4); flattening subdivides until the control polygon is within a tolerance of its chord. No
/// arrays: measuring a path each frame (stroke-end animations) must not allocate per piece.
struct BezierSegment: Sendable, Equatable {
    /// 1, 2 or 3.
    let degree: Int
    let start: CGPoint
    /// The first control (quadratic and cubic; the end for a line).
    let c1: CGPoint
    /// The second control (cubic; otherwise the end).
    let c2: CGPoint
    let end: CGPoint

    /// A line.
    init(_ start: CGPoint, _ end: CGPoint) {
        self.init(degree: 1, start, end, end, end)
    }

    /// A quadratic with control `c`.
    init(_ start: CGPoint, quad c: CGPoint, _ end: CGPoint) {
        self.init(degree: 2, start, c, end, end)
    }

    /// A cubic with controls `c1`, `c2`.
    init(_ start: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) {
        self.init(degree: 3, start, c1, c2, end)
    }

    private init(degree: Int, _ start: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) {
        self.degree = degree
        self.start = start
        self.c1 = c1
        self.c2 = c2
        self.end = end
    }

    /// The two halves at parameter `t` (de Casteljau): the first runs 0…t, the second t…1, both
    /// re-parametrised to 0…1, of the same degree. O(1).
    func split(at t: Double) -> (BezierSegment, BezierSegment) {
        switch degree {
        case 1:
            let m = start.interpolated(to: end, fraction: t)
            return (BezierSegment(start, m), BezierSegment(m, end))
        case 2:
            let a = start.interpolated(to: c1, fraction: t), b = c1.interpolated(to: end, fraction: t)
            let m = a.interpolated(to: b, fraction: t)
            return (BezierSegment(start, quad: a, m), BezierSegment(m, quad: b, end))
        default:
            let a = start.interpolated(to: c1, fraction: t), b = c1.interpolated(to: c2, fraction: t)
            let c = c2.interpolated(to: end, fraction: t)
            let ab = a.interpolated(to: b, fraction: t), bc = b.interpolated(to: c, fraction: t)
            let m = ab.interpolated(to: bc, fraction: t)
            return (BezierSegment(start, a, ab, m), BezierSegment(m, bc, c, end))
        }
    }

    /// The largest distance of an inner control point from the chord start–end (or from the start when
    /// the chord is degenerate), in points: the curve lies within it of the chord.
    var flatness: Double {
        if degree == 1 { return 0 }
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y), length = hypot(dx, dy)
        func distance(_ c: CGPoint) -> Double {
            length < 1e-12 ? c.distance(to: start) : abs(Double(c.x - start.x) * dy - Double(c.y - start.y) * dx) / length
        }
        return degree == 2 ? distance(c1) : max(distance(c1), distance(c2))
    }

    /// Calls `body` with the parameter and point of each piece's end along the curve, from the first
    /// piece to t = 1, such that the polyline from `start` through them is within `tolerance` points of
    /// the curve. Adaptive: flat stretches get few pieces. At most 2¹⁶ pieces.
    func flatten(tolerance: Double, _ body: (Double, CGPoint) -> Void) {
        subdivide(self, t0: 0, t1: 1, tolerance: max(tolerance, 1e-6), depth: 0, body)
    }

    private func subdivide(_ piece: BezierSegment, t0: Double, t1: Double, tolerance: Double, depth: Int,
                           _ body: (Double, CGPoint) -> Void) {
        if piece.degree == 1 || depth >= 16 || piece.flatness <= tolerance {
            body(t1, piece.end)
            return
        }
        let (a, b) = piece.split(at: 0.5)
        let mid = (t0 + t1) / 2
        subdivide(a, t0: t0, t1: mid, tolerance: tolerance, depth: depth + 1, body)
        subdivide(b, t0: mid, t1: t1, tolerance: tolerance, depth: depth + 1, body)
    }

    /// The same curve as a cubic (exact degree elevation, Farin §5.1): a line's controls at 1/3 and 2/3,
    /// a quadratic's at `start + 2/3·(c − start)` and `end + 2/3·(c − end)`.
    var asCubic: BezierSegment {
        switch degree {
        case 1: BezierSegment(start, start.interpolated(to: end, fraction: 1.0 / 3), start.interpolated(to: end, fraction: 2.0 / 3), end)
        case 2: BezierSegment(start, start.interpolated(to: c1, fraction: 2.0 / 3), end.interpolated(to: c1, fraction: 2.0 / 3), end)
        default: self
        }
    }

    /// This segment as a path element (its start is the current point).
    var element: PathElement {
        switch degree {
        case 1: .line(to: end)
        case 2: .quadCurve(to: end, control: c1)
        default: .curve(to: end, control1: c1, control2: c2)
        }
    }
}
