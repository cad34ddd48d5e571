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
        let typical = Self.typical(high: bar.high, low: bar.low, close: bar.close)
        let (up, down) = Self.flows(typical: typical, previous: previousTypical.update(typical), volume: bar.volume)
        values[0] = value(positive: positive.update(up), negative: negative.update(down))
    }

    /// `(H + L + C)/3`.
    @inline(__always) static func typical(high: Double, low: Double, close: Double) -> Double { (high + low + close) / 3 }

    /// A bar's positive and negative money flow from its typical price, the previous one and the
    /// volume: `TYP·V` on the side the typical price moved to, 0 on the other (both 0 when equal);
    /// both NaN when the move or the flow is.
    @inline(__always) static func flows(typical: Double, previous: Double, volume: Double) -> (positive: Double, negative: Double) {
        let flow = typical * volume
        let known = !(typical - previous).isNaN && !flow.isNaN
        if !known { return (.nan, .nan) }
        return (flow.masked(typical > previous), flow.masked(typical < previous))  // without branches
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

extension MFI {
    /// The flows in one pass over the bars, a column pass per sum, then MFI (STOCH's shape).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 1, count: n) { out in
            ScratchColumns.with(lines: 2, count: n) { scratch in
                let (up, down, line) = (scratch[0], scratch[1], out[0])
                columns.withReaders { bars in
                    let (high, low, close, volume) = (bars.high, bars.low, bars.close, bars.volume)
                    var previous = Double.nan  // REF(TYP,1) of bar 0, as `previousTypical` starts
                    for i in 0..<n {
                        let typical = Self.typical(high: high[i], low: low[i], close: close[i])
                        (up[i], down[i]) = Self.flows(typical: typical, previous: previous, volume: volume[i])
                        previous = typical
                    }
                }
                positive.column(up.readable(n), into: line)
                negative.column(down.readable(n), into: up)
                for i in 0..<n { line[i] = value(positive: line[i], negative: up[i]) }
            }
        }
    }
}

extension MFI: StorageClaiming {
    mutating func claimStorage() {
        previousTypical.claimStorage()
        positive.claimStorage()
        negative.claimStorage()
    }
}
