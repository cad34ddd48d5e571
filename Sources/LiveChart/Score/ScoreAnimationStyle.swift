import LiveChartCore

/// How a score chart animates an arrival; times in seconds on the chart's clock.
public struct ScoreAnimationStyle: Sendable, Equatable {
    /// The arrival's transaction: both paths extend, the content scrolls, dots and bands follow: 0.5 s.
    public var duration: Double = 0.5
    /// Its pace: ease-in-ease-out (0.42, 0, 0.58, 1).
    public var timing: TimingFunction = .easeInEaseOut
    /// The new dot's scale keyframes: 0.1, 1.3, 0.9, 1.0.
    public var popScales: [Double] = [0.1, 1.3, 0.9, 1.0]
    /// When each scale is reached, as fractions of `popDuration`: 0, 0.55, 0.8, 1.
    public var popKeyTimes: [Double] = [0, 0.55, 0.8, 1]
    /// The pop's length: 0.4 s.
    public var popDuration: Double = 0.4

    /// The values stated on each property (a score chart's published defaults).
    public init() {}

    /// The key of a dot's pop animation.
    public static let popKey = "score.pop"
}
