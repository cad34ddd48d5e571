import LiveChartData

/// CCI (commodity channel index) of the typical price (TongDaXin `CCI`, TA-Lib `CCI`).
///
/// Formula: `TYP = (H + L + C)/3`, `CCI = (TYP − MA(TYP,N)) / (0.015 · AVEDEV(TYP,N))`; the
/// same in both conventions. A window without deviation gives 0 (as TA-Lib). Warm-up: NaN for
/// the first N − 1 bars. O(N) per bar for the mean deviation. Line: `CCI`. Default 14.
public struct CCI: BarIndicator {
    var mean: RollingMean
    var deviation: RollingMeanDeviation

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14) {
        mean = RollingMean(period: period)
        deviation = RollingMeanDeviation(period: period)
    }

    /// `["CCI"]`.
    public var lineNames: [String] { ["CCI"] }

    /// Computes CCI for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let typical = (bar.high + bar.low + bar.close) / 3
        let ma = mean.update(typical)
        let md = deviation.update(typical)
        values[0] = md > 0 ? (typical - ma) / (0.015 * md) : (md == 0 ? 0 : .nan)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        mean.advance()
        deviation.advance()
    }
}

extension CCI: StorageClaiming {
    mutating func claimStorage() {
        mean.claimStorage()
        deviation.claimStorage()
    }
}
