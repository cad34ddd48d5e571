import Foundation

/// One drawing segment of a `Path` as a Bezier curve of degree 1 (line), 2 (quadratic) or 3 (cubic),
/// given by its control polygon in points: `points[0]` is the start, the last point the end.
///
/// Evaluation and splitting use de Casteljau's algorithm (Farin, "Curves and Surfaces for CAGD",
/// ch. 4); flattening subdivides until the control polygon is within a tolerance of its chord.
struct BezierSegment: Sendable, Equatable {
    /// 2, 3 or 4 points: start, controls, end.
    var points: [CGPoint]

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }

    /// The point at parameter `t` in 0…1. O(degree²).
    func point(at t: Double) -> CGPoint { split(at: t).0.end }

    /// The two halves at parameter `t` (de Casteljau): the first runs 0…t, the second t…1, both
    /// re-parametrised to 0…1, of the same degree. O(degree²).
    func split(at t: Double) -> (BezierSegment, BezierSegment) {
        var level = points
        var left = [level[0]], right = [level[level.count - 1]]
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { $0.interpolated(to: $1, fraction: t) }
            left.append(level[0])
            right.append(level[level.count - 1])
        }
        return (BezierSegment(points: left), BezierSegment(points: right.reversed()))
    }

    /// The largest distance of an inner control point from the chord start–end (or from the start when
    /// the chord is degenerate), in points: the curve lies within it of the chord.
    var flatness: Double {
        let a = start, b = end
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y), length = hypot(dx, dy)
        return points.dropFirst().dropLast().reduce(0) { worst, c in
            let d = length < 1e-12 ? c.distance(to: a) : abs(Double(c.x - a.x) * dy - Double(c.y - a.y) * dx) / length
            return max(worst, d)
        }
    }

    /// Parameters and points along the curve, from t = 0 to t = 1, such that the polyline through them
    /// is within `tolerance` points of the curve. Adaptive: flat stretches get few points.
    /// - Complexity: O(pieces), at most 2¹⁶ pieces.
    func flattened(tolerance: Double) -> [(t: Double, point: CGPoint)] {
        var result: [(t: Double, point: CGPoint)] = [(0, start)]
        subdivide(self, t0: 0, t1: 1, tolerance: max(tolerance, 1e-6), depth: 0, into: &result)
        return result
    }

    private func subdivide(_ piece: BezierSegment, t0: Double, t1: Double, tolerance: Double, depth: Int,
                           into result: inout [(t: Double, point: CGPoint)]) {
        if piece.points.count == 2 || depth >= 16 || piece.flatness <= tolerance {
            result.append((t1, piece.end))
            return
        }
        let (a, b) = piece.split(at: 0.5)
        let mid = (t0 + t1) / 2
        subdivide(a, t0: t0, t1: mid, tolerance: tolerance, depth: depth + 1, into: &result)
        subdivide(b, t0: mid, t1: t1, tolerance: tolerance, depth: depth + 1, into: &result)
    }

    /// The same curve as a cubic (exact degree elevation, Farin §5.1): a line's controls at 1/3 and 2/3,
    /// a quadratic's at `start + 2/3·(c − start)` and `end + 2/3·(c − end)`.
    var asCubic: (CGPoint, CGPoint, CGPoint) {
        switch points.count {
        case 2: return (start.interpolated(to: end, fraction: 1.0 / 3), start.interpolated(to: end, fraction: 2.0 / 3), end)
        case 3: return (start.interpolated(to: points[1], fraction: 2.0 / 3), end.interpolated(to: points[1], fraction: 2.0 / 3), end)
        default: return (points[1], points[2], end)
        }
    }

    /// This segment as a path element (its start is the current point).
    var element: PathElement {
        switch points.count {
        case 2: return .line(to: end)
        case 3: return .quadCurve(to: end, control: points[1])
        default: return .curve(to: end, control1: points[1], control2: points[2])
        }
    }
}
