import LiveChartData

/// BIAS: the close's deviation from its moving average, in percent (TongDaXin `BIAS`).
///
/// Formula: `BIAS = (C − MA(C,N)) / MA(C,N) · 100`; the same in both conventions.
/// Warm-up: NaN for the first N − 1 bars. Lines: `BIAS{N}`. Defaults 6, 12, 24.
public struct BIAS: BarIndicator {
    /// The periods, one line each.
    public let periods: [Int]
    var means: KernelBank<RollingMean>

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [6, 12, 24]) {
        self.periods = periods
        means = KernelBank(periods.map { RollingMean(period: $0) })
    }

    /// `BIAS6`, `BIAS12`, … in period order.
    public var lineNames: [String] { periods.map { "BIAS\($0)" } }

    /// Computes each BIAS for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        means.forEach { mean, k in
            values[k] = Self.bias(bar.close, ma: mean.update(bar.close))
        }
    }

    /// The distance of `close` from `ma`, in percent of `ma`.
    @inline(__always) static func bias(_ close: Double, ma: Double) -> Double { (close - ma) / ma * 100 }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        means.advance()
    }
}

extension BIAS: StorageClaiming {
    mutating func claimStorage() {
        means.claimStorage()
    }
}

extension BIAS {
    /// Each line from one MA pass over the close column (`WindowKernel.column`).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: periods.count, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                for k in periods.indices {
                    let line = out[k]
                    means[k].column(close, into: line)
                    for i in 0..<close.count { line[i] = Self.bias(close[i], ma: line[i]) }
                }
            }
        }
    }
}
