import LiveChartData

/// MA: simple moving averages of the close for several periods (the price pane's MA lines).
///
/// Formula: `MA(C,N) = (C[i−N+1] + … + C[i]) / N` (TongDaXin `MA`, TA-Lib `SMA`; identical in
/// both conventions). Warm-up: the first N − 1 values of each line are NaN.
/// Lines: `MA{N}` per period. Defaults 5, 10, 20, 60.
public struct MA: BarIndicator {
    /// The periods, one line each.
    public let periods: [Int]
    var means: KernelBank<RollingMean>

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [5, 10, 20, 60]) {
        self.periods = periods
        means = KernelBank(periods.map { RollingMean(period: $0) })
    }

    /// `MA5`, `MA10`, … in period order.
    public var lineNames: [String] { periods.map { "MA\($0)" } }

    /// Computes each MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        means.forEach { mean, k in values[k] = mean.update(bar.close) }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        means.advance()
    }
}

extension MA {
    /// Each MA line in one pass over the close column (`WindowKernel.column`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: periods.count, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                means.column(close, into: out[...])
            }
        }
    }
}

extension MA: StorageClaiming {
    mutating func claimStorage() {
        means.claimStorage()
    }
}
