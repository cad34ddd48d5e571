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
        let typical = Self.typical(high: bar.high, low: bar.low, close: bar.close)
        values[0] = Self.value(typical: typical, mean: mean.update(typical), deviation: deviation.update(typical))
    }

    /// The typical price (H + L + C)/3.
    @inline(__always) static func typical(high: Double, low: Double, close: Double) -> Double {
        (high + low + close) / 3
    }

    /// CCI from the typical price and its window's mean and mean deviation (0 for a window
    /// without deviation, NaN when missing).
    @inline(__always) static func value(typical: Double, mean ma: Double, deviation md: Double) -> Double {
        md > 0 ? (typical - ma) / (0.015 * md) : (md == 0 ? 0 : .nan)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        mean.advance()
        deviation.advance()
    }
}

extension CCI {
    /// The typical price in one pass, its means (`RollingMean.column`) in a second, and the
    /// deviations (`RollingMeanDeviation.column(_:means:_:)`) with CCI in a third.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 1, count: n) { out in
            ScratchColumns.with(lines: 1, count: n) { scratch in
                let typical = scratch[0], line = out[0]
                columns.withReaders { bars in
                    for i in 0..<n { typical[i] = Self.typical(high: bars.high[i], low: bars.low[i], close: bars.close[i]) }
                }
                let x = UnsafeBufferPointer(start: typical, count: n)
                mean.column(x, into: line)
                deviation.column(x, means: line) { i, md in
                    line[i] = Self.value(typical: typical[i], mean: line[i], deviation: md)
                }
            }
        }
    }
}

extension CCI: StorageClaiming {
    mutating func claimStorage() {
        mean.claimStorage()
        deviation.claimStorage()
    }
}
