import LiveChartData

/// DC: Donchian channels, the highest high and lowest low of the last N bars and their middle
/// (Richard Donchian; TradingView's "Donchian Channels"; StockCharts ChartSchool "Donchian Channels").
///
/// Formula: `UPPER = HHV(H,N)`, `LOWER = LLV(L,N)`, `MID = (UPPER + LOWER)/2`, the live bar
/// included (TA-Lib `MAX`/`MIN`). Warm-up: NaN for the first N − 1 bars. A NaN high or low blanks
/// the windows holding it. Same in both conventions. Lines: `MID`, `UPPER`, `LOWER`. Default N = 20.
/// - Complexity: O(1) amortised per bar (`RollingRange`).
public struct DC: BarIndicator {
    var range: RollingRange

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 20) { range = RollingRange(period: period) }

    /// `["MID", "UPPER", "LOWER"]`.
    public var lineNames: [String] { ["MID", "UPPER", "LOWER"] }

    /// Computes the channel for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (upper, lower) = range.update((bar.high, bar.low))
        (values[0], values[1], values[2]) = ((upper + lower) / 2, upper, lower)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { range.advance() }
}

extension DC: StorageClaiming {
    mutating func claimStorage() { range.claimStorage() }
}
