/// Why caller-given curve segments cannot be built into a path.
public enum CurveError: Error, Sendable, Equatable {
    /// n points need exactly n − 1 segments (none for zero or one point).
    case segmentCountMismatch(points: Int, segments: Int)
}
