import LiveChartData

/// APO: the absolute price oscillator, `EMA(C,FAST) − EMA(C,SLOW)` (TA-Lib `APO` with
/// matype EMA; MACD's DIF without MACD's TA-Lib alignment).
///
/// EMAs follow the convention: `tdx` seeds each with the first close (no NaN); `taLib` seeds each
/// with the mean of its own first N closes (TA-Lib `EMA`), so APO starts at bar SLOW − 1.
/// A NaN close breaks both recurrences; they re-seed after it. Line: `APO`. Defaults 12, 26.
/// - Complexity: O(1) per bar.
public struct APO: BarIndicator {
    var fast: ExponentialSmoother
    var slow: ExponentialSmoother

    /// Creates the indicator with periods ≥ 1.
    public init(fast: Int = 12, slow: Int = 26, convention: IndicatorConvention = .tdx) {
        self.fast = .ema(period: fast, convention: convention)
        self.slow = .ema(period: slow, convention: convention)
    }

    /// `["APO"]`.
    public var lineNames: [String] { ["APO"] }

    /// Computes APO for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = fast.update(bar.close) - slow.update(bar.close)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        fast.advance()
        slow.advance()
    }
}
