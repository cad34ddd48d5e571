import Foundation

/// Builds smooth curves through data points: from points to segment controls to a `Path`.
///
/// n points give a path of one `move` and n − 1 segments; no point gives an empty path; one point
/// gives a zero-length line (`move(p)`, `line(p)`), which a stroke with round caps draws as a dot
/// of the line's width, and which a stroke-end animation can trim like any other path.
///
/// Points are in plot coordinates (points, y down) and must be finite.
public enum CurveBuilder {
    /// The path through `points` with `interpolation`.
    ///
    /// - Parameters:
    ///   - points: the data points, in order.
    ///   - interpolation: how segments bend between the points.
    ///   - bounds: when given (the plot rectangle), no end or control point leaves it; see
    ///     `CurveClamp` for how points are moved.
    /// - Complexity: O(n).
    public static func path(through points: [CGPoint], interpolation: CurveInterpolation, bounds: CGRect? = nil) -> Path {
        assemble(points, segments(through: points, interpolation: interpolation), bounds: bounds)
    }

    /// The path through `points` with control points given by the caller, one segment per pair of
    /// neighbours.
    ///
    /// - Throws: `CurveError.segmentCountMismatch` unless `segments.count == max(points.count − 1, 0)`.
    /// - Complexity: O(n).
    public static func path(through points: [CGPoint], segments: [CurveSegment], bounds: CGRect? = nil) throws(CurveError) -> Path {
        guard segments.count == max(points.count - 1, 0) else {
            throw CurveError.segmentCountMismatch(points: points.count, segments: segments.count)
        }
        return assemble(points, segments, bounds: bounds)
    }

    /// The n − 1 segments `interpolation` places between `points` (none for fewer than two points),
    /// unclamped; callers may adjust them and pass them to `path(through:segments:bounds:)`.
    ///
    /// Function modes split the points into runs of strictly increasing x, interpolate each run on its
    /// own and join runs with straight segments. Cubic modes convert slopes mᵢ to Bezier controls at
    /// thirds of the segment's width: c₁ = (xᵢ + h/3, yᵢ + mᵢ·h/3), c₂ = (xᵢ₊₁ − h/3, yᵢ₊₁ − mᵢ₊₁·h/3),
    /// the exact Bezier form of the cubic Hermite polynomial in x.
    /// - Complexity: O(n).
    public static func segments(through points: [CGPoint], interpolation: CurveInterpolation) -> [CurveSegment] {
        guard points.count >= 2 else { return [] }
        switch interpolation {
        case .linear:
            return [CurveSegment](repeating: .line, count: points.count - 1)
        case .catmullRom(let tension):
            return cardinal(points, tension: min(max(tension, 0), 1))
        case .quadratic:
            return byIncreasingRuns(points) { run in quadratic(run, slopes: CurveSlopes.threePoint(run)) }
        case .cubic:
            return byIncreasingRuns(points) { run in hermite(run, slopes: CurveSlopes.naturalSpline(run)) }
        case .monotone:
            return byIncreasingRuns(points) { run in hermite(run, slopes: CurveSlopes.monotone(run)) }
        }
    }

    /// Applies `build` to every maximal run of strictly increasing x and joins runs with lines.
    private static func byIncreasingRuns(_ points: [CGPoint], _ build: ([CGPoint]) -> [CurveSegment]) -> [CurveSegment] {
        var result: [CurveSegment] = []
        result.reserveCapacity(points.count - 1)
        var start = 0
        for i in 1...points.count {
            let runEnds = i == points.count || !(points[i].x > points[i - 1].x)
            guard runEnds else { continue }
            if i - 1 > start { result += build(Array(points[start..<i])) }
            if i < points.count { result.append(.line) }
            start = i
        }
        return result
    }

    /// Cubic Hermite segments with the given slopes, as Beziers with controls at thirds.
    private static func hermite(_ run: [CGPoint], slopes m: [Double]) -> [CurveSegment] {
        (0..<run.count - 1).map { i in
            let a = run[i], b = run[i + 1]
            let third = Double(b.x - a.x) / 3
            return .cubic(control1: CGPoint(x: Double(a.x) + third, y: Double(a.y) + m[i] * third),
                          control2: CGPoint(x: Double(b.x) - third, y: Double(b.y) - m[i + 1] * third))
        }
    }

    /// One quadratic per segment. Its control point is where the end tangents (slopes m₀, m₁) meet,
    /// x* = x₀ + h·(s − m₁)/(m₀ − m₁), y* = y₀ + m₀·(x* − x₀), which lies inside the segment exactly
    /// when the secant s lies strictly between m₀ and m₁ (the data bends one way there), making the
    /// curve C1 at that segment's ends. Otherwise (an inflection, or a straight run) no parabola
    /// matches both tangents; the control sits at mid-width, at the height that minimises the squared
    /// error of the two end slopes: y* = (y₀ + y₁)/2 + h·(m₀ − m₁)/4.
    private static func quadratic(_ run: [CGPoint], slopes m: [Double]) -> [CurveSegment] {
        (0..<run.count - 1).map { i in
            let a = run[i], b = run[i + 1]
            let h = Double(b.x - a.x), s = Double(b.y - a.y) / h
            let m0 = m[i], m1 = m[i + 1]
            if (s - m1) * (m0 - s) > 0 {
                let x = h * (s - m1) / (m0 - m1)
                return .quadratic(control: CGPoint(x: Double(a.x) + x, y: Double(a.y) + m0 * x))
            }
            return .quadratic(control: CGPoint(x: Double(a.x) + h / 2, y: Double(a.y + b.y) / 2 + h * (m0 - m1) / 4))
        }
    }

    /// Cardinal spline segments: c₁ = pᵢ + k·(pᵢ₊₁ − pᵢ₋₁), c₂ = pᵢ₊₁ − k·(pᵢ₊₂ − pᵢ), k = (1 − tension)/6,
    /// with the end points repeated beyond the ends (p₋₁ = p₀, pₙ = pₙ₋₁).
    ///
    /// Source: E. Catmull and R. Rom, "A class of local interpolating splines" (1974); the Bezier form of
    /// the cardinal spline as in d3-shape's `curveCardinal`.
    private static func cardinal(_ p: [CGPoint], tension: Double) -> [CurveSegment] {
        let k = (1 - tension) / 6
        let last = p.count - 1
        return (0..<last).map { i in
            let before = p[max(i - 1, 0)], after = p[min(i + 2, last)]
            let a = p[i], b = p[i + 1]
            return .cubic(control1: CGPoint(x: a.x + k * (b.x - before.x), y: a.y + k * (b.y - before.y)),
                          control2: CGPoint(x: b.x - k * (after.x - a.x), y: b.y - k * (after.y - a.y)))
        }
    }

    /// The path of `points` and matching `segments`, clamped into `bounds` when given.
    private static func assemble(_ points: [CGPoint], _ segments: [CurveSegment], bounds: CGRect?) -> Path {
        var path = Path()
        guard !points.isEmpty else { return path }
        let clamp = bounds.map(CurveClamp.init(rect:))
        let anchors = clamp.map { c in points.map(c.point) } ?? points
        path.move(to: anchors[0])
        if points.count == 1 {
            path.line(to: anchors[0])
            return path
        }
        for (i, segment) in segments.enumerated() {
            let a = anchors[i], b = anchors[i + 1]
            switch clamp.map({ $0.segment(segment, from: a, to: b) }) ?? segment {
            case .line: path.line(to: b)
            case .quadratic(let c): path.quadCurve(to: b, control: c)
            case .cubic(let c1, let c2): path.curve(to: b, control1: c1, control2: c2)
            }
        }
        return path
    }
}
