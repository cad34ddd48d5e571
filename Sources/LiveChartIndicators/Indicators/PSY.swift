import LiveChartData

/// PSY (psychological line): the share of up closes over N bars, in percent, and its MA
/// (TongDaXin `PSY`).
///
/// Formula: `PSY = COUNT(C > REF(C,1), N) / N · 100`, `PSYMA = MA(PSY,M)`; both conventions.
/// Bar 0 counts as not up (its comparison with a missing previous close is false), so PSY starts
/// at bar N − 1; a NaN close blanks the windows containing it or the bar after it.
/// Lines: `PSY`, `PSYMA`. Defaults 12, 6.
public struct PSY: BarIndicator {
    var previousClose = Lag(periods: 1)
    var count: RollingSum
    var mean: RollingMean
    let n: Double

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 12, maPeriod: Int = 6) {
        count = RollingSum(period: period)
        mean = RollingMean(period: maPeriod)
        n = Double(period)
    }

    /// `["PSY", "PSYMA"]`.
    public var lineNames: [String] { ["PSY", "PSYMA"] }

    /// Computes PSY and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let pc = previousClose.update(bar.close)
        let psy = count.update(Self.up(bar.close, previousClose: pc, known: previousClose.hasHistory)) / n * 100
        values[0] = psy
        values[1] = mean.update(psy)
    }

    /// 1 for a close above the previous one, 0 otherwise or on the first bar (`known` false), NaN
    /// when either close is missing.
    @inline(__always) static func up(_ close: Double, previousClose pc: Double, known: Bool) -> Double {
        !known ? 0 : (close.isNaN || pc.isNaN ? .nan : (close > pc ? 1 : 0))
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        count.advance()
        mean.advance()
    }
}

extension PSY: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        count.claimStorage()
        mean.claimStorage()
    }
}

extension PSY {
    /// The up-close flags in one pass, their rolling count in a window pass, then the MA.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 2, count: n) { out in
            let psy = out[0], flags = out[1]
            columns.close.withUnsafeBufferPointer { close in
                for i in 0..<close.count { flags[i] = Self.up(close[i], previousClose: i > 0 ? close[i - 1] : .nan, known: i > 0) }
            }
            count.column(flags.readable(n), into: psy)
            for i in 0..<n { psy[i] = psy[i] / self.n * 100 }
            mean.column(psy.readable(n), into: out[1])
        }
    }
}
