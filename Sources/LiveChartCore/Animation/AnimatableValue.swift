import Foundation

/// A value a layer property can take and an animation can interpolate: opacity, scale and stroke end
/// (`Double`), position (`CGPoint`) and path (`Path`).
public protocol AnimatableValue: Sendable, Equatable {
    /// The value a fraction `t` of the way from `self` to `other` (0 gives `self`, 1 gives `other`;
    /// values outside 0…1, from overshooting timing functions, extrapolate).
    func interpolated(to other: Self, fraction t: Double) -> Self
}

extension Double: AdditiveAnimatableValue {
    /// `self + (other − self)·t`.
    public func interpolated(to other: Double, fraction t: Double) -> Double { self + (other - self) * t }

    /// `self + other`.
    public func adding(_ other: Double) -> Double { self + other }
}

extension CGPoint: AdditiveAnimatableValue {
    /// `(x + dx, y + dy)`, in points.
    public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
}

extension Path: AnimatableValue {}
