import LiveChartData

/// AO: Bill Williams' awesome oscillator, `MA(M,FAST) − MA(M,SLOW)` of the median price
/// `M = (H + L)/2` (TradingView's "Awesome Oscillator"; pandas-ta `ao`). TA-Lib has none.
///
/// Warm-up: NaN for the first max(FAST, SLOW) − 1 bars. A NaN high or low blanks the windows
/// holding it. Same in both conventions. Line: `AO` (a histogram). Defaults 5, 34.
/// - Complexity: O(1) per bar.
public struct AO: BarIndicator {
    var fast: RollingMean
    var slow: RollingMean

    /// Creates the indicator with periods ≥ 1.
    public init(fast: Int = 5, slow: Int = 34) {
        self.fast = RollingMean(period: fast)
        self.slow = RollingMean(period: slow)
    }

    /// `["AO"]`.
    public var lineNames: [String] { ["AO"] }

    /// Computes AO for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let median = (bar.high + bar.low) / 2
        values[0] = fast.update(median) - slow.update(median)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        fast.advance()
        slow.advance()
    }
}

extension AO: StorageClaiming {
    mutating func claimStorage() {
        fast.claimStorage()
        slow.claimStorage()
    }
}
