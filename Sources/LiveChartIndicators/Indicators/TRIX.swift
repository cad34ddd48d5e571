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
        let trix = ROC.rate(tr, before: previous.update(tr))
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

extension TRIX {
    /// The triple EMA in three in-place passes, its one-bar rate of change, then its MA.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 2, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                let n = close.count, tr = out[0], before = out[1]
                first.column(close, into: tr)
                second.column(UnsafeBufferPointer(start: tr, count: n), into: tr)
                third.column(UnsafeBufferPointer(start: tr, count: n), into: tr)
                previous.column(UnsafeBufferPointer(start: tr, count: n), into: before)
                for i in 0..<n { tr[i] = ROC.rate(tr[i], before: before[i]) }
                mean.column(UnsafeBufferPointer(start: tr, count: n), into: out[1])
            }
        }
    }
}

extension TRIX: StorageClaiming {
    mutating func claimStorage() {
        previous.claimStorage()
        mean.claimStorage()
    }
}
