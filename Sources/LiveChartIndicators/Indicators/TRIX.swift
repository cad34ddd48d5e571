import LiveChartData

/// TRIX: the one-bar rate of change of a triple EMA, in percent, and its MA (TongDaXin `TRIX`).
///
/// Formula: `TR = EMA(EMA(EMA(C,N),N),N)`, `TRIX = (TR − REF(TR,1)) / REF(TR,1) · 100`,
/// `MATRIX = MA(TRIX,M)`. EMAs follow the convention: `tdx` seeds each with its first input
/// (TRIX from bar 1); `taLib` seeds each with the mean of its first N inputs, so TRIX starts at
/// bar 3(N − 1) + 1 as TA-Lib `TRIX`. Lines: `TRIX`, `MATRIX`. Defaults N = 12, M = 9.
public struct TRIX: BarIndicator {
    var first: ExponentialSmoother
    var second: ExponentialSmoother
    var third: ExponentialSmoother
    var previous = Lag(periods: 1)
    var mean: RollingMean

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 12, maPeriod: Int = 9, convention: IndicatorConvention = .tdx) {
        first = .ema(period: period, convention: convention)
        second = .ema(period: period, convention: convention)
        third = .ema(period: period, convention: convention)
        mean = RollingMean(period: maPeriod)
    }

    /// `["TRIX", "MATRIX"]`.
    public var lineNames: [String] { ["TRIX", "MATRIX"] }

    /// Computes TRIX and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let tr = third.update(second.update(first.update(bar.close)))
        let before = previous.update(tr)
        let trix = (tr - before) / before * 100
        values[0] = trix
        values[1] = mean.update(trix)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        first.advance()
        second.advance()
        third.advance()
        previous.advance()
        mean.advance()
    }
}

extension TRIX: StorageClaiming {
    mutating func claimStorage() {
        previous.claimStorage()
        mean.claimStorage()
    }
}
