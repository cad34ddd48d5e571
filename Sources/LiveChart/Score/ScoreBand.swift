/// One period's stretch of a score chart's content, in content points (before scrolling).
struct ScoreBand: Equatable {
    /// The period, 1-based.
    let period: Int
    /// Left and right edges, in content points.
    let minX: Double
    let maxX: Double
}
