import LiveChartData

/// CR (energy index, TongDaXin `CR`) and its four shifted moving averages.
///
/// Formula: `MID = REF(H+L,1)/2`, `CR = SUM(MAX(0,H−MID),N) / SUM(MAX(0,MID−L),N) · 100`,
/// `MAk = REF(MA(CR,Mk), ⌊Mk/2.5⌋ + 1)` (each MA drawn shifted right); both conventions.
/// Bar 0 adds 0 to the sums (no previous bar). Warm-up: CR is NaN for the first N − 1 bars.
/// Lines: `CR`, `MA1`…`MA4`. Defaults N = 26, M1…M4 = 10, 20, 40, 62.
public struct CR: BarIndicator {
    var previousMid = Lag(periods: 1)
    var up: RollingSum
    var down: RollingSum
    var means: [RollingMean]
    var shifts: [Lag]

    /// Creates the indicator with N ≥ 1 and MA periods ≥ 1.
    public init(period: Int = 26, maPeriods: [Int] = [10, 20, 40, 62]) {
        up = RollingSum(period: period)
        down = RollingSum(period: period)
        means = maPeriods.map { RollingMean(period: $0) }
        shifts = maPeriods.map { Lag(periods: Int(Double($0) / 2.5) + 1) }
    }

    /// `CR`, `MA1`, `MA2`, …
    public var lineNames: [String] { ["CR"] + means.indices.map { "MA\($0 + 1)" } }

    /// Computes CR and its shifted MAs for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (upTerm, downTerm) = Self.terms(high: bar.high, low: bar.low, previousMid: previousMid.update((bar.high + bar.low) / 2),
                                            known: previousMid.hasHistory)
        let cr = up.update(upTerm) / down.update(downTerm) * 100
        values[0] = cr
        for k in means.indices { values[k + 1] = shifts[k].update(means[k].update(cr)) }
    }

    /// `MAX(0, H − MID)` and `MAX(0, MID − L)`; 0 on the first bar (`known` false).
    @inline(__always) static func terms(high: Double, low: Double, previousMid mid: Double, known: Bool) -> (Double, Double) {
        known ? ((high - mid).clampedAtZero, (mid - low).clampedAtZero) : (0, 0)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousMid.advance()
        up.advance()
        down.advance()
        for k in means.indices {
            means[k].advance()
            shifts[k].advance()
        }
    }
}

extension CR: StorageClaiming {
    mutating func claimStorage() {
        previousMid.claimStorage()
        up.claimStorage()
        down.claimStorage()
        for k in means.indices {
            means[k].claimStorage()
            shifts[k].claimStorage()
        }
    }
}

extension CR {
    /// The terms in one pass, a window pass for each sum, CR, then for each MA a window pass and
    /// a lag pass.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: means.count + 1, count: n) { out in
            ScratchColumns.with(lines: 2, count: n) { scratch in
                let (ups, downs, cr) = (scratch[0], scratch[1], out[0])
                columns.withReaders { bars in
                    for i in 0..<n {
                        let previousMid = i > 0 ? (bars.high[i - 1] + bars.low[i - 1]) / 2 : .nan
                        (ups[i], downs[i]) = Self.terms(high: bars.high[i], low: bars.low[i], previousMid: previousMid, known: i > 0)
                    }
                }
                up.column(ups.readable(n), into: cr)
                down.column(downs.readable(n), into: ups)
                for i in 0..<n { cr[i] = cr[i] / ups[i] * 100 }
                for k in means.indices {
                    means[k].column(cr.readable(n), into: downs)
                    shifts[k].column(downs.readable(n), into: out[k + 1])
                }
            }
        }
    }
}
