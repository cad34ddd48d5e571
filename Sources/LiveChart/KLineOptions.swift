import LiveChartCore

/// What a K-line chart shows and how.
public struct KLineOptions: Sendable {
    /// Periods of the moving-average lines on the price pane, in bars.
    public var maPeriods: [Int] = [5, 10, 20, 60]
    /// Periods of the moving averages of volume, in bars.
    public var volumeMAPeriods: [Int] = [5, 10]
    public var colors: ColorConvention = .us
    public var theme: Theme = .light
    public var locale: ChartLocale = .en
    /// Replaces the symbol in the title line when set.
    public var title: String?
    public var showVolume = true
    /// Device pixels per point of the output, so candles and 1-pixel lines snap to real pixels.
    public var pixelRatio: Double = 1
    /// Largest bar spacing used when the bars do not fill the width, in points.
    public var maxBarSpacing: Double = 48

    public init() {}
}
