import CFusedKernels
import LiveChartData

/// KAMA: Perry Kaufman's adaptive moving average of the close (TA-Lib `KAMA`, which fixes FAST 2
/// and SLOW 30; StockCharts ChartSchool "Kaufman's Adaptive Moving Average").
///
/// Formula: efficiency ratio `ER = |C − REF(C,N)| / SUM(|C − REF(C,1)|, N)`, smoothing constant
/// `SC = (ER·(2/(FAST+1) − 2/(SLOW+1)) + 2/(SLOW+1))²`, `KAMA = (C − KAMA')·SC + KAMA'` (one fused multiply-add).
/// ER is 1 where the path sum is within 1e-14 of 0 or not above the net change (TA-Lib's rule).
/// Seed: at the first bar with N changes behind it (bar N) the previous KAMA is the previous
/// close (TA-Lib's seed), so KAMA is NaN for the first N bars in both conventions.
/// A NaN close gives NaN, breaks the recurrence and blanks the change sum; KAMA re-seeds the
/// same way N + 1 bars after it. Line: `KAMA`. Defaults N = 10, FAST = 2, SLOW = 30.
/// - Complexity: O(1) per bar (a running sum and an N-bar lag).
public struct KAMA: BarIndicator {
    var previousClose = Lag(periods: 1)
    var closeN: Lag
    var path: RollingSum
    let slowest: Double
    let spread: Double
    var kama = Double.nan
    var liveKAMA = Double.nan

    /// Creates the indicator with N, FAST, SLOW ≥ 1.
    public init(period: Int = 10, fast: Int = 2, slow: Int = 30) {
        closeN = Lag(periods: period)
        path = RollingSum(period: period)
        slowest = 2 / Double(slow + 1)
        spread = 2 / Double(fast + 1) - slowest
    }

    /// `["KAMA"]`.
    public var lineNames: [String] { ["KAMA"] }

    /// Computes KAMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let c = bar.close
        let pc = previousClose.update(c)
        let sum = path.update(abs(c - pc))
        liveKAMA = step(close: c, previousClose: pc, change: c - closeN.update(c), path: sum, after: kama)
        values[0] = liveKAMA
    }

    /// KAMA for a close, given the previous close, the net change over N bars, the path sum and
    /// the previous KAMA (NaN: seed from the previous close); NaN when the change or the sum is.
    @inline(__always) func step(close c: Double, previousClose pc: Double, change: Double, path sum: Double, after kama: Double) -> Double {
        if sum.isNaN || change.isNaN { return .nan }
        let er = sum <= change || abs(sum) < 1e-14 ? 1 : abs(change / sum)
        var sc = er * spread + slowest
        sc *= sc
        let previous = kama.isNaN ? pc : kama
        return previous.addingProduct(c - previous, sc)  // one rounding, as TA-Lib's FMA build
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        closeN.advance()
        path.advance()
        kama = liveKAMA
    }
}

extension KAMA {
    /// The one-bar changes in one pass, the path sum's column pass, then KAMA: `step` (as `update` applies it)
    /// while the lags reach before the first bar, the loop of `lc_kama_run` (CFusedKernels) after.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 1, count: n) { out in
            ScratchColumns.with(lines: 1, count: n) { scratch in
                let (moves, line) = (scratch[0], out[0])
                columns.withReaders { bars in
                    let close = bars.close
                    for i in 0..<n { moves[i] = abs(close[i] - previousClose.lagged(close, at: i)) }
                    path.column(moves.readable(n), into: line)
                    var kama = self.kama
                    let inArray = min(n, max(closeN.periods, 1))  // from here both lags are bars of `close`
                    for i in 0..<inArray {
                        let c = close[i]
                        kama = step(close: c, previousClose: previousClose.lagged(close, at: i),
                                    change: c - closeN.lagged(close, at: i), path: line[i], after: kama)
                        line[i] = kama
                    }
                    guard let closes = close.baseAddress else { return }
                    lc_kama_run(closes, line, line, inArray, n, closeN.periods, &kama, spread, slowest)
                }
            }
        }
    }
}

extension KAMA: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        closeN.claimStorage()
        path.claimStorage()
    }
}
