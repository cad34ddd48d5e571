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
}
