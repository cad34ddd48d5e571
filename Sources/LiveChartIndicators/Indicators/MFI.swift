import LiveChartData

/// MFI: the money flow index, a volume-weighted RSI of the typical price (Gene Quong and Avrum
/// Soudack; TA-Lib `MFI`; TongDaXin `MFI`).
///
/// Formula: `TYP = (H + L + C)/3`, money flow `TYP·V`, positive when `TYP > REF(TYP,1)`, negative
/// when lower, neither when equal; `MFI = 100 · SUM(positive,N) / (SUM(positive,N) + SUM(negative,N))`.
/// Bar 0 has no previous typical price, so the first N flows are those of bars 1…N and MFI
/// starts at bar N (NaN before) in both conventions. No flow in the window: `taLib` gives 0
/// where the total is below 1 (TA-Lib's C code), `tdx` gives 50 where it is 0 (the midpoint, as
/// RSI). A NaN price or volume makes its flow (and the next bar's) NaN, blanking the N-bar
/// windows that hold it. Line: `MFI`. Default N = 14.
/// - Complexity: O(1) per bar (two running sums).
public struct MFI: BarIndicator {
    let convention: IndicatorConvention
    var previousTypical = Lag(periods: 1)
    var positive: RollingSum
    var negative: RollingSum

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14, convention: IndicatorConvention = .tdx) {
        self.convention = convention
        positive = RollingSum(period: period)
        negative = RollingSum(period: period)
    }

    /// `["MFI"]`.
    public var lineNames: [String] { ["MFI"] }

    /// Computes MFI for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let typical = (bar.high + bar.low + bar.close) / 3
        let previous = previousTypical.update(typical)
        let flow = typical * bar.volume
        let known = !(typical - previous).isNaN && !flow.isNaN
        let p = positive.update(known ? (typical > previous ? flow : 0) : .nan)
        let n = negative.update(known ? (typical < previous ? flow : 0) : .nan)
        values[0] = value(positive: p, negative: n)
    }

    /// MFI from the two sums (see the type's doc for a window without flow).
    @inline(__always) func value(positive p: Double, negative n: Double) -> Double {
        let total = p + n
        switch convention {
        case .taLib: return total < 1 ? 0 : 100 * (p / total)
        case .tdx: return total > 0 ? 100 * (p / total) : (total == 0 ? 50 : .nan)
        }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousTypical.advance()
        positive.advance()
        negative.advance()
    }
}

extension MFI: StorageClaiming {
    mutating func claimStorage() {
        previousTypical.claimStorage()
        positive.claimStorage()
        negative.claimStorage()
    }
}
