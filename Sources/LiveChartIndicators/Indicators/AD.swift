import LiveChartData

/// AD: Marc Chaikin's accumulation/distribution line, the running total of the money flow
/// volume `((C − L) − (H − C))/(H − L)·V` (TA-Lib `AD`; StockCharts ChartSchool
/// "Accumulation/Distribution Line").
///
/// A bar without range (H − L ≤ 0) adds 0 (TA-Lib's rule). No warm-up: the total starts at the
/// first bar. A bar with a NaN price or volume gives NaN and adds nothing; the total carries on
/// (the rule of `OBV`). Same in both conventions. Line: `AD`.
/// - Complexity: O(1) per bar.
public struct AD: BarIndicator {
    var total = 0.0
    var liveTotal = 0.0

    /// Creates the indicator.
    public init() {}

    /// `["AD"]`.
    public var lineNames: [String] { ["AD"] }

    /// Computes the line for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        (liveTotal, values[0]) = OBV.accumulate(total, Self.flow(bar))
    }

    /// The money flow volume of a bar: `((C − L) − (H − C))/(H − L)·V`, 0 without range, NaN
    /// when a price or the volume is NaN (shared with `CMF`).
    @inline(__always) static func flow(_ bar: Bar) -> Double {
        let range = bar.high - bar.low
        let multiplier = range > 0 ? ((bar.close - bar.low) - (bar.high - bar.close)) / range : (range.isNaN ? .nan : 0)
        return multiplier.isNaN || bar.close.isNaN ? .nan : multiplier * bar.volume
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { total = liveTotal }
}
