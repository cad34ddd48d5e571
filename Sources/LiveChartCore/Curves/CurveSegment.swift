import Foundation

/// The shape of one segment between two consecutive data points: its Bezier control points, in the
/// same coordinates as the points (points, for a chart).
///
/// A curve of n points has n − 1 segments; the data points themselves are the segments' end points.
public enum CurveSegment: Sendable, Equatable {
    /// A straight line.
    case line
    /// A quadratic Bezier with one control point.
    case quadratic(control: CGPoint)
    /// A cubic Bezier: `control1` leaves the segment's start, `control2` arrives at its end.
    case cubic(control1: CGPoint, control2: CGPoint)

    /// The control points in order (none for a line).
    public var controls: [CGPoint] {
        switch self {
        case .line: return []
        case .quadratic(let c): return [c]
        case .cubic(let c1, let c2): return [c1, c2]
        }
    }
}
