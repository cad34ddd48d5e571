import LiveChartData

/// STOCH: the slow stochastic oscillator, %K and %D (George Lane; TA-Lib `STOCH` with SMA for
/// both smoothings; TradingView's "Stochastic" with %K smoothing 3).
///
/// Formula: raw %K = `(C − LLV(L,N)) / (HHV(H,N) − LLV(L,N)) · 100`, `K = MA(raw %K, KS)`,
/// `D = MA(K, D)` (see `StochasticCore` for a window without range: 0 in `taLib`, 50 in `tdx`).
/// Warm-up: K NaN for the first N + KS − 2 bars, D for N + KS + D − 3; in `taLib` K is also NaN
/// until D exists, as TA-Lib returns them. A NaN high, low or close blanks the windows holding
/// it. Lines: `K`, `D`. Defaults N = 14, KS = 3, D = 3.
///
/// KS = 1 is the fast stochastic, raw %K and its SMA %D (TA-Lib `STOCHF` with SMA; the registry's `STOCHF`):
/// K from bar N − 1, D from N + D − 2.
/// - Complexity: O(1) per bar.
public struct STOCH: BarIndicator {
    var core: StochasticCore

    /// Creates the indicator with N, KS, D ≥ 1.
    public init(period: Int = 14, kSmoothing: Int = 3, dPeriod: Int = 3, convention: IndicatorConvention = .tdx) {
        core = StochasticCore(period: period, kSmoothing: kSmoothing, dPeriod: dPeriod, convention: convention)
    }

    /// `["K", "D"]`.
    public var lineNames: [String] { ["K", "D"] }

    /// Computes %K and %D for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        (values[0], values[1]) = core.update(high: bar.high, low: bar.low, close: bar.close)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { core.advance() }
}

extension STOCH {
    /// The stochastic's column passes over the bars (`StochasticCore.columns`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        columns.withReaders { core.columns(high: $0.high, low: $0.low, close: $0.close) }
    }
}

extension STOCH: StorageClaiming {
    mutating func claimStorage() { core.claimStorage() }
}
