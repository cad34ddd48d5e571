import Foundation

/// Keeps a curve's end and control points inside a rectangle (the plot), so that the curve, which
/// lies in the convex hull of its points, stays inside it too.
///
/// - End points (data) are clamped coordinate by coordinate; chart data mapped into the plot is
///   already inside, so this only guards callers' points.
/// - A cubic control point is pulled towards the end point it belongs to (`control1` to the start,
///   `control2` to the end) along the handle, just far enough to enter the rectangle. The handle
///   keeps its direction, so the tangent at the data point, and the smoothness across it, survive;
///   only the handle's length, and so the bulge of the curve, shrinks.
/// - A quadratic's control point, shared by both ends, is pulled towards the midpoint of the chord.
///
/// A control point already inside is never moved: clamping a monotone curve changes nothing.
struct CurveClamp: Sendable, Equatable {
    /// The rectangle, in points; must have a non-negative size.
    public var rect: CGRect

    /// A clamp into `rect` (points).
    public init(rect: CGRect) { self.rect = rect }

    /// `p` with each coordinate clamped into the rectangle. O(1).
    public func point(_ p: CGPoint) -> CGPoint {
        CGPoint(x: min(max(p.x, rect.minX), rect.maxX), y: min(max(p.y, rect.minY), rect.maxY))
    }

    /// `control` moved towards `anchor` (which must be inside) until it lies inside the rectangle:
    /// anchor + t·(control − anchor) with the largest t in 0…1 that is inside. O(1).
    public func handle(_ control: CGPoint, anchor: CGPoint) -> CGPoint {
        var t: CGFloat = 1
        let d = CGPoint(x: control.x - anchor.x, y: control.y - anchor.y)
        if control.x > rect.maxX, d.x > 0 { t = min(t, (rect.maxX - anchor.x) / d.x) }
        if control.x < rect.minX, d.x < 0 { t = min(t, (rect.minX - anchor.x) / d.x) }
        if control.y > rect.maxY, d.y > 0 { t = min(t, (rect.maxY - anchor.y) / d.y) }
        if control.y < rect.minY, d.y < 0 { t = min(t, (rect.minY - anchor.y) / d.y) }
        if t >= 1 { return control }
        return point(CGPoint(x: anchor.x + max(t, 0) * d.x, y: anchor.y + max(t, 0) * d.y))
    }

    /// `segment` from `a` to `b` (both inside) with its control points moved inside. O(1).
    public func segment(_ segment: CurveSegment, from a: CGPoint, to b: CGPoint) -> CurveSegment {
        switch segment {
        case .line:
            return .line
        case .quadratic(let c):
            return .quadratic(control: handle(c, anchor: CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)))
        case .cubic(let c1, let c2):
            return .cubic(control1: handle(c1, anchor: a), control2: handle(c2, anchor: b))
        }
    }
}
