import LiveChartData

/// OBV (on-balance volume) and its moving average (TongDaXin `OBV`: `OBV`, `MAOBV`).
///
/// Formula: `OBV = OBV' + V` if `C > REF(C,1)`, `− V` if lower, unchanged if equal.
/// Seed: `tdx` — 0 on the first bar (its comparison with a missing previous close is false);
/// `taLib` — the first bar's volume (TA-Lib `OBV`). A bar with a NaN close or volume (or after a
/// NaN close) gives NaN and adds nothing; the total carries on after it.
/// `MAOBV = MA(OBV,M)`. Lines: `OBV`, `MAOBV`. Default M = 30.
public struct OBV: BarIndicator {
    var previousClose = Lag(periods: 1)
    var mean: RollingMean
    let seedWithVolume: Bool
    var total = 0.0
    var liveTotal = 0.0

    /// Creates the indicator with M ≥ 1.
    public init(maPeriod: Int = 30, convention: IndicatorConvention = .tdx) {
        mean = RollingMean(period: maPeriod)
        seedWithVolume = convention == .taLib
    }

    /// `["OBV", "MAOBV"]`.
    public var lineNames: [String] { ["OBV", "MAOBV"] }

    /// Computes OBV and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let pc = previousClose.update(bar.close)
        let obv: Double
        (liveTotal, obv) = Self.accumulate(total, step(close: bar.close, previousClose: pc, volume: bar.volume,
                                                      known: previousClose.hasHistory))
        values[0] = obv
        values[1] = mean.update(obv)
    }

    /// The signed volume a bar adds: +V on a higher close, −V on a lower one, 0 on an equal one,
    /// NaN when a close or the volume is missing; the seed on the first bar (`known` false).
    /// Selects rather than branches: on real prices up and down closes alternate at random, and a
    /// mispredicted branch per bar costs more than the whole step.
    @inline(__always) func step(close: Double, previousClose pc: Double, volume: Double, known: Bool) -> Double {
        if !known { return seedWithVolume ? volume : 0 }
        let sign: Double = close > pc ? 1 : (close < pc ? -1 : 0)
        return (close - pc).isNaN ? .nan : sign * volume
    }

    /// The running total after `step` (a NaN step adds nothing) and the bar's OBV (NaN for a NaN step).
    @inline(__always) static func accumulate(_ total: Double, _ step: Double) -> (total: Double, obv: Double) {
        let next = total + (step.isNaN ? 0 : step)  // the select stays off the running total's chain
        return (next, step.isNaN ? .nan : next)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        mean.advance()
        total = liveTotal
    }
}

extension OBV {
    /// The running total in one pass over close and volume, then its MA in one window pass.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 2, count: n) { out in
            columns.withReaders { bars in
                let close = bars.close, volume = bars.volume, obv = out[0]
                var total = 0.0
                for i in 0..<n {
                    let step = step(close: close[i], previousClose: i > 0 ? close[i - 1] : .nan, volume: volume[i], known: i > 0)
                    (total, obv[i]) = Self.accumulate(total, step)
                }
            }
            mean.column(out[0].readable(n), into: out[1])
        }
    }
}

extension OBV: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        mean.claimStorage()
    }
}
