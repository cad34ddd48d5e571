import CFusedKernels
import LiveChartData

/// ATR (average true range).
///
/// - `tdx` (TongDaXin `ATR`): `MTR = TR` (bar 0: H − L), `ATR = MA(MTR,N)`; NaN for the first N − 1 bars.
/// - `taLib` (TA-Lib `ATR`, Wilder): TR from bar 1; ATR seeded with the mean of the first N
///   true ranges at bar N, then `ATR = ATR' + (TR − ATR')/N`, computed as `(1 − 1/N)·ATR' + TR/N` in one fused
///   multiply-add (`ExponentialSmoother.fusedStep`, as TA-Lib's FMA build); NaN for the first N bars.
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
        values[1] = convention == .tdx ? mean.update(tr) : wilder.updateFused(tr)
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
    /// gap) and TR and the average step together in `lc_atr_run` (CFusedKernels) otherwise.
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
            atr.wilderSteps(from: start, bars) { high, low, close, average, alpha, retention in
                lc_atr_run(high, low, close, out[0], out[1], start, bars.close.count, &average, alpha, retention)
            }
        }
    }

    /// The `taLib` running steps from bar `start` on, for batch passes (`run`'s `fastRun`): `loop` runs a
    /// CFusedKernels loop (`lc_atr_run`, `lc_natr_run`) over the columns from the running `average`, with Wilder's
    /// factors α = 1/N and 1 − α, and returns how many bars it did. Computes nothing (returns 0) unless `start` ≥ 1
    /// and the average is running; the loop stops before a bar whose average is NaN (a gap), which
    /// `update`/`advance` re-seed. Leaves the indicator as `update`/`advance` over those bars would (NATR's pass too).
    /// - Returns: the number of bars computed. - Complexity: O(bars computed).
    @inline(__always)
    mutating func wilderSteps(
        from start: Int, _ bars: ColumnReader,
        _ loop: (_ high: UnsafePointer<Double>, _ low: UnsafePointer<Double>, _ close: UnsafePointer<Double>,
                 _ average: inout Double, _ alpha: Double, _ retention: Double) -> Int
    ) -> Int {
        guard convention == .taLib, start >= 1, var average = wilder.runningOutput, let high = bars.high.baseAddress,
              let low = bars.low.baseAddress, let close = bars.close.baseAddress else { return 0 }
        let (alpha, retention) = wilder.factors
        let done = loop(high, low, close, &average, alpha, retention)
        wilder.resume(at: average)
        trueRange.previousClose.resume(count: done, last: bars.close[start + done - 1])
        return done
    }
}

extension ATR: StorageClaiming {
    mutating func claimStorage() {
        trueRange.claimStorage()
        mean.claimStorage()
    }
}
