import LiveChartCore
import LiveChartData

/// How a `ScoreChart` looks and lays out; sizes in points.
public struct ScoreOptions: ChartOptions, Equatable {
    /// Theme, the language of period labels ("Q1"/"第1节", "OT1"/"加时1") and a title replacing
    /// "AWAY @ HOME".
    public var appearance = ChartAppearance()
    /// The home team's line and dots; nil takes the theme's second line colour (blue).
    public var homeColor: Color?
    /// The away team's line and dots; nil takes the theme's first line colour (amber).
    public var awayColor: Color?
    /// What places events horizontally.
    public var xAxis: ScoreXAxis = .eventIndex
    /// Horizontal room per event, in points: 36 by default, kept within `pointsPerEventRange` by
    /// `ScoreChart.pinch(by:at:)`. In `.gameClock` mode, points per 20 s of game time.
    public var pointsPerEvent: Double = 36
    /// The pinch range of `pointsPerEvent`: 20…80 points.
    public var pointsPerEventRange: ClosedRange<Double> = 20...80
    /// Squeezes the whole game into the plot instead (still images); `pointsPerEvent` is then ignored.
    public var fitsWholeGame = false
    /// Room above the highest and below the lowest visible score, as a fraction of their span, at least
    /// `minimumPadding` points of score.
    public var valuePadding: Double = 0.08
    /// The least padding, in points of score: 2.
    public var minimumPadding: Double = 2
    /// The least span of the value axis, in points of score: 20, so an early 2:0 does not fill the height.
    public var minimumSpan: Double = 20
    /// Dot radius, in points.
    public var dotRadius: Double = 3.5
    /// Line width of both teams' lines, in points.
    public var lineWidth: Double = 2
    /// Events kept as dot layers beyond each edge of the visible window (they may scroll in).
    public var dotMargin = 3
    /// Period lengths (for `.gameClock` and overtime labels).
    public var periods: GamePeriods = .nba
    /// The arrival animation.
    public var animation = ScoreAnimationStyle()

    /// The values stated on each property.
    public init() {}

    /// The resolved home colour.
    public var resolvedHomeColor: Color { homeColor ?? theme.lineColor(1) }
    /// The resolved away colour.
    public var resolvedAwayColor: Color { awayColor ?? theme.lineColor(0) }
}
