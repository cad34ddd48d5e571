import LiveChartData

/// VWAP: the volume-weighted average of the typical price since the start of the anchor period
/// (TradingView's "VWAP" with source hlc3 and its anchor periods; StockCharts ChartSchool "VWAP").
///
/// Formula: `VWAP = Σ TYP·V / Σ V` over the bars of the current anchor period (a session, week,
/// month, quarter or year of `Bar.time`, see `VWAPAnchor`), `TYP = (H + L + C)/3`; the sums
/// restart when a new period begins. No warm-up: before any volume in the period VWAP is the
/// bar's typical price. A bar with a NaN price or volume adds nothing (its own value is the
/// period's VWAP so far, or NaN when there is none). TA-Lib has no VWAP; same in both
/// conventions. Line: `VWAP`. Default anchor 1 (session; 2 week, 3 month, 4 quarter, 5 year).
/// - Complexity: O(1) per bar (`VolumeWeightedTotal`).
public struct VWAP: BarIndicator {
    /// The period the sums restart on.
    public let anchor: VWAPAnchor
    var totals = VolumeWeightedTotal()

    /// Creates the indicator.
    public init(anchor: VWAPAnchor = .session) { self.anchor = anchor }

    /// `["VWAP"]`.
    public var lineNames: [String] { ["VWAP"] }

    /// The anchor period's key: the line breaks where a new period starts.
    public var restartKey: (@Sendable (Int64) -> Int64)? { { [anchor] in anchor.key($0) } }

    /// Computes VWAP up to and including the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let typical = (bar.high + bar.low + bar.close) / 3
        values[0] = totals.update(weighted: typical * bar.volume, volume: bar.volume, key: anchor.key(bar.time), fallback: typical)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { totals.advance() }
}
