import LiveChartData

/// MTM (momentum) of the close and its MA (TongDaXin `MTM`, TA-Lib `MOM`).
///
/// Formula: `MTM = C − REF(C,N)`, `MAMTM = MA(MTM,M)`; the same in both conventions.
/// Warm-up: MTM is NaN for the first N bars. Lines: `MTM`, `MAMTM`. Defaults 12, 6.
public struct MTM: BarIndicator {
    var reference: Lag
    var mean: RollingMean

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 12, maPeriod: Int = 6) {
        reference = Lag(periods: period)
        mean = RollingMean(period: maPeriod)
    }

    /// `["MTM", "MAMTM"]`.
    public var lineNames: [String] { ["MTM", "MAMTM"] }

    /// Computes MTM and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let mtm = bar.close - reference.update(bar.close)
        values[0] = mtm
        values[1] = mean.update(mtm)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        reference.advance()
        mean.advance()
    }
}

extension MTM {
    /// MTM in one pass over the close (the lagged close read in place), then its MA in a window pass.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 2, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                let mtm = out[0]
                for i in 0..<close.count { mtm[i] = close[i] - reference.lagged(close, at: i) }
                mean.column(mtm.readable(close.count), into: out[1])
            }
        }
    }
}

extension MTM: StorageClaiming {
    mutating func claimStorage() {
        reference.claimStorage()
        mean.claimStorage()
    }
}
