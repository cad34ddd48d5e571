import LiveChartData

/// VR (volume ratio, TongDaXin `VR`): volume on up days against volume on down days, and its MA.
///
/// Formula: `TH = SUM(IF(C>LC,V,0),N)`, `TL = SUM(IF(C<LC,V,0),N)`, `TQ = SUM(IF(C=LC,V,0),N)`
/// with `LC = REF(C,1)`; `VR = 100·(2·TH + TQ) / (2·TL + TQ)`, `MAVR = MA(VR,M)`; both conventions.
/// Bar 0 adds 0 to every sum (its comparisons with a missing previous close are false), so VR
/// starts at bar N − 1. Lines: `VR`, `MAVR`. Defaults 26, 6.
public struct VR: BarIndicator {
    var previousClose = Lag(periods: 1)
    var up: RollingSum
    var down: RollingSum
    var flat: RollingSum
    var mean: RollingMean

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 26, maPeriod: Int = 6) {
        up = RollingSum(period: period)
        down = RollingSum(period: period)
        flat = RollingSum(period: period)
        mean = RollingMean(period: maPeriod)
    }

    /// `["VR", "MAVR"]`.
    public var lineNames: [String] { ["VR", "MAVR"] }

    /// Computes VR and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let pc = previousClose.update(bar.close)
        let c = bar.close
        let known = previousClose.hasHistory
        let gap = known && (c.isNaN || pc.isNaN)
        let v = gap ? Double.nan : bar.volume
        let th = up.update(known && c > pc ? v : (gap ? .nan : 0))
        let tl = down.update(known && c < pc ? v : (gap ? .nan : 0))
        let tq = flat.update(known && c == pc ? v : (gap ? .nan : 0))
        let vr = 100 * (2 * th + tq) / (2 * tl + tq)
        values[0] = vr
        values[1] = mean.update(vr)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        up.advance()
        down.advance()
        flat.advance()
        mean.advance()
    }
}

extension VR: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        up.claimStorage()
        down.claimStorage()
        flat.claimStorage()
        mean.claimStorage()
    }
}
