import LiveChartData

/// ADX alone: the average directional index, the `ADX` line of `DMI` (TA-Lib `ADX`; TongDaXin
/// `DMI`'s ADX; Welles Wilder).
///
/// Formula, warm-up, seeding and NaN handling are `DMI`'s: `taLib` — Wilder's smoothing of DX
/// over N, ADX from bar 2N − 1 (TA-Lib `ADX`, and TradingView's ADX with DI length = smoothing
/// = N); `tdx` — `ADX = MA(DX, M)` over DX from N-bar sums, from bar N + M − 2. M is used in
/// `tdx` only. Line: `ADX`. Defaults N = 14, M = 6.
/// - Complexity: O(1) per bar.
public struct ADX: BarIndicator {
    var dmi: DMI

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 14, adxPeriod: Int = 6, convention: IndicatorConvention = .tdx) {
        dmi = DMI(period: period, adxPeriod: adxPeriod, convention: convention)
    }

    /// `["ADX"]`.
    public var lineNames: [String] { ["ADX"] }

    /// Computes ADX for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = dmi.update(bar, lines: 4) { $0[2] }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { dmi.advance() }

    /// DMI's column passes, keeping its ADX line (equal to the per-bar path bit for bit, as DMI's is).
    public func compute(_ columns: BarColumns) -> [[Double]] { [dmi.compute(columns)[2]] }
}

extension ADX: StorageClaiming {
    mutating func claimStorage() { dmi.claimStorage() }
}
