import LiveChartData

/// ADXR alone: the average directional movement rating, `(ADX + REF(ADX,K))/2`, the `ADXR` line
/// of `DMI` (TA-Lib `ADXR`; TongDaXin `DMI`'s ADXR).
///
/// `taLib`: K = N − 1, ADXR from bar 3N − 2 (TA-Lib `ADXR`); `tdx`: K = M, from bar N + 2M − 2.
/// Formula, seeding and NaN handling as `DMI`. Line: `ADXR`. Defaults N = 14, M = 6.
/// - Complexity: O(1) per bar.
public struct ADXR: BarIndicator {
    var dmi: DMI

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 14, adxPeriod: Int = 6, convention: IndicatorConvention = .tdx) {
        dmi = DMI(period: period, adxPeriod: adxPeriod, convention: convention)
    }

    /// `["ADXR"]`.
    public var lineNames: [String] { ["ADXR"] }

    /// Computes ADXR for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = dmi.update(bar, lines: 4) { $0[3] }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { dmi.advance() }

    /// DMI's column passes, keeping its ADXR line.
    public func compute(_ columns: BarColumns) -> [[Double]] { [dmi.compute(columns)[3]] }
}

extension ADXR: StorageClaiming {
    mutating func claimStorage() { dmi.claimStorage() }
}
