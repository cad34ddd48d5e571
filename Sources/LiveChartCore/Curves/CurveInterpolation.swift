/// How a curve passes through its data points: the rule that places each segment's Bezier control points.
///
/// Every mode passes through every data point, in order, with one segment between neighbours.
/// The function modes (`quadratic`, `cubic`, `monotone`) treat the curve as y as a function of x
/// and need strictly increasing x; where x does not increase the builder draws a straight segment
/// and interpolates each increasing run on its own. `linear` and `catmullRom` accept any order.
public enum CurveInterpolation: Sendable, Equatable, Hashable {
    /// First order: straight segments (a polyline).
    case linear
    /// Second order: one quadratic Bezier per segment, whose control point is where the tangents at
    /// its ends meet, so the curve is smooth (C1) wherever the data bends one way. Across a segment
    /// where the bend changes direction (an inflection) no parabola meets both tangents, and the curve
    /// shows a slight corner at that segment's ends; prefer `monotone` or `cubic` where that matters.
    /// See `CurveSlopes.threePoint(_:)`.
    case quadratic
    /// Third order: the natural cubic spline, smooth to the second derivative (C2); it can overshoot
    /// the data between points. See `CurveSlopes.naturalSpline(_:)`.
    case cubic
    /// Monotone cubic (Steffen 1990): never overshoots. Between two points the curve stays within their
    /// values, and every extremum of the curve is a data point. See `CurveSlopes.monotone(_:)`.
    case monotone
    /// A cardinal (Catmull–Rom) spline, parametric in the points' order.
    ///
    /// `tension` in 0…1 (values outside are clamped): 0 is the classic Catmull–Rom curve, 1 gives
    /// straight segments. Can overshoot.
    case catmullRom(tension: Double)

    /// The names the command line and files use: "linear", "quadratic", "cubic", "monotone",
    /// "catmull-rom" (tension 0) or "catmull-rom:T" with a tension T in 0…1.
    ///
    /// - Returns: nil for any other text.
    public init?(name: String) {
        let text = name.lowercased()
        switch text {
        case "linear": self = .linear
        case "quadratic": self = .quadratic
        case "cubic": self = .cubic
        case "monotone": self = .monotone
        case "catmull-rom", "catmullrom": self = .catmullRom(tension: 0)
        default:
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "catmull-rom" || parts[0] == "catmullrom",
                  let t = Double(parts[1]), t >= 0, t <= 1 else { return nil }
            self = .catmullRom(tension: t)
        }
    }

    /// The name `init?(name:)` reads back.
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .quadratic: return "quadratic"
        case .cubic: return "cubic"
        case .monotone: return "monotone"
        case .catmullRom(let t): return t == 0 ? "catmull-rom" : "catmull-rom:\(t)"
        }
    }

    /// Every mode with its default parameters, for help texts and galleries.
    public static let all: [CurveInterpolation] = [.linear, .quadratic, .cubic, .monotone, .catmullRom(tension: 0)]
}
