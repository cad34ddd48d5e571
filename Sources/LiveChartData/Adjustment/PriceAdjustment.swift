/// How prices are adjusted for splits and dividends before charting.
public enum PriceAdjustment: String, Sendable, CaseIterable {
    /// Traded prices as they were (不复权).
    case none
    /// Forward adjustment (前复权): the latest prices stay as traded and history is scaled, so the
    /// right edge of the chart matches today's quotes. Quandl's and Yahoo's adjusted columns work this way.
    case forward
    /// Backward adjustment (后复权): the earliest prices stay as traded and later prices are scaled up,
    /// so the chart shows the value of one original share with its splits and dividends reinvested.
    case backward
}
