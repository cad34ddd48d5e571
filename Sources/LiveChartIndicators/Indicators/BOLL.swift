import LiveChartData

/// BOLL (Bollinger bands) of the close: middle, upper and lower band.
///
/// Formula: `MID = MA(C,N)`, `UPPER = MID + W·σ`, `LOWER = MID − W·σ`, σ the deviation of the
/// last N closes with the denominator N − 1 in `tdx` (TongDaXin `STD`, the sample estimate) or
/// N in `taLib` (TA-Lib `BBANDS` with `matype=0`, population). Closes 1…20 with N = 20, W = 2:
/// middle 10.5, upper 22.332 / lower −1.332 (sample), 22.033 / −1.033 (population).
/// Warm-up: NaN for the first N − 1 bars in both conventions.
/// Lines: `MID`, `UPPER`, `LOWER`. Defaults N = 20, W = 2.
public struct BOLL: BarIndicator {
    var middle: RollingMean
    var deviation: RollingDeviation
    let width: Double

    /// Creates the indicator with N ≥ 1 (≥ 2 for the sample deviation) and a band width W in σ.
    public init(period: Int = 20, width: Double = 2, convention: IndicatorConvention = .tdx) {
        middle = RollingMean(period: period)
        deviation = RollingDeviation(period: period, denominator: convention == .tdx ? .sample : .population)
        self.width = width
    }

    /// `["MID", "UPPER", "LOWER"]`.
    public var lineNames: [String] { ["MID", "UPPER", "LOWER"] }

    /// Computes the three bands for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let mid = middle.update(bar.close)
        let band = width * deviation.update(bar.close)
        values[0] = mid
        values[1] = mid + band
        values[2] = mid - band
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        middle.advance()
        deviation.advance()
    }
}

extension BOLL {
    /// The middle band and the deviation in one pass each over the close column, then the bands.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 3, count: columns.count) { out in
            columns.close.withUnsafeBufferPointer { close in
                let mid = out[0], upper = out[1], lower = out[2]
                middle.column(close, into: mid)
                deviation.column(close, into: lower)
                for i in 0..<close.count {
                    let band = width * lower[i]
                    upper[i] = mid[i] + band
                    lower[i] = mid[i] - band
                }
            }
        }
    }
}

extension BOLL: StorageClaiming {
    mutating func claimStorage() {
        middle.claimStorage()
        deviation.claimStorage()
    }
}
