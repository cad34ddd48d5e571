import LiveChartCore
import LiveChartData

/// What a timeline (分时) or five-day chart shows and how.
public struct TimelineOptions: ChartOptions {
    /// How many of the newest sessions are drawn side by side: 1 for the timeline, 5 for the five-day chart.
    public var dayCount = 1
    /// The reference price of the first drawn session (currency units), overriding the close found in the
    /// bars of the day before; the centre of the price axis.
    public var previousClose: Double?
    /// The daily price limits drawn as lines when they fall inside the price range (see `PriceLimitRule`).
    public var limitRule: PriceLimitRule = .none
    /// Widen the price range to hold the limit prices, so their lines always show.
    public var scaleToLimits = false
    /// Draw the session average price (cumulative amount over cumulative volume).
    public var showsAverage = true
    /// Converts the volume unit into the amount's for the average price (100 when the volume counts lots
    /// of 100 shares while the amount is in yuan); see `AveragePrice`.
    public var volumeMultiplier = 1.0
    /// Height of the price pane relative to the volume pane.
    public var pricePaneWeight = 3.0
    /// Width of the order-book panel at the right, in points, drawn when the chart has an order book.
    public var orderBookWidth = 190.0
    /// Theme, language, colour convention (green up by default; `defaults(for:symbol:)` picks red for
    /// A-shares) and a title replacing the symbol.
    public var appearance = ChartAppearance()

    /// The defaults: one session, no limits, the average shown, green-up colours, light theme.
    public init() {}

    /// What a market's own broker apps show by default: A-share sessions with the exchange's daily price limits
    /// for `symbol` (`PriceLimitRule.aShare`: 10 % main boards, 20 % STAR and ChiNext, 30 % Beijing, none for
    /// indices and codes it does not know), every other session without limits; the market's colours
    /// (`ColorConvention.marketDefault`: red up for A-shares and red-up exchanges' symbols).
    public static func defaults(for session: TradingSession, symbol: String?) -> TimelineOptions {
        var options = TimelineOptions()
        let aShare = session == .aShare
        options.colors = ColorConvention.marketDefault(symbol: symbol, session: session, locale: .en)
        options.limitRule = aShare ? .aShare(symbol: symbol ?? "") : .none
        return options
    }
}
