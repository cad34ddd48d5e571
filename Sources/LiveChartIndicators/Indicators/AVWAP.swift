import LiveChartCore
import LiveChartData

/// AVWAP: the VWAP anchored at a date, `Σ TYP·V / Σ V` over every bar from the first one at or
/// after the anchor (Brian Shannon's anchored VWAP; TradingView's "Anchored VWAP").
///
/// `TYP = (H + L + C)/3`. Bars before the anchor are NaN; from the anchor on, the sums never
/// restart. Before any volume AVWAP is the bar's typical price; a bar with a NaN price or volume
/// adds nothing (see `VolumeWeightedTotal`). The anchor is a date written `YYYYMMDD` (e.g.
/// `20200323`) in the calendar of `Bar.time`; 0 (the default) anchors at the first bar.
/// Same in both conventions. Line: `AVWAP`.
/// - Complexity: O(1) per bar.
public struct AVWAP: BarIndicator {
    /// The first `Bar.time` that counts (seconds), or `Int64.min` for the first bar.
    public let anchorTime: Int64
    var totals = VolumeWeightedTotal()

    /// Creates the indicator anchored at `date` (`YYYYMMDD`; 0 for the first bar).
    public init(date: Int = 0) {
        anchorTime = date <= 0 ? .min : CivilTime(year: date / 10_000, month: date / 100 % 100, day: date % 100).secondsSince1970
    }

    /// `["AVWAP"]`.
    public var lineNames: [String] { ["AVWAP"] }

    /// Computes the anchored VWAP up to and including the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let typical = (bar.high + bar.low + bar.close) / 3
        guard bar.time >= anchorTime else {
            values[0] = .nan
            _ = totals.update(weighted: .nan, volume: .nan, key: 0, fallback: .nan)
            return
        }
        values[0] = totals.update(weighted: typical * bar.volume, volume: bar.volume, key: 1, fallback: typical)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { totals.advance() }
}
