import LiveChartData

/// HMA: Alan Hull's moving average, `WMA(2·WMA(C, N/2) − WMA(C, N), ⌊√N⌋)` (N/2 rounded down;
/// alanhull.com "Hull Moving Average", TradingView's `ta.hma`, pandas-ta `hma`). TA-Lib has none.
///
/// Warm-up: NaN for the first N + ⌊√N⌋ − 2 bars. A NaN close blanks every window holding it.
/// Same in both conventions. Line: `HMA`. Default N = 9 (TradingView's); N ≥ 2.
/// - Complexity: O(1) per bar (three running weighted sums).
public struct HMA: BarIndicator {
    var half: RollingWeightedMean
    var full: RollingWeightedMean
    var final: RollingWeightedMean

    /// Creates the indicator with N ≥ 2.
    public init(period: Int = 9) {
        precondition(period >= 2, "HMA needs N ≥ 2")
        half = RollingWeightedMean(period: period / 2)
        full = RollingWeightedMean(period: period)
        final = RollingWeightedMean(period: Int(Double(period).squareRoot()))
    }

    /// `["HMA"]`.
    public var lineNames: [String] { ["HMA"] }

    /// Computes HMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = final.update(2 * half.update(bar.close) - full.update(bar.close))
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        half.advance()
        full.advance()
        final.advance()
    }
}

extension HMA: StorageClaiming {
    mutating func claimStorage() {
        half.claimStorage()
        full.claimStorage()
        final.claimStorage()
    }
}
