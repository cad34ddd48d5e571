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
        let step: Double
        if !previousClose.hasHistory {
            step = seedWithVolume ? bar.volume : 0
        } else if bar.close > pc {
            step = bar.volume
        } else if bar.close < pc {
            step = -bar.volume
        } else {
            step = bar.close == pc ? 0 : .nan
        }
        liveTotal = step.isNaN ? total : total + step
        let obv = step.isNaN ? Double.nan : liveTotal
        values[0] = obv
        values[1] = mean.update(obv)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        mean.advance()
        total = liveTotal
    }
}

extension OBV: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        mean.claimStorage()
    }
}
