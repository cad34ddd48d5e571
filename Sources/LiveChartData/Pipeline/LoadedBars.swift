import LiveChartCore

/// Bars ready for a chart, with what a chart needs to say about them.
public struct LoadedBars: Sendable {
    /// The bars, oldest first, through the date window's last day (`BarPipeline.window`): the window's bars from
    /// `windowStart` on, the file's older bars before them; `symbol` is the file's ticker, else the file name
    /// without its extension.
    public var series: BarSeries
    /// The index in `series` of the first bar in the date window (0 without a window). The bars before it are
    /// history: indicators compute on them so that a value never depends on the window, but a chart shows
    /// the window (`windowBarCount`).
    public var windowStart = 0
    /// The bars' period: the one resampled to, else inferred from the bar times (nil for a single bar).
    public var period: BarPeriod?
    /// The last bar when its period is not complete yet (a week still trading), else nil.
    public var partial: PartialBar?
    /// Notes for the user, each with a `file:line:` location where one applies (suspended days skipped,
    /// rows repaired or skipped leniently, an adjustment with nothing to apply).
    public var warnings: [String]
    /// The decimals a chart should label prices with when the bars' own quoting does not tell: adjusted
    /// prices are computed and on no exchange's tick (ORCL's 2000 sixteenths over two splits end in 0.005),
    /// so they get the price magnitude's decimals (`NumberFormat.priceDecimals`); nil for quoted prices.
    public var suggestedPriceDecimals: Int?
    /// The zone the bars are shown in when their times are instants (`BarPipeline.timeZone`, else the market's,
    /// else UTC); wall-clock bars are shown as written whatever it is.
    public var timeZone: ZoneOffsets = .utc
    /// The market whose hours the bars trade, when given or recognised (A-share, US); nil for daily bars and
    /// hours no template has. Its extended hours are what a chart shades.
    public var session: TradingSession?
    /// The values the file holds (see `BarLoadResult.fields`): `.ohlcv` for a bar file, `.close` for `Date,Close`.
    public var fields: BarFields = .ohlcv
    /// The instrument's name the file gives (`BarLoadResult.instrumentName`), nil when it names none.
    public var instrumentName: String?
    /// The file's column names, for messages ("KDJ needs high and low; f.csv has only Date,Close").
    public var columnNames: [String] = []
    /// The order the file's numeric dates proved (see `BarLoadResult.dateOrder`).
    public var dateOrder: DateFormat = .auto

    /// The bars in the date window (all of `series` without one), the count a chart shows at first; nil
    /// without a window, where a chart fits every bar.
    public var windowBarCount: Int? { windowStart > 0 ? series.count - windowStart : nil }

    /// The bars in the date window, oldest first.
    public var windowBars: ArraySlice<Bar> { series.bars[windowStart...] }

    /// Creates loaded bars.
    public init(series: BarSeries, period: BarPeriod?, partial: PartialBar?, warnings: [String]) {
        self.series = series
        self.period = period
        self.partial = partial
        self.warnings = warnings
    }
}
