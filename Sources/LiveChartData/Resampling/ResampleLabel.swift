/// Which time a resampled bar carries.
///
/// For daily and coarser periods every label is a date at 00:00 (the `Bar` convention); for
/// intraday periods it is a time of day.
public enum ResampleLabel: String, Sendable, CaseIterable {
    /// The label of the last source bar in the bucket (its date for daily and coarser periods): a week
    /// is labelled by its last trading day. The backtrader 2006 oracles, most Chinese apps, and the
    /// chart's default.
    case lastBar = "last"
    /// The bucket's start: Monday of an ISO week, the 1st of a month, the segment-aligned start
    /// minute of an intraday bucket. Binance's weekly klines use this.
    case periodStart = "start"
    /// The bucket's end: Sunday of a week, the last calendar day of a month (pandas' `'M'`, the
    /// `BTCUSD.csv` monthly file), or the close time of an intraday bucket (09:35 for 09:31…09:35).
    case periodEnd = "end"
}
