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
    /// `tdx`: TR in one pass over the columns, then its MA in a window pass. `taLib`: one pass in
    /// which bars go through `update`/`advance` until Wilder's average is seeded (or after a
    /// gap) and TR and the average step together in registers otherwise.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        guard convention == .taLib else {
            let n = columns.count
            return OutputColumns.make(lines: 2, count: n) { out in
                columns.withReaders { bars in
                    trueRange.column(high: bars.high, low: bars.low, close: bars.close, into: out[0])
                }
                mean.column(out[0].readable(n), into: out[1])
            }
        }
        return run(columns) { atr, start, bars, out in
            let (trLine, atrLine) = (out[0], out[1])
            return atr.wilderSteps(from: start, bars) { i, tr, average in (trLine[i], atrLine[i]) = (tr, average) }
        }
    }

    /// The `taLib` running steps from bar `start` on, for batch passes (`run`'s `fastRun`): TR and
    /// Wilder's average in registers, the arithmetic of `update`/`advance`, with `emit(i, TR, ATR)`
    /// for each bar computed. Computes nothing (returns 0) unless `start` ≥ 1 and the average is
    /// running; stops before a bar whose average is NaN (a gap), which `update`/`advance` re-seed.
    /// Leaves the indicator as `update`/`advance` over those bars would (NATR's pass too).
    /// - Returns: the number of bars computed. - Complexity: O(bars computed).
    @inline(__always)
    mutating func wilderSteps(from start: Int, _ bars: ColumnReader, _ emit: (_ index: Int, _ tr: Double, _ atr: Double) -> Void) -> Int {
        guard convention == .taLib, start >= 1, var y = wilder.runningOutput else { return 0 }
        let (high, low, close) = (bars.high, bars.low, bars.close)
        var i = start
        while i < close.count {
            let tr = TrueRange.value(high: high[i], low: low[i], previousClose: close[i - 1])
            let next = wilder.step(from: y, tr)
            if next.isNaN { break }  // a gap: update/advance re-seed
            y = next
            emit(i, tr, y)
            i += 1
        }
        wilder.resume(at: y)
        trueRange.previousClose.resume(count: i - start, last: close[i - 1])
        return i - start
    }
}

extension ATR: StorageClaiming {
    mutating func claimStorage() {
        trueRange.claimStorage()
        mean.claimStorage()
    }
}
