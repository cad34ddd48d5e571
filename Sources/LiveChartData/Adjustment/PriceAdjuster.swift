/// Applies `AdjustmentFactors` to a series: forward (前复权) or backward (后复权).
///
/// Forward multiplies bar i's open, high, low and close by `price[i]` and its volume by `volume[i]`;
/// backward divides those factors by the first bar's, so the oldest bar stays as traded. Turnover
/// (amount) is money and is never changed. Indicators computed on the result are on adjusted prices.
public enum PriceAdjuster {
    /// The adjusted series.
    ///
    /// - Parameters:
    ///   - series: bars oldest first.
    ///   - factors: one factor per bar of `series` (from `AdjustmentFactors.fromActions` or `.fromAdjustedCloses`).
    ///   - mode: `.none` returns `series` unchanged.
    /// - Precondition: `factors` holds `series.count` values in each array.
    /// - Complexity: O(n).
    public static func adjust(_ series: BarSeries, factors: AdjustmentFactors, mode: PriceAdjustment) -> BarSeries {
        guard mode != .none, !series.isEmpty else { return series }
        precondition(factors.price.count == series.count && factors.volume.count == series.count, "one factor per bar")
        let base = mode == .forward ? (price: 1.0, volume: 1.0) : (price: factors.price[0], volume: factors.volume[0])
        var bars = series.bars
        for i in bars.indices {
            let p = factors.price[i] / base.price
            bars[i].open *= p
            bars[i].high *= p
            bars[i].low *= p
            bars[i].close *= p
            bars[i].volume *= factors.volume[i] / base.volume
        }
        return series.replacingBars(bars)
    }
}
