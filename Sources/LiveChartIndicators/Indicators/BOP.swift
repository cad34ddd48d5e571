import LiveChartData

/// BOP: the balance of power, `(C − O)/(H − L)` of each bar (Igor Livshin; TA-Lib `BOP`;
/// TradingView's "Balance of Power"), from −1 to 1.
///
/// A bar whose range is below 1e-14 (a one-price bar) gives 0 (TA-Lib's `TA_IS_ZERO_OR_NEG`).
/// No warm-up; a NaN price gives NaN for its bar only. Same in both conventions. Line: `BOP`.
/// - Complexity: O(1) per bar, no state.
public struct BOP: BarIndicator {
    /// Creates the indicator.
    public init() {}

    /// `["BOP"]`.
    public var lineNames: [String] { ["BOP"] }

    /// Computes BOP for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = Self.value(open: bar.open, high: bar.high, low: bar.low, close: bar.close)
    }

    /// `(C − O)/(H − L)`, 0 (or NaN) for a range below 1e-14.
    @inline(__always) static func value(open: Double, high: Double, low: Double, close: Double) -> Double {
        let range = high - low, move = close - open
        return range < 1e-14 ? move * 0 : move / range
    }

    /// Nothing to commit.
    @inline(__always) public mutating func advance() {}

    /// One pass over the price columns with the same arithmetic as `update`, which the compiler vectorises
    /// (a bar-by-bar loop would build a `Bar` for every row; figures in BENCHMARKS.md, "The new built-ins against TA-Lib").
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { _, start, bars, out in
            let open = bars.open, high = bars.high, low = bars.low, close = bars.close, line = out[0]
            for i in start..<close.count { line[i] = Self.value(open: open[i], high: high[i], low: low[i], close: close[i]) }
            return close.count - start
        }
    }
}
