import LiveChartData

/// DX: the directional movement index, `|MDI − PDI|/(PDI + MDI)·100` from `DMI`'s PDI and MDI
/// (TA-Lib `DX`; Welles Wilder), before any averaging.
///
/// `taLib`: Wilder-smoothed moves and true range, DX from bar N (TA-Lib `DX`); `tdx`: N-bar sums,
/// from bar N − 1. 0 where PDI + MDI = 0. NaN handling as `DMI`. Line: `DX`. Default N = 14.
/// - Complexity: O(1) per bar.
public struct DX: BarIndicator {
    var dmi: DMI

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14, convention: IndicatorConvention = .tdx) {
        dmi = DMI(period: period, adxPeriod: 1, convention: convention)
    }

    /// `["DX"]`.
    public var lineNames: [String] { ["DX"] }

    /// Computes DX for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        values[0] = dmi.update(bar, lines: 4) { DMI.dx(pdi: $0[0], mdi: $0[1]) }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { dmi.advance() }

    /// `taLib`: one pass, DMI's running steps in registers (`DMI.wilderSteps`), seeding and gaps
    /// through `update`/`advance`. `tdx`: DMI's column passes for PDI and MDI, then DX bar by bar.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        if dmi.convention == .taLib {
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: DMI.wilderStepLimit) { adx in
                run(columns) { indicator, start, bars, out in
                    let line = out[0]
                    return indicator.dmi.wilderSteps(from: start, bars, adx: adx.baseAddress!) { i, _, _, dx, _ in line[i] = dx }
                }
            }
        }
        let lines = dmi.compute(columns)
        return [zip(lines[0], lines[1]).map { DMI.dx(pdi: $0, mdi: $1) }]
    }
}

extension DX: StorageClaiming {
    mutating func claimStorage() { dmi.claimStorage() }
}
