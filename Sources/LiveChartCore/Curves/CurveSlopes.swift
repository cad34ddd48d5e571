import Foundation

/// Slopes dy/dx at the data points of a run with strictly increasing x: the tangents that the
/// function-of-x curve modes turn into Bezier control points.
///
/// Notation (all sources use it): hᵢ = xᵢ₊₁ − xᵢ, sᵢ = (yᵢ₊₁ − yᵢ)/hᵢ the secant slope of segment i,
/// and mᵢ the slope returned for point i. Every function returns one slope per point, is O(n), and
/// returns the secant at both ends of a two-point run (a straight segment) and `[0]` for one point.
package enum CurveSlopes {
    /// The three-point estimate: at an interior point, the slope of the parabola through the point and
    /// its two neighbours, pᵢ = (sᵢ₋₁·hᵢ + sᵢ·hᵢ₋₁)/(hᵢ₋₁ + hᵢ); at an end, that parabola's slope at
    /// the end point, p₀ = s₀·(1 + h₀/(h₀+h₁)) − s₁·h₀/(h₀+h₁) and its mirror image.
    ///
    /// Source: M. Steffen, "A simple method for monotonic interpolation in one dimension",
    /// Astronomy and Astrophysics 239 (1990) 443–450, eqs. (7) and (24), before any limiting.
    package static func threePoint(_ points: [CGPoint]) -> [Double] {
        let (h, s) = spacingsAndSecants(points)
        guard s.count >= 2 else { return twoPointSlopes(points.count, s) }
        var m = [Double](repeating: 0, count: points.count)
        for i in 1..<points.count - 1 { m[i] = parabolaSlope(h: h, s: s, at: i) }
        m[0] = endSlope(h0: h[0], h1: h[1], s0: s[0], s1: s[1])
        let n = s.count
        m[points.count - 1] = endSlope(h0: h[n - 1], h1: h[n - 2], s0: s[n - 1], s1: s[n - 2])
        return m
    }

    /// Steffen's monotone slopes: mᵢ = (sign sᵢ₋₁ + sign sᵢ)·min(|sᵢ₋₁|, |sᵢ|, ½|pᵢ|) inside, and at the
    /// ends p₀ limited to 0 when p₀·s₀ ≤ 0 and to 2·s₀ when |p₀| > 2|s₀|.
    ///
    /// The slope is 0 wherever the secants change sign or one is flat, so every local extremum of
    /// the curve is a data point; and |mᵢ| ≤ 2·min(|sᵢ₋₁|, |sᵢ|) keeps each cubic Hermite segment
    /// monotone, with Bezier control heights inside the segment's value range (|m|·h/3 ≤ |s|·h).
    ///
    /// Source: Steffen (1990), eqs. (11), (26) and (27); the same rule as d3-shape's `curveMonotoneX`.
    package static func monotone(_ points: [CGPoint]) -> [Double] {
        let (h, s) = spacingsAndSecants(points)
        guard s.count >= 2 else { return twoPointSlopes(points.count, s) }
        var m = [Double](repeating: 0, count: points.count)
        for i in 1..<points.count - 1 {
            let p = parabolaSlope(h: h, s: s, at: i)
            m[i] = (sign(s[i - 1]) + sign(s[i])) * min(abs(s[i - 1]), abs(s[i]), 0.5 * abs(p))
        }
        let n = s.count
        m[0] = limitedEnd(endSlope(h0: h[0], h1: h[1], s0: s[0], s1: s[1]), secant: s[0])
        m[points.count - 1] = limitedEnd(endSlope(h0: h[n - 1], h1: h[n - 2], s0: s[n - 1], s1: s[n - 2]), secant: s[n - 1])
        return m
    }

    /// The natural cubic spline's slopes: the C2 piecewise cubic with zero second derivative at both
    /// ends. The second derivatives Mᵢ solve the tridiagonal system
    /// hᵢ₋₁·Mᵢ₋₁ + 2(hᵢ₋₁ + hᵢ)·Mᵢ + hᵢ·Mᵢ₊₁ = 6(sᵢ − sᵢ₋₁), M₀ = Mₙ₋₁ = 0 (Thomas algorithm, O(n));
    /// then mᵢ = sᵢ − hᵢ(2Mᵢ + Mᵢ₊₁)/6 and, at the last point, mₙ₋₁ = sₙ₋₂ + hₙ₋₂(Mₙ₋₂ + 2Mₙ₋₁)/6.
    ///
    /// Source: R. L. Burden and J. D. Faires, *Numerical Analysis*, §3.5 (natural cubic splines);
    /// C. de Boor, *A Practical Guide to Splines*, ch. IV.
    package static func naturalSpline(_ points: [CGPoint]) -> [Double] {
        let (h, s) = spacingsAndSecants(points)
        guard s.count >= 2 else { return twoPointSlopes(points.count, s) }
        let count = points.count
        var second = [Double](repeating: 0, count: count)
        // Forward sweep over the interior unknowns M₁…Mₙ₋₂: diagonal b, super-diagonal c, right side d.
        var cPrime = [Double](repeating: 0, count: count)
        var dPrime = [Double](repeating: 0, count: count)
        for i in 1..<count - 1 {
            let a = i > 1 ? h[i - 1] : 0
            let b = 2 * (h[i - 1] + h[i])
            let c = i < count - 2 ? h[i] : 0
            let d = 6 * (s[i] - s[i - 1])
            let denominator = b - a * cPrime[i - 1]
            cPrime[i] = c / denominator
            dPrime[i] = (d - a * dPrime[i - 1]) / denominator
        }
        for i in stride(from: count - 2, through: 1, by: -1) {
            second[i] = dPrime[i] - cPrime[i] * second[i + 1]
        }
        var m = [Double](repeating: 0, count: count)
        for i in 0..<count - 1 { m[i] = s[i] - h[i] * (2 * second[i] + second[i + 1]) / 6 }
        let last = count - 2
        m[count - 1] = s[last] + h[last] * (second[last] + 2 * second[last + 1]) / 6
        return m
    }

    /// hᵢ and sᵢ of a run.
    static func spacingsAndSecants(_ points: [CGPoint]) -> (h: [Double], s: [Double]) {
        guard points.count >= 2 else { return ([], []) }
        var h: [Double] = [], s: [Double] = []
        h.reserveCapacity(points.count - 1)
        s.reserveCapacity(points.count - 1)
        for i in 0..<points.count - 1 {
            let dx = Double(points[i + 1].x - points[i].x)
            h.append(dx)
            s.append(Double(points[i + 1].y - points[i].y) / dx)
        }
        return (h, s)
    }

    private static func twoPointSlopes(_ count: Int, _ s: [Double]) -> [Double] {
        [Double](repeating: s.first ?? 0, count: count)
    }

    private static func parabolaSlope(h: [Double], s: [Double], at i: Int) -> Double {
        (s[i - 1] * h[i] + s[i] * h[i - 1]) / (h[i - 1] + h[i])
    }

    private static func endSlope(h0: Double, h1: Double, s0: Double, s1: Double) -> Double {
        s0 * (1 + h0 / (h0 + h1)) - s1 * h0 / (h0 + h1)
    }

    private static func limitedEnd(_ p: Double, secant s: Double) -> Double {
        if p * s <= 0 { return 0 }
        if abs(p) > 2 * abs(s) { return 2 * s }
        return p
    }

    private static func sign(_ v: Double) -> Double { v > 0 ? 1 : (v < 0 ? -1 : 0) }
}
