import LiveChartCore

/// A line through given (time, price) points on the price pane (mplfinance's `alines`; its `tlines` are the
/// same through the closes of given dates). Each point sits on the bar whose period holds its time; a line
/// with a point on no bar is not drawn (`KLineChart.barIndex(holding:)` tells a host which).
public struct TrendLine: Sendable, Equatable {
    /// (seconds since 1970, price) pairs, at least two.
    public var points: [(time: Int64, price: Double)]
    /// nil: `PriceLine.defaultColor`.
    public var color: Color?

    public init(points: [(time: Int64, price: Double)], color: Color? = nil) {
        self.points = points
        self.color = color
    }

    public static func == (a: TrendLine, b: TrendLine) -> Bool {
        a.color == b.color && a.points.count == b.points.count && zip(a.points, b.points).allSatisfy { $0.time == $1.time && $0.price == $1.price }
    }
}
