import LiveChartData

/// PPO: the percentage price oscillator, its signal line and histogram (TA-Lib `PPO` with
/// matype EMA for the PPO line; StockCharts ChartSchool "Percentage Price Oscillator" and
/// TradingView for the signal and histogram).
///
/// Formula: `PPO = (EMA(C,FAST) − EMA(C,SLOW)) / EMA(C,SLOW) · 100` (0 where the slow EMA is
/// within 1e-14 of 0, TA-Lib's rule), `SIGNAL = EMA(PPO,SIGNAL)`, `HIST = PPO − SIGNAL`.
/// EMAs follow the convention: `tdx` seeds with the first input (no NaN); `taLib` with the mean
/// of the first N inputs (TA-Lib `EMA`): PPO from bar SLOW − 1, SIGNAL and HIST from bar
/// SLOW + SIGNAL − 2. A NaN close breaks the recurrences; they re-seed after it.
/// Lines: `PPO`, `SIGNAL`, `HIST`. Defaults 12, 26, 9.
/// - Complexity: O(1) per bar.
public struct PPO: BarIndicator {
    var fast: ExponentialSmoother
    var slow: ExponentialSmoother
    var signal: ExponentialSmoother

    /// Creates the indicator with periods ≥ 1.
    public init(fast: Int = 12, slow: Int = 26, signal: Int = 9, convention: IndicatorConvention = .tdx) {
        self.fast = .ema(period: fast, convention: convention)
        self.slow = .ema(period: slow, convention: convention)
        self.signal = .ema(period: signal, convention: convention)
    }

    /// `["PPO", "SIGNAL", "HIST"]`.
    public var lineNames: [String] { ["PPO", "SIGNAL", "HIST"] }

    /// Computes the three lines for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let f = fast.update(bar.close), s = slow.update(bar.close)
        let ppo = abs(s) < 1e-14 ? (f - s) * 0 : (f - s) / s * 100
        let line = signal.update(ppo)
        (values[0], values[1], values[2]) = (ppo, line, ppo - line)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        fast.advance()
        slow.advance()
        signal.advance()
    }
}
