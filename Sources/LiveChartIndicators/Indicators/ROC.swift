import LiveChartData

/// ROC (rate of change) of the close in percent, and its MA (TongDaXin `ROC`, TA-Lib `ROC`).
///
/// Formula: `ROC = (C − REF(C,N)) / REF(C,N) · 100`, `MAROC = MA(ROC,M)`; the same in both
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
        let before = reference.update(bar.close)
        let roc = (bar.close - before) / before * 100
        values[0] = roc
        values[1] = mean.update(roc)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        reference.advance()
        mean.advance()
    }
}

extension ROC: StorageClaiming {
    mutating func claimStorage() {
        reference.claimStorage()
        mean.claimStorage()
    }
}
