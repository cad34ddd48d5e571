import Foundation

/// How many decimals a series' prices are quoted with (its tick size), so labels show exactly the
/// digits the data has: 2 for 1818.18, 6 for 0.009469, 0 for whole-number index levels.
public enum PricePrecision {
    /// The fewest decimals (0…8) that write at least 80 % of the sampled prices exactly (within 1e-7 of
    /// a tick), kept only when it is at most two more than the magnitude suggests. Float noise in vendor
    /// files (Yahoo's "147.100006") and odd prints between ticks (SPY's "290.345" and "298.2579" among
    /// 2020's cents: 96 % of its prices have two decimals; the bundled AAPL sample's "649.7925" among its
    /// 2013 cents: 89 % over its last 100 bars) are then outvoted instead of asking for four or
    /// six decimals, while a 1999 chart in sixteenths (135.5625: a quarter of them need two, half three)
    /// still gets four; adjusted prices, on no tick at all, get the magnitude's decimals.
    ///
    /// - Parameter prices: prices to sample; at most the last 2,000 are looked at (O(1) in the series length).
    /// - Returns: the decimals, or the magnitude-based count (`NumberFormat.priceDecimals`) when the
    ///   quoting is noisy or there are no finite prices.
    public static func decimals(of prices: [Double]) -> Int {
        let sample = prices.suffix(2_000).filter { $0.isFinite && $0 != 0 }
        guard let largest = sample.map(abs).max() else { return 2 }
        let byMagnitude = NumberFormat.priceDecimals(magnitude: largest)
        let needed = (Double(sample.count) * 0.8).rounded(.up)
        for d in 0...8 {
            let scale = pow(10, Double(d))
            let exact = sample.lazy.filter { abs($0 * scale - ($0 * scale).rounded()) < 1e-7 * max(1, abs($0 * scale)) }.count
            if Double(exact) >= needed { return d <= byMagnitude + 2 ? d : byMagnitude }
        }
        return byMagnitude
    }

    /// `value` on the tick of `decimals` decimals (0.01 for 2): a multiple chosen by `rule` (the nearest by
    /// default), computed as a decimal (`(value × 10^decimals).rounded(rule) / 10^decimals`), so 1.33341 becomes
    /// the double nearest 1.33. O(1).
    public static func onTick(_ value: Double, decimals: Int, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded(rule) / scale
    }
}
