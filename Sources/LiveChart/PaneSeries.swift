import LiveChartCore
import LiveChartIndicators

/// One drawn series of an indicator pane: a line, a histogram around zero, or volume bars.
public struct PaneSeries: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A polyline through the values, broken at NaN.
        case line
        /// Bars from zero, in the up colour when ≥ 0 and the down colour below (MACD bar).
        case histogram
        /// Bars from zero coloured by their K-line bar's direction (volume).
        case volumeBars
        /// A small dot per bar (parabolic SAR); `width`, when given, is the dot's diameter.
        case dots
        /// Columns from zero in the series' colour (a user's histogram).
        case columns
        /// Horizontal steps: each value holds from its bar's centre to the next bar's.
        case step
        /// A line with a translucent fill from it down to the pane's floor.
        case area

        /// The chart's kind for an indicator definition's line kind.
        init(_ kind: LineKind) {
            switch kind {
            case .line: self = .line
            case .histogram: self = .histogram
            case .volume: self = .volumeBars
            case .dots: self = .dots
            case .stick: self = .columns
            case .dottedLine, .hidden: self = .line
            }
        }
    }

    /// The legend name, e.g. "DIF" or "MA5".
    public var name: String
    /// One value per bar of the series, NaN where undefined.
    public var values: [Double]
    public var color: Color
    public var kind: Kind
    /// Stroke width of a line in points; nil takes the theme's indicator line width.
    public var width: Double?
    /// Shading to another series of the pane or to a value (user series), nil for none.
    public var fill: UserSeries.Fill?
    /// A line's dash pattern in points (on, off, …); empty for a solid line.
    public var dash: [Double] = []
    /// Whether the series is drawn (and counts in its scale); a series that is not (a formula's `NODRAW`
    /// line) still shows its value in the legend.
    public var isDrawn = true
    /// Bars the series is drawn ahead of the bar holding each value (negative: behind), TradingView's plot
    /// offset (`BarIndicator.lineOffsets`: Ichimoku's spans run 25 bars beyond the newest bar). 0 for most.
    public var offset = 0
    /// The key of a bar's time (on the indicator clock, `KLineChart.indicatorTime`) whose change starts a new
    /// stretch of the line (`BarIndicator.restartKey`: VWAP's sessions); nil for a line that runs on.
    public var restartKey: (@Sendable (Int64) -> Int64)?
    /// The index of another series of the same content this one shades toward (`LineStyle.cloudWith`), nil for none.
    public var cloudWith: Int?

    /// The value drawn at bar `index`: `values[index − offset]`, NaN outside the values. O(1).
    public func value(drawnAt index: Int) -> Double { IndicatorLine.value(of: values, offset: offset, drawnAt: index) }

    public init(name: String, values: [Double], color: Color, kind: Kind = .line, width: Double? = nil) {
        self.name = name
        self.values = values
        self.color = color
        self.kind = kind
        self.width = width
    }
}

/// What a lower (indicator) pane shows.
public struct PaneContent: Sendable {
    /// The legend's title, e.g. "VOL" or "MACD(12,26,9)".
    public var title: String
    public var series: [PaneSeries]
    /// Dashed horizontal reference lines (KDJ 20/50/80, RSI 30/70), in the pane's value units.
    public var referenceLevels: [Double]
    /// How the axis and legend write values.
    public var valueFormat: IndicatorValueFormat
    /// The range the pane's scale is fixed to (`IndicatorDefinition.valueRange`: RSI's 0…100); nil autoscales.
    public var valueRange: ClosedRange<Double>?

    public init(title: String, series: [PaneSeries], referenceLevels: [Double] = [], valueFormat: IndicatorValueFormat = .automatic,
                valueRange: ClosedRange<Double>? = nil) {
        self.title = title
        self.series = series
        self.referenceLevels = referenceLevels
        self.valueFormat = valueFormat
        self.valueRange = valueRange
    }

    /// Whether values are volumes (labels in K/M/B or 万/亿) rather than prices.
    public var isVolume: Bool { valueFormat == .volume }

    /// Whether the scale must include zero (histograms and volume bars grow from it).
    public var includesZero: Bool { series.contains { $0.kind == .histogram || $0.kind == .volumeBars } }

    /// Gives every line storage of its own with room for `extra` more values (O(n) once), so the first live value
    /// does not copy a line shared with the batch result.
    mutating func reserve(extra: Int) {
        for k in series.indices { series[k].values.reserveCapacity(series[k].values.count + extra) }
    }

    /// Writes one bar's values (one per series) over each line's last element or after it, in place. O(lines).
    mutating func write(_ values: [Double], replacingLast: Bool) {
        for k in series.indices where k < values.count {
            if replacingLast { series[k].values[series[k].values.count - 1] = values[k] } else { series[k].values.append(values[k]) }
        }
    }
}
