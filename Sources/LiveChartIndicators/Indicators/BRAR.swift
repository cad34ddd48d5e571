import LiveChartData

/// BRAR (TongDaXin `BRAR`): buying pressure against the previous close (BR) and the open (AR).
///
/// Formula: `BR = SUM(MAX(0,H−REF(C,1)),N) / SUM(MAX(0,REF(C,1)−L),N) · 100`,
/// `AR = SUM(H−O,N) / SUM(O−L,N) · 100`; both conventions. Bar 0 adds 0 to BR's sums (no
/// previous close). Warm-up: NaN for the first N − 1 bars. Lines: `BR`, `AR`. Default 26.
public struct BRAR: BarIndicator {
    var previousClose = Lag(periods: 1)
    var brUp: RollingSum
    var brDown: RollingSum
    var arUp: RollingSum
    var arDown: RollingSum

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 26) {
        brUp = RollingSum(period: period)
        brDown = RollingSum(period: period)
        arUp = RollingSum(period: period)
        arDown = RollingSum(period: period)
    }

    /// `["BR", "AR"]`.
    public var lineNames: [String] { ["BR", "AR"] }

    /// Computes BR and AR for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (upTerm, downTerm) = Self.brTerms(high: bar.high, low: bar.low, previousClose: previousClose.update(bar.close),
                                              known: previousClose.hasHistory)
        values[0] = brUp.update(upTerm) / brDown.update(downTerm) * 100
        values[1] = arUp.update(bar.high - bar.open) / arDown.update(bar.open - bar.low) * 100
    }

    /// BR's terms: `MAX(0, H − REF(C,1))` and `MAX(0, REF(C,1) − L)`; 0 on the first bar.
    @inline(__always) static func brTerms(high: Double, low: Double, previousClose pc: Double, known: Bool) -> (Double, Double) {
        known ? ((high - pc).clampedAtZero, (pc - low).clampedAtZero) : (0, 0)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        brUp.advance()
        brDown.advance()
        arUp.advance()
        arDown.advance()
    }
}

extension BRAR: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        brUp.claimStorage()
        brDown.claimStorage()
        arUp.claimStorage()
        arDown.claimStorage()
    }
}

extension BRAR {
    /// The four terms in one pass, a window pass for each sum, then the two ratios.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 2, count: n) { out in
            ScratchColumns.with(lines: 4, count: n) { terms in
                columns.withReaders { bars in
                    for i in 0..<n {
                        (terms[0][i], terms[1][i]) = Self.brTerms(high: bars.high[i], low: bars.low[i],
                                                                  previousClose: i > 0 ? bars.close[i - 1] : .nan, known: i > 0)
                        (terms[2][i], terms[3][i]) = (bars.high[i] - bars.open[i], bars.open[i] - bars.low[i])
                    }
                }
                for (k, (upSum, downSum)) in [(brUp, brDown), (arUp, arDown)].enumerated() {
                    let line = out[k], up = terms[2 * k], down = terms[2 * k + 1]
                    upSum.column(up.readable(n), into: line)
                    downSum.column(down.readable(n), into: up)
                    for i in 0..<n { line[i] = line[i] / up[i] * 100 }
                }
            }
        }
    }
}
