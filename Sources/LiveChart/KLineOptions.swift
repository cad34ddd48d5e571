import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// What a K-line chart shows and how.
public struct KLineOptions: ChartOptions {
    /// The price axis: linear, logarithmic, or percent change from the first visible close.
    public enum ScaleMode: String, Sendable, CaseIterable {
        case linear, log, percent
    }

    public var style: CandleStyle = .candles
    /// The values the bars really hold (`LoadedBars.fields`): a close-only series (`.close`, from a
    /// `Date,Close` file) shows only its close, and a volume when it has one, in the title and the tooltip,
    /// not copies of the close labelled open, high and low.
    public var fields: BarFields = .ohlcv
    /// Box size, reversal and line count of the box styles (Renko, point and figure, Kagi, line break).
    public var boxes = PriceBoxOptions()
    public var scaleMode: ScaleMode = .linear
    /// Periods of the moving-average lines on the price pane, in bars.
    public var maPeriods: [Int] = [5, 10, 20, 60]
    /// Indicator panes under the price pane, top to bottom (`IndicatorSpec("MACD")`,
    /// `try IndicatorSpec(parsing: "RSI(6,12,24)")`; see `IndicatorPanes.paneNames`). At most `maxPanes`.
    public var panes: [IndicatorSpec] = [IndicatorSpec("VOL")]
    /// Indicators drawn over the price pane besides the MA lines (BOLL, SAR, EMA(12,26)).
    public var overlays: [IndicatorSpec] = []
    /// How many indicator panes a chart lays out under the price pane.
    public static let maxPanes = 4
    /// How many overlays, and how many moving averages, the price pane draws and its legend names.
    public static let maxOverlays = 8
    /// The formula convention of every indicator (TongDaXin by default).
    public var convention: IndicatorConvention = .tdx
    /// Where indicators are looked up; register custom ones here to use them in panes.
    public var registry: IndicatorRegistry = .standard
    /// Height of the price pane relative to one indicator pane.
    public var pricePaneWeight: Double = 3
    /// Theme, language, colour convention (green up by default) and a title replacing the symbol.
    public var appearance = ChartAppearance()
    /// A faint text centred behind the bars of the price pane ("SPY · Daily"), nil for none.
    public var watermark: String?
    /// Decimals of every price label (axis, legends, tooltip, tags), 0…10; nil derives them from the
    /// bars on screen (their tick size, at least what the price magnitude asks for).
    public var priceDecimals: Int?
    /// Whether the crosshair's horizontal line sits on the snapped bar's close instead of the pointer.
    public var crosshairSnapsToClose = false
    /// Horizontal price lines on the price pane (`PriceLine`); the price scale includes their prices.
    public var priceLines: [PriceLine] = []
    /// Vertical lines through every pane at given times (`VerticalLine`).
    public var verticalLines: [VerticalLine] = []
    /// Lines through (time, price) points on the price pane (`TrendLine`).
    public var trendLines: [TrendLine] = []
    /// The zone bar times are labelled in when they are instants (`BarTimeBasis.instant`): the time axis, the
    /// crosshair and tooltip, the legend, and the days VWAP restarts on; bars stay ordered by instant, so an
    /// hour the clocks repeat shows twice, in order. Wall-clock bars are labelled as written. UTC by default.
    public var timeZone: ZoneOffsets = .utc
    /// Faint vertical lines in the grid colour at day or session boundaries of intraday bars; none by default.
    public var separators: SessionSeparators = .none
    /// The market whose extended hours `shadesExtendedHours` shades (`LoadedBars.session`), its hours read on
    /// its own zone's clock; nil when not known.
    public var session: TradingSession?
    /// Whether bars in `session`'s pre- and post-market hours (US: 04:00–09:30, 16:00–20:00 New York time)
    /// get a shaded background in every pane.
    public var shadesExtendedHours = false
    /// Whether bars sit at their time rather than their index (mplfinance's `show_nontrading`): nights,
    /// weekends and lunch breaks appear as gaps to scale. Applies to still frames (no `viewport`) of time
    /// bars; an interactive viewport and the box styles keep bars evenly spaced.
    public var showsGaps = false
    /// The volume profile of the visible bars drawn behind the candles from the price plot's right edge, or nil
    /// (the default). See `VolumeProfile`.
    public var volumeProfile: VolumeProfileOptions?
    /// Largest bar spacing used when the bars do not fill the width, in points.
    public var maxBarSpacing: Double = 48

    public init() {}
}
