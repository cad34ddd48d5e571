import Foundation

extension Path {
    /// The arc length in points, `close` edges included; curves are flattened adaptively to within
    /// 0.02 points. O(elements · pieces per curve).
    public var length: Double { PathMeasure(self).length }

    /// The first `length` points of the path's arc length, curves cut exactly where that length is
    /// reached (de Casteljau split) and kept as curves. Empty for `length` ≤ 0; the path itself when
    /// `length` ≥ the path's length.
    public func trimmed(toLength length: Double) -> Path {
        let measure = PathMeasure(self)
        return measure.trimmed(self, toLength: length)
    }

    /// The first `fraction` (0…1) of the path's arc length: what Core Animation's `strokeEnd` shows
    /// (fraction 0 draws nothing, 1 the whole path).
    public func trimmed(toFraction fraction: Double) -> Path {
        if fraction >= 1 { return self }
        let measure = PathMeasure(self)
        return measure.trimmed(self, toLength: fraction * measure.length)
    }

    /// Each sub-path as a polyline within 0.02 points of the path; a closed sub-path ends on its start.
    public var flattened: [[CGPoint]] { PathMeasure(self).polylines }

    /// The path a fraction `t` of the way to `other`; see `PathMorph` for how points are paired.
    public func interpolated(to other: Path, fraction t: Double) -> Path {
        PathMorph.interpolate(from: self, to: other, fraction: t)
    }

    /// The arc length (points) from the path's start to the end of each drawing element, in order
    /// (`move` elements included: they add nothing): where each data point of a curve lies along it.
    public var endPointLengths: [Double] {
        var lengths: [Double] = []
        var total = 0.0
        for piece in PathMeasure(self).pieces {
            if case .segment(_, _, let table) = piece { total += table[table.count - 1].length }
            lengths.append(total)
        }
        return lengths
    }

    /// The path without its first `count` segments: it starts with a move to the end of the last one
    /// dropped. Only for a single open sub-path (a curve through data points); a `count` covering every
    /// segment leaves a lone move.
    public func droppingLeadingSegments(_ count: Int) -> Path {
        guard count > 0, elements.count > 1 else { return self }
        let k = min(count, elements.count - 1)
        let start: CGPoint
        switch elements[k] {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): start = p
        case .close: return self
        }
        return Path(elements: [.move(to: start)] + elements.dropFirst(k + 1))
    }
}
