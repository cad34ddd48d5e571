import LiveChartData

/// PVT: the price-volume trend, the running total of `V·(C − REF(C,1))/REF(C,1)`
/// (TradingView's `ta.pvt`; StockCharts ChartSchool "Price Volume Trend"). TA-Lib has none.
///
/// Seed: 0 on the first bar (no previous close). A bar whose step is not finite (a NaN close or
/// volume, a previous close of 0) gives NaN and adds nothing; the total carries on after it
/// (the rule of `OBV`). Same in both conventions. Line: `PVT`.
/// - Complexity: O(1) per bar.
public struct PVT: BarIndicator {
    var previousClose = Lag(periods: 1)
    var total = 0.0
    var liveTotal = 0.0

    /// Creates the indicator.
    public init() {}

    /// `["PVT"]`.
    public var lineNames: [String] { ["PVT"] }

    /// Computes PVT for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let pc = previousClose.update(bar.close)
        var step = previousClose.hasHistory ? bar.volume * ((bar.close - pc) / pc) : 0
        if !step.isFinite { step = .nan }
        (liveTotal, values[0]) = OBV.accumulate(total, step)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        total = liveTotal
    }
}
