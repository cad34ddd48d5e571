import LiveChartData

/// EMV (ease of movement, TongDaXin `EMV`) and its MA.
///
/// Formula: `VOLUME = MA(V,N)/V`, `MID = 100·(H+L − REF(H+L,1))/(H+L)`,
/// `EMV = MA(MID·VOLUME·(H−L)/MA(H−L,N), N)`, `MAEMV = MA(EMV,M)`; both conventions.
/// Warm-up: NaN until both inner MAs exist and N midpoint moves are known (bar 2N − 2).
/// A zero volume makes its windows NaN. Lines: `EMV`, `MAEMV`. Defaults 14, 9.
public struct EMV: BarIndicator {
    var previousSum = Lag(periods: 1)
    var volumeMean: RollingMean
    var rangeMean: RollingMean
    var emv: RollingMean
    var mean: RollingMean

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 14, maPeriod: Int = 9) {
        volumeMean = RollingMean(period: period)
        rangeMean = RollingMean(period: period)
        emv = RollingMean(period: period)
        mean = RollingMean(period: maPeriod)
    }

    /// `["EMV", "MAEMV"]`.
    public var lineNames: [String] { ["EMV", "MAEMV"] }

    /// Computes EMV and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let sum = bar.high + bar.low
        let mid = 100 * (sum - previousSum.update(sum)) / sum
        let volumeMA = volumeMean.update(bar.volume)
        let volumeRatio = bar.volume > 0 ? volumeMA / bar.volume : .nan
        let range = bar.high - bar.low
        let term = mid * volumeRatio * range / rangeMean.update(range)
        let value = emv.update(term.isFinite ? term : .nan)
        values[0] = value
        values[1] = mean.update(value)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousSum.advance()
        volumeMean.advance()
        rangeMean.advance()
        emv.advance()
        mean.advance()
    }
}

extension EMV: StorageClaiming {
    mutating func claimStorage() {
        previousSum.claimStorage()
        volumeMean.claimStorage()
        rangeMean.claimStorage()
        emv.claimStorage()
        mean.claimStorage()
    }
}
