import LiveChartCore
import LiveChartData

/// A series of the user's own values drawn with the bars (mplfinance's `make_addplot`): a signal, an
/// equity curve, an indicator computed elsewhere. Values come with times and are joined onto the drawn
/// bars — each bar takes the last value whose time its period holds (`BarLookup`) — so a series survives
/// `--period`, Heikin-Ashi, lazy history and live bars; a bar without a value leaves a gap.
public struct UserSeries: Sendable, Equatable {
    /// How the values are drawn.
    public enum Style: String, Sendable, CaseIterable {
        /// A polyline broken at gaps.
        case line
        /// A dot per value.
        case scatter
        /// Columns from zero in the series' colour.
        case histogram
        /// Horizontal steps: each value holds until the next bar's.
        case step
        /// A line with a translucent fill down to the pane's floor.
        case area
    }

    /// Where the values are drawn.
    public enum Placement: Sendable, Equatable {
        /// Over the bars, on the price scale (which includes the values on screen).
        case price
        /// In a pane of its own under the indicator panes.
        case newPane
        /// In the indicator pane of that name (`MACD`, `VOL`), else in a pane of that name shared by every
        /// series that names it.
        case pane(String)
        /// Over the bars as a percent change from the first visible bar, on a percent price scale (TradingView's
        /// compare): another instrument's closes.
        case compare
    }

    /// Shading between this series and another series (by name) of the same pane, or a fixed value
    /// (mplfinance's `fill_between`).
    public enum Fill: Sendable, Equatable {
        case series(String)
        case value(Double)
    }

    /// The legend label.
    public var name: String
    /// The values with their times (seconds since 1970).
    public var column: TimedColumn
    public var style: Style
    public var placement: Placement
    /// nil: the next colour of the theme's line palette after the moving averages.
    public var color: Color?
    public var fill: Fill?

    public init(name: String, column: TimedColumn, style: Style = .line, placement: Placement = .price, color: Color? = nil, fill: Fill? = nil) {
        self.name = name
        self.column = column
        self.style = style
        self.placement = placement
        self.color = color
        self.fill = fill
    }
}
