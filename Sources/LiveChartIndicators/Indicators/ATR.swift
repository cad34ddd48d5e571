import LiveChartData

/// ATR (average true range).
///
/// - `tdx` (TongDaXin `ATR`): `MTR = TR` (bar 0: H − L), `ATR = MA(MTR,N)`; NaN for the first N − 1 bars.
/// - `taLib` (TA-Lib `ATR`, Wilder): TR from bar 1; ATR seeded with the mean of the first N
///   true ranges at bar N, then `ATR = ATR' + (TR − ATR')/N`; NaN for the first N bars.
///   (StockCharts' worked example counts bar 0's H − L as the first TR: the same smoothing, one bar earlier.)
/// Lines: `MTR`, `ATR`. Default 14.
public struct ATR: BarIndicator {
    var trueRange: TrueRange
    var mean: RollingMean
    var wilder: ExponentialSmoother
    let convention: IndicatorConvention

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14, convention: IndicatorConvention = .tdx) {
        trueRange = TrueRange(convention: convention)
        mean = RollingMean(period: period)
        wilder = ExponentialSmoother(alpha: 1 / Double(period), seed: .mean(count: period))
        self.convention = convention
    }

    /// `["MTR", "ATR"]`.
    public var lineNames: [String] { ["MTR", "ATR"] }

    /// Computes TR and ATR for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let tr = trueRange.update(bar)
        values[0] = tr
        values[1] = convention == .tdx ? mean.update(tr) : wilder.update(tr)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        trueRange.advance()
        if convention == .tdx { mean.advance() } else { wilder.advance() }
    }
}

extension ATR {
    /// TR in one pass over the columns, then its MA (`tdx`) or Wilder smoothing (`taLib`) in another.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 2, count: n) { out in
            columns.withReaders { bars in
                trueRange.column(high: bars.high, low: bars.low, close: bars.close, into: out[0])
            }
            let tr = UnsafeBufferPointer(start: out[0], count: n)
            if convention == .tdx { mean.column(tr, into: out[1]) } else { wilder.column(tr, into: out[1]) }
        }
    }
}

extension ATR: StorageClaiming {
    mutating func claimStorage() {
        trueRange.claimStorage()
        mean.claimStorage()
    }
}
