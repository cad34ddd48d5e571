import LiveChartData

/// STOCHRSI: the stochastic oscillator of the RSI (Chande and Kroll), %K and %D.
///
/// Formula: `R = RSI(C,N)` (the `RSI` indicator in the same convention), raw %K =
/// `(R − LLV(R,M)) / (HHV(R,M) − LLV(R,M)) · 100`, `K = MA(raw %K, KS)`, `D = MA(K, D)` (see
/// `StochasticCore`; an RSI window without range gives 0 in `taLib`, 50 in `tdx`).
/// Defaults 14, 14, 3, 3 are TradingView's "Stoch RSI"; TA-Lib `STOCHRSI(N, M, D)` is this with
/// KS = 1 (its fast %K), and with KS > 1 it equals TA-Lib `STOCH(R, R, R, M, KS, D)` over the RSI series.
/// Warm-up (bar indices from 0), batch and streaming alike:
/// - `taLib`: the RSI starts at bar N, K and D both at bar N + M + KS + D − 3 (TA-Lib returns every
///   line from one start). With KS = 1 that is TA-Lib `STOCHRSI`'s lookback, RSI's N plus STOCHF's
///   (M − 1) + (D − 1) (`ta_STOCHRSI.c`); with KS > 1, RSI's plus `STOCH`'s. So TA-Lib's
///   `STOCHRSI(14, 14, 3)` is `STOCHRSI(14, 14, 1, 3)` here, from bar 29; the defaults start at bar 31
///   like `STOCH` over the RSI, and their K equals TA-Lib `STOCHRSI(14, 14, 3)`'s fast %D from there.
/// - `tdx`: the RSI starts at bar 1, K at bar M + KS − 1 and D at bar M + KS + D − 2, whatever N is.
/// A NaN close blanks the RSI around it and every window holding those values.
/// Lines: `K`, `D`. Defaults N = 14, M = 14, KS = 3, D = 3.
/// - Complexity: O(1) per bar.
public struct STOCHRSI: BarIndicator {
    var rsi: RSI
    var core: StochasticCore

    /// Creates the indicator with N, M, KS, D ≥ 1.
    public init(period: Int = 14, stochPeriod: Int = 14, kSmoothing: Int = 3, dPeriod: Int = 3,
                convention: IndicatorConvention = .tdx) {
        rsi = RSI(periods: [period], convention: convention)
        core = StochasticCore(period: stochPeriod, kSmoothing: kSmoothing, dPeriod: dPeriod, convention: convention)
    }

    /// `["K", "D"]`.
    public var lineNames: [String] { ["K", "D"] }

    /// Computes %K and %D for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let r = rsi.update(bar, lines: 1) { $0[0] }
        (values[0], values[1]) = core.update(high: r, low: r, close: r)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        rsi.advance()
        core.advance()
    }
}

extension STOCHRSI {
    /// RSI's column pass, then the stochastic's over it (`StochasticCore.columns`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let r = rsi.compute(columns)[0]
        return r.withUnsafeBufferPointer { core.columns(high: $0, low: $0, close: $0) }
    }
}

extension STOCHRSI: StorageClaiming {
    mutating func claimStorage() {
        rsi.claimStorage()
        core.claimStorage()
    }
}
