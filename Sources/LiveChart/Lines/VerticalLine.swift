import LiveChartCore

/// A vertical line through every pane at the bar whose period holds `time` (`BarLookup`), with an optional
/// title at the top of the price plot (mplfinance's `vlines`, an event or a date to remember).
public struct VerticalLine: Sendable, Equatable {
    /// Seconds since 1970, as bar times.
    public var time: Int64
    public var title: String
    /// nil: `PriceLine.defaultColor`.
    public var color: Color?

    public init(time: Int64, title: String = "", color: Color? = nil) {
        self.time = time
        self.title = title
        self.color = color
    }
}
