import LiveChartCore

/// What a K-line chart shows and how.
public struct KLineOptions: Sendable {
    /// The price axis: linear, logarithmic, or percent change from the first visible close.
    public enum ScaleMode: String, Sendable, CaseIterable {
        case linear, log, percent
    }

    public var style: CandleStyle = .candles
    public var scaleMode: ScaleMode = .linear
    /// Periods of the moving-average lines on the price pane, in bars.
    public var maPeriods: [Int] = [5, 10, 20, 60]
    /// Indicator panes under the price pane, by name (see `IndicatorPanes.names`), top to bottom.
    public var panes: [String] = ["VOL"]
    /// Height of the price pane relative to one indicator pane.
    public var pricePaneWeight: Double = 3
    public var colors: ColorConvention = .us
    public var theme: Theme = .light
    public var locale: ChartLocale = .en
    /// Replaces the symbol in the title line when set.
    public var title: String?
    /// Device pixels per point of the output, so candles and 1-pixel lines snap to real pixels.
    public var pixelRatio: Double = 1
    /// Largest bar spacing used when the bars do not fill the width, in points.
    public var maxBarSpacing: Double = 48

    public init() {}
}
