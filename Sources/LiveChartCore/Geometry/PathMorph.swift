import Foundation

/// In-between shapes of two paths, for path animations. Three rules, tried in order:
///
/// 1. **Same structure** (the same element kinds in the same order): every point moves straight from
///    its position in `from` to its position in `to`. Exact for curves, as in Core Animation's `path`
///    animation.
/// 2. **Prefix extension**: the shorter path's elements are the longer one's first elements (same kinds,
///    the same end points; control points may differ, as when a new point re-tangents a monotone curve's
///    last segment). The shorter is padded by repeating its last point as zero-length elements of the
///    longer one's kinds, so a growing line extends from its old end instead of wobbling. Lines and
///    quadratics are raised to cubics first when that makes the kinds match.
/// 3. **Anything else**: both are flattened and resampled to a common number of points, equally
///    spaced by arc length (sub-path by sub-path when both have as many), and the points interpolated.
///    The result is a polyline, closed where both sources are.
package enum PathMorph {
    /// The path a fraction `t` of the way from `from` to `to` (exactly `from` at t = 0 and `to` at 1;
    /// other values extrapolate under rules 1 and 2). Points in the paths' own units.
    /// - Complexity: O(elements) under rules 1–2; O(flattened points) under rule 3.
    package static func interpolate(from: Path, to: Path, fraction t: Double) -> Path {
        if t == 0 { return from }
        if t == 1 { return to }
        if let (a, b) = aligned(from, to) {
            return Path(elements: zip(a.elements, b.elements).map { interpolate($0, $1, t) })
        }
        return resampled(from, to, fraction: t)
    }

    /// `from` and `to` rewritten with one structure (rules 1 and 2), or nil when rule 3 applies.
    package static func aligned(_ from: Path, _ to: Path) -> (Path, Path)? {
        if kinds(from) == kinds(to) { return (from, to) }
        if let padded = prefixPadded(from, to) { return padded }
        let a = cubicForm(from), b = cubicForm(to)
        if kinds(a) == kinds(b) { return (a, b) }
        return prefixPadded(a, b)
    }

    /// `path` with every line and quadratic raised to the identical cubic.
    static func cubicForm(_ path: Path) -> Path {
        var current = CGPoint.zero, start = CGPoint.zero
        return Path(elements: path.elements.map { e in
            let segment: BezierSegment
            switch e {
            case .move(let p): current = p; start = p; return e
            case .close: current = start; return e
            case .curve(let p, _, _): current = p; return e
            case .line(let p): segment = BezierSegment(current, p)
            case .quadCurve(let p, let c): segment = BezierSegment(current, quad: c, p)
            }
            current = segment.end
            return segment.asCubic.element
        })
    }

    /// Rule 2: the shorter of the two padded at its end, or nil when it is no prefix of the longer.
    private static func prefixPadded(_ a: Path, _ b: Path) -> (Path, Path)? {
        let aShorter = a.elements.count < b.elements.count
        let short = aShorter ? a : b, long = aShorter ? b : a
        let scale = max(1, long.controlPointBounds.width, long.controlPointBounds.height)
        for (s, l) in zip(short.elements, long.elements) {
            guard let p = endPoint(s), let q = endPoint(l), p.distance(to: q) <= 1e-9 * scale else { return nil }
        }
        guard let extended = padded(short, toMatch: long) else { return nil }
        return aShorter ? (extended, long) : (long, extended)
    }

    /// `short` extended with zero-length elements at its last point, one of each kind `long` has beyond
    /// `short`'s length, so the two share one structure and morph element by element (rule 2 without
    /// the end-point check: for callers that pair points themselves, as a scrolling window does).
    /// - Returns: nil when `short`'s kinds are not a prefix of `long`'s, when it ends in `close`, or when
    ///   `long` continues with a `move` or `close`.
    package static func padded(_ short: Path, toMatch long: Path) -> Path? {
        guard let last = short.elements.last.flatMap(endPoint), short.elements.count <= long.elements.count,
              kinds(short) == Array(kinds(long).prefix(short.elements.count)) else { return nil }
        var elements = short.elements
        for e in long.elements.dropFirst(short.elements.count) {
            switch e {
            case .line: elements.append(.line(to: last))
            case .quadCurve: elements.append(.quadCurve(to: last, control: last))
            case .curve: elements.append(.curve(to: last, control1: last, control2: last))
            case .move, .close: return nil
            }
        }
        return Path(elements: elements)
    }

    /// Rule 3: flattened, resampled to a common count by arc length, interpolated point by point.
    private static func resampled(_ a: Path, _ b: Path, fraction t: Double) -> Path {
        var pa = PathMeasure(a).polylines, pb = PathMeasure(b).polylines
        if pa.count != pb.count {
            pa = [pa.flatMap { $0 }]
            pb = [pb.flatMap { $0 }]
        }
        var out = Path()
        for (la, lb) in zip(pa, pb) {
            guard let fa = la.first, let fb = lb.first else { continue }
            let count = max(la.count, lb.count, 2)
            let ra = resample(la, count: count), rb = resample(lb, count: count)
            let points = zip(ra, rb).map { $0.interpolated(to: $1, fraction: t) }
            out.move(to: points[0])
            for p in points.dropFirst() { out.line(to: p) }
            if la.count > 2, lb.count > 2, fa.distance(to: la[la.count - 1]) < 1e-9, fb.distance(to: lb[lb.count - 1]) < 1e-9 {
                out.close()
            }
        }
        return out
    }

    /// `count` (≥ 2) points equally spaced by arc length along the polyline `points`, both ends included.
    /// A single point is repeated. O(points + count).
    package static func resample(_ points: [CGPoint], count: Int) -> [CGPoint] {
        guard let first = points.first, count >= 2 else { return Array(points.prefix(count)) }
        var cumulative = [0.0]
        for (p, q) in zip(points, points.dropFirst()) { cumulative.append(cumulative[cumulative.count - 1] + p.distance(to: q)) }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return Array(repeating: first, count: count) }
        var result: [CGPoint] = []
        result.reserveCapacity(count)
        var i = 0
        for k in 0..<count {
            let s = total * Double(k) / Double(count - 1)
            while i < points.count - 2, cumulative[i + 1] < s { i += 1 }
            let span = cumulative[i + 1] - cumulative[i]
            result.append(span > 0 ? points[i].interpolated(to: points[i + 1], fraction: (s - cumulative[i]) / span) : points[i + 1])
        }
        return result
    }

    private enum Kind: Equatable { case move, line, quad, curve, close }

    private static func kinds(_ path: Path) -> [Kind] {
        path.elements.map { e in
            switch e {
            case .move: .move
            case .line: .line
            case .quadCurve: .quad
            case .curve: .curve
            case .close: .close
            }
        }
    }

    private static func endPoint(_ e: PathElement) -> CGPoint? {
        switch e {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .close: nil
        }
    }

    /// Two elements of the same kind, point by point.
    private static func interpolate(_ a: PathElement, _ b: PathElement, _ t: Double) -> PathElement {
        switch (a, b) {
        case (.move(let p), .move(let q)): .move(to: p.interpolated(to: q, fraction: t))
        case (.line(let p), .line(let q)): .line(to: p.interpolated(to: q, fraction: t))
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
            .quadCurve(to: p.interpolated(to: q, fraction: t), control: c.interpolated(to: d, fraction: t))
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            .curve(to: p.interpolated(to: q, fraction: t), control1: c1.interpolated(to: d1, fraction: t),
                   control2: c2.interpolated(to: d2, fraction: t))
        default: t < 0.5 ? a : b
        }
    }
}
