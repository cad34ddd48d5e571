import Foundation

extension CGPoint {
    /// The point a fraction `t` of the way from `self` to `other`: `self + (other − self)·t`, in points.
    /// `t` = 0 gives `self`, 1 gives `other`; values outside 0…1 extrapolate (overshooting timing curves).
    public func interpolated(to other: CGPoint, fraction t: Double) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// The Euclidean distance to `other`, in points.
    public func distance(to other: CGPoint) -> Double {
        Double(hypot(other.x - x, other.y - y))
    }
}
