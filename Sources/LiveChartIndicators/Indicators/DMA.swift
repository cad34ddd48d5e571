import LiveChartData

/// DMA (different of moving averages, TongDaXin `DMA`): a short minus a long MA, and its MA.
///
/// Formula: `DIF = MA(C,N1) − MA(C,N2)`, `DIFMA = MA(DIF,M)`; both conventions.
/// Warm-up: DIF is NaN for the first N2 − 1 bars. Lines: `DIF`, `DIFMA`. Defaults 10, 50, 10.
public struct DMA: BarIndicator {
    var short: RollingMean
    var long: RollingMean
    var mean: RollingMean

    /// Creates the indicator with periods ≥ 1.
    public init(short: Int = 10, long: Int = 50, maPeriod: Int = 10) {
        self.short = RollingMean(period: short)
        self.long = RollingMean(period: long)
        mean = RollingMean(period: maPeriod)
    }

    /// `["DIF", "DIFMA"]`.
    public var lineNames: [String] { ["DIF", "DIFMA"] }

    /// Computes DIF and DIFMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let dif = short.update(bar.close) - long.update(bar.close)
        values[0] = dif
        values[1] = mean.update(dif)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        short.advance()
        long.advance()
        mean.advance()
    }
}

extension DMA: StorageClaiming {
    mutating func claimStorage() {
        short.claimStorage()
        long.claimStorage()
        mean.claimStorage()
    }
}

extension DMA {
    /// Two MA passes over the close column, their difference, then its MA.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 2, count: n) { out in
            let dif = out[0], longMA = out[1]
            columns.close.withUnsafeBufferPointer { close in
                short.column(close, into: dif)
                long.column(close, into: longMA)
            }
            for i in 0..<n { dif[i] -= longMA[i] }
            mean.column(dif.readable(n), into: out[1])
        }
    }
}
