import Foundation

/// How an animation's progress follows its elapsed time: a cubic Bezier from (0, 0) to (1, 1) with
/// control points (x1, y1) and (x2, y2), exactly as CSS `cubic-bezier()` (CSS Easing Functions Level 1,
/// §2.2) and Core Animation's `CAMediaTimingFunction(controlPoints:)` define it.
///
/// For an elapsed fraction x in 0…1, the curve's parameter s solves x(s) = x, where
/// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³; the progress is y(s), formed the same way from y1, y2.
/// x1 and x2 must lie in 0…1 (so x(s) is monotone); y1 and y2 may leave it (overshoot).
public struct TimingFunction: Sendable, Equatable {
    /// The first control point's x and y (fractions of the duration and of the change).
    public var x1: Double, y1: Double
    /// The second control point's x and y.
    public var x2: Double, y2: Double

    /// A custom curve; x1 and x2 are clamped into 0…1 as CSS requires.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed: (0, 0, 1, 1).
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// Slow start: (0.42, 0, 1, 1), CSS `ease-in` and `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// Slow end: (0, 0, 0.58, 1), CSS `ease-out` and `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    /// Slow start and end: (0.42, 0, 0.58, 1), CSS `ease-in-out` and `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// Core Animation's implicit-animation default, (0.25, 0.1, 0.25, 1), equal to CSS `ease`.
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// The progress (fraction of the change, usually 0…1) after a fraction `x` of the duration.
    ///
    /// Solves x(s) = x by Newton's method from s = x (8 steps, |error| < 1e-12), falling back to
    /// bisection on 0…1 where the derivative vanishes or Newton leaves the interval (as WebKit's
    /// `UnitBezier` does). `x` is clamped to 0…1. O(1).
    public func progress(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x1 == y1 && x2 == y2 { return x }
        return Self.bezier(parameter(forX: x), y1, y2)
    }

    /// The elapsed fraction (0…1) at which the progress first reaches `progress`, by bisection on x
    /// (60 steps, error < 1e-15): the inverse of `progress(at:)` for curves with y1, y2 in 0…1, which
    /// rise monotonically. O(1).
    public func elapsedFraction(forProgress progress: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if self.progress(at: mid) < progress { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The curve's parameter s with x(s) = x.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// One coordinate of the unit Bezier with inner control values `a`, `b`: 3(1−s)²s·a + 3(1−s)s²·b + s³.
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// Its derivative: 3(1−s)²·a + 6(1−s)s·(b − a) + 3s²·(1 − b).
    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
}
