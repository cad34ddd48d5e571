import LiveChartData

/// WMA: linearly weighted moving averages of the close.
///
/// Formula: `(1·C[i−N+1] + … + N·C[i]) / (N(N+1)/2)` (TA-Lib `WMA`; the same in both
/// conventions). Warm-up: the first N − 1 values are NaN. Lines: `WMA{N}`. Default 10.
public struct WMA: BarIndicator {
    /// The periods, one line each.
    public let periods: [Int]
    var means: KernelBank<RollingWeightedMean>

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [10]) {
        self.periods = periods
        means = KernelBank(periods.map { RollingWeightedMean(period: $0) })
    }

    /// `WMA10`, … in period order.
    public var lineNames: [String] { periods.map { "WMA\($0)" } }

    /// Computes each WMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        means.forEach { mean, k in values[k] = mean.update(bar.close) }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        means.advance()
    }
}

extension WMA {
    /// Each WMA line in one pass over the close column (`WindowKernel.column`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: periods.count, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                means.column(close, into: out[...])
            }
        }
    }
}

extension WMA: StorageClaiming {
    mutating func claimStorage() {
        means.claimStorage()
    }
}
