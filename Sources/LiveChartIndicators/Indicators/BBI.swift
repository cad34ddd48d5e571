import LiveChartData

/// BBI (bull and bear index): the mean of four moving averages of the close (TongDaXin `BBI`).
///
/// Formula: `BBI = (MA(C,N1) + MA(C,N2) + MA(C,N3) + MA(C,N4)) / 4`; both conventions.
/// Warm-up: NaN until the longest MA exists. Line: `BBI`. Defaults 3, 6, 12, 24.
public struct BBI: BarIndicator {
    var means: KernelBank<RollingMean>

    /// Creates the indicator from four (or any number of) periods ≥ 1.
    public init(periods: [Int] = [3, 6, 12, 24]) {
        means = KernelBank(periods.map { RollingMean(period: $0) })
    }

    /// `["BBI"]`.
    public var lineNames: [String] { ["BBI"] }

    /// Computes BBI for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        var total = 0.0
        means.forEach { mean, _ in total += mean.update(bar.close) }
        values[0] = total / Double(means.count)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        means.advance()
    }
}

extension BBI: StorageClaiming {
    mutating func claimStorage() {
        means.claimStorage()
    }
}

extension BBI {
    /// One MA pass per period over the close column, summed in period order as `update` sums.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 1, count: n) { out in
            ScratchColumns.with(lines: 1, count: n) { scratch in
                let bbi = out[0], ma = scratch[0]
                bbi.initialize(repeating: 0, count: n)
                columns.close.withUnsafeBufferPointer { close in
                    for k in 0..<means.count {
                        means[k].column(close, into: ma)
                        for i in 0..<n { bbi[i] += ma[i] }
                    }
                }
                let count = Double(means.count)
                for i in 0..<n { bbi[i] /= count }
            }
        }
    }
}
