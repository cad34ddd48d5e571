import LiveChartData

/// ROC (rate of change) of the close in percent, and its MA (TongDaXin `ROC`, TA-Lib `ROC`).
///
/// Formula: `ROC = 100 · (C − REF(C,N)) / REF(C,N)`, in that order (TongDaXin's published text), `MAROC = MA(ROC,M)`; the same in both
/// conventions. Warm-up: ROC is NaN for the first N bars. Lines: `ROC`, `MAROC`. Defaults 12, 6.
public struct ROC: BarIndicator {
    var reference: Lag
    var mean: RollingMean

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 12, maPeriod: Int = 6) {
        reference = Lag(periods: period)
        mean = RollingMean(period: maPeriod)
    }

    /// `["ROC", "MAROC"]`.
    public var lineNames: [String] { ["ROC", "MAROC"] }

    /// Computes ROC and its MA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let roc = Self.rate(bar.close, before: reference.update(bar.close))
        values[0] = roc
        values[1] = mean.update(roc)
    }

    /// The change from `before` to `close`, in percent of `before`.
    @inline(__always) static func rate(_ close: Double, before: Double) -> Double { 100 * (close - before) / before }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        reference.advance()
        mean.advance()
    }
}

extension ROC {
    /// ROC in one pass over the close (the lagged close read in place), then its MA in a window pass.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 2, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                let roc = out[0]
                for i in 0..<close.count { roc[i] = Self.rate(close[i], before: reference.lagged(close, at: i)) }
                mean.column(roc.readable(close.count), into: out[1])
            }
        }
    }
}

extension ROC: StorageClaiming {
    mutating func claimStorage() {
        reference.claimStorage()
        mean.claimStorage()
    }
}
