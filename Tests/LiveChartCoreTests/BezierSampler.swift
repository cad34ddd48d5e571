import Foundation
import LiveChartCore

/// Evaluates a path's segments densely, so tests can check where the drawn curve really goes
/// (not just its control points).
enum BezierSampler {
    /// For each drawing segment (line, quadratic or cubic element) in order, `count + 1` points
    /// evaluated at t = 0, 1/count, …, 1 with the Bernstein form.
    static func segments(of path: Path, count: Int = 200) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
            case .line(let p):
                let a = current
                result.append(samples(count) { t in mix(a, p, t) })
                current = p
            case .quadCurve(let p, let c):
                let a = current
                result.append(samples(count) { t in mix(mix(a, c, t), mix(c, p, t), t) })
                current = p
            case .curve(let p, let c1, let c2):
                let a = current
                result.append(samples(count) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                   y: u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
                })
                current = p
            case .close:
                break
            }
        }
        return result
    }

    private static func samples(_ count: Int, _ f: (CGFloat) -> CGPoint) -> [CGPoint] {
        (0...count).map { f(CGFloat($0) / CGFloat(count)) }
    }

    private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
