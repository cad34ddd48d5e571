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
        let parts = Self.parts(close: bar.close, previousClose: previousClose.update(bar.close), volume: bar.volume,
                               known: previousClose.hasHistory)
        let vr = Self.ratio(up: up.update(parts.up), down: down.update(parts.down), flat: flat.update(parts.flat))
        values[0] = vr
        values[1] = mean.update(vr)
    }

    /// A bar's volume as an up, down or flat day's (the others 0); NaN for a gap, 0s on the first bar.
    @inline(__always) static func parts(close c: Double, previousClose pc: Double, volume: Double, known: Bool)
        -> (up: Double, down: Double, flat: Double)
    {
        let gap = known && (c.isNaN || pc.isNaN)
        let v = gap ? Double.nan : volume
        return (known && c > pc ? v : (gap ? .nan : 0), known && c < pc ? v : (gap ? .nan : 0),
                known && c == pc ? v : (gap ? .nan : 0))
    }

    /// VR from the window sums: `100·(2·TH + TQ)/(2·TL + TQ)`.
    @inline(__always) static func ratio(up th: Double, down tl: Double, flat tq: Double) -> Double {
        100 * (2 * th + tq) / (2 * tl + tq)
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

extension VR {
    /// The up, down and flat volumes in one pass, a window pass for each sum, then VR and its MA.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 2, count: n) { out in
            ScratchColumns.with(lines: 4, count: n) { scratch in
                let (ups, downs, flats, sums) = (scratch[0], scratch[1], scratch[2], scratch[3])
                columns.withReaders { bars in
                    for i in 0..<n {
                        (ups[i], downs[i], flats[i]) = Self.parts(close: bars.close[i], previousClose: i > 0 ? bars.close[i - 1] : .nan,
                                                                 volume: bars.volume[i], known: i > 0)
                    }
                }
                let vr = out[0]
                up.column(ups.readable(n), into: vr)
                down.column(downs.readable(n), into: sums)
                flat.column(flats.readable(n), into: ups)
                for i in 0..<n { vr[i] = Self.ratio(up: vr[i], down: sums[i], flat: ups[i]) }
                mean.column(vr.readable(n), into: out[1])
            }
        }
    }
}
