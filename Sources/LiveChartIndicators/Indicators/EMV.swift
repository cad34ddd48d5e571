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
        let sum = bar.high + bar.low, range = bar.high - bar.low
        let value = emv.update(Self.term(sum: sum, previousSum: previousSum.update(sum), volume: bar.volume,
                                         volumeMA: volumeMean.update(bar.volume), range: range, rangeMA: rangeMean.update(range)))
        values[0] = value
        values[1] = mean.update(value)
    }

    /// One bar's ease of movement: `100·(S − REF(S,1))/S · MA(V,N)/V · (H − L)/MA(H − L,N)` with
    /// `S = H + L`; NaN where it is not finite (no volume, a flat range average).
    @inline(__always) static func term(sum: Double, previousSum: Double, volume: Double, volumeMA: Double,
                                       range: Double, rangeMA: Double) -> Double {
        let mid = 100 * (sum - previousSum) / sum
        let volumeRatio = volume > 0 ? volumeMA / volume : .nan
        let term = mid * volumeRatio * range / rangeMA
        return term.isFinite ? term : .nan
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

extension EMV {
    /// Window passes for the volume and range means, the terms in one pass, then two more window
    /// passes for EMV and its MA.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 2, count: n) { out in
            ScratchColumns.with(lines: 3, count: n) { scratch in
                let (volumeMA, ranges, rangeMA, terms) = (scratch[0], scratch[1], scratch[2], out[1])
                columns.withReaders { bars in
                    volumeMean.column(bars.volume, into: volumeMA)
                    for i in 0..<n { ranges[i] = bars.high[i] - bars.low[i] }
                    rangeMean.column(ranges.readable(n), into: rangeMA)
                    for i in 0..<n {
                        let sum = bars.high[i] + bars.low[i]
                        terms[i] = Self.term(sum: sum, previousSum: i > 0 ? bars.high[i - 1] + bars.low[i - 1] : .nan,
                                             volume: bars.volume[i], volumeMA: volumeMA[i], range: ranges[i], rangeMA: rangeMA[i])
                    }
                }
                emv.column(terms.readable(n), into: out[0])
                mean.column(out[0].readable(n), into: out[1])
            }
        }
    }
}
