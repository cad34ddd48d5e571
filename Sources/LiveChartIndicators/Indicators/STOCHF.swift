import LiveChartData

/// STOCHF: the fast stochastic oscillator, raw %K and its SMA %D (TA-Lib `STOCHF` with SMA;
/// TradingView's "Stochastic" with %K smoothing 1).
///
/// Formula: `K = (C − LLV(L,N)) / (HHV(H,N) − LLV(L,N)) · 100`, `D = MA(K, D)`; a window without
/// range gives 0 (`taLib`) or 50 (`tdx`), see `StochasticCore`. Warm-up: K NaN for the first
/// N − 1 bars, D for N + D − 2; in `taLib` K too until D exists (TA-Lib's common start).
/// NaN prices blank the windows holding them. Lines: `K`, `D`. Defaults N = 14, D = 3.
/// - Complexity: O(1) per bar.
public struct STOCHF: BarIndicator {
    var core: StochasticCore

    /// Creates the indicator with N, D ≥ 1.
    public init(period: Int = 14, dPeriod: Int = 3, convention: IndicatorConvention = .tdx) {
        core = StochasticCore(period: period, kSmoothing: 1, dPeriod: dPeriod, convention: convention)
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

extension STOCHF: StorageClaiming {
    mutating func claimStorage() { core.claimStorage() }
}
