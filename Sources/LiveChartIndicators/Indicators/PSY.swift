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
        let up: Double = !previousClose.hasHistory ? 0 : (bar.close.isNaN || pc.isNaN ? .nan : (bar.close > pc ? 1 : 0))
        let psy = count.update(up) / n * 100
        values[0] = psy
        values[1] = mean.update(psy)
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
