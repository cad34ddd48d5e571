import LiveChartData

/// CMO: Tushar Chande's momentum oscillator, `100·(U − D)/(U + D)` of the close's gains U and
/// losses D, from −100 to 100.
///
/// - `tdx`: U and D are N-bar sums of the gains and losses (Chande's definition, TradingView's
///   `ta.cmo`, pandas-ta `cmo(talib=False)`); NaN for the first N bars.
/// - `taLib` (TA-Lib `CMO`): U and D are Wilder's averages seeded with the mean of the first N
///   changes, as TA-Lib's RSI (so CMO = 2·RSI − 100); NaN for the first N bars.
/// No movement (U + D = 0, within 1e-14 in `taLib` as TA-Lib's `TA_IS_ZERO`) gives 0. A NaN close
/// makes two changes NaN: the sums blank for N bars, the averages re-seed.
/// Line: `CMO`. Default N = 14.
/// - Complexity: O(1) per bar.
public struct CMO: BarIndicator {
    let convention: IndicatorConvention
    var previousClose = Lag(periods: 1)
    var gains: Averager
    var losses: Averager

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14, convention: IndicatorConvention = .tdx) {
        self.convention = convention
        let make = {
            convention == .tdx ? Averager.sum(RollingSum(period: period))
                : Averager.wilder(ExponentialSmoother(alpha: 1 / Double(period), seed: .mean(count: period)))
        }
        gains = make()
        losses = make()
    }

    /// `["CMO"]`.
    public var lineNames: [String] { ["CMO"] }

    /// Computes CMO for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (gain, loss) = RSI.parts(change: bar.close - previousClose.update(bar.close), .taLib)
        values[0] = value(gains: gains.update(gain), losses: losses.update(loss))
    }

    /// CMO from the averaged (or summed) gains U and losses D (see the type's doc for no movement).
    @inline(__always) func value(gains u: Double, losses d: Double) -> Double {
        let total = u + d
        let zero = convention == .taLib ? abs(total) < 1e-14 : total == 0
        return zero ? 0 : 100 * ((u - d) / total)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        gains.advance()
        losses.advance()
    }
}

extension CMO {
    /// `taLib`: one pass over the close, bars through `update`/`advance` while Wilder's averages
    /// seed or after a gap, both steps in registers in between (RSI's pass). `tdx`: the gains and
    /// losses in one pass, a column pass per sum, then CMO.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        if convention == .tdx { return sumColumns(columns) }
        return run(columns) { cmo, start, bars, out in
            guard start >= 1, let gainKernel = cmo.gains.exponential, var u = gainKernel.runningOutput,
                  let lossKernel = cmo.losses.exponential, var d = lossKernel.runningOutput else { return 0 }
            let close = bars.close, line = out[0]
            var i = start
            while i < close.count {
                let change = close[i] - close[i - 1]
                if change.isNaN { break }  // a gap: update/advance re-seed
                let (gain, loss) = RSI.parts(change: change, .taLib)
                let u1 = gainKernel.step(from: u, gain), d1 = lossKernel.step(from: d, loss)
                if u1.isNaN || d1.isNaN { break }
                (u, d) = (u1, d1)
                line[i] = cmo.value(gains: u, losses: d)
                i += 1
            }
            guard i > start else { return 0 }
            cmo.gains.resumeExponential(at: u)
            cmo.losses.resumeExponential(at: d)
            cmo.previousClose.resume(count: i - start, last: close[i - 1])
            return i - start
        }
    }

    /// The `tdx` pass: N-bar sums of the gains and losses by the sums' column passes.
    private func sumColumns(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 1, count: n) { out in
            ScratchColumns.with(lines: 2, count: n) { scratch in
                let (gainColumn, lossColumn, line) = (scratch[0], scratch[1], out[0])
                columns.withReaders { bars in
                    let close = bars.close
                    for i in 0..<n {
                        (gainColumn[i], lossColumn[i]) = RSI.parts(change: close[i] - previousClose.lagged(close, at: i), .taLib)
                    }
                }
                gains.column(gainColumn.readable(n), into: line)
                losses.column(lossColumn.readable(n), into: gainColumn)
                for i in 0..<n { line[i] = value(gains: line[i], losses: gainColumn[i]) }
            }
        }
    }
}

extension CMO: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        gains.claimStorage()
        losses.claimStorage()
    }
}
