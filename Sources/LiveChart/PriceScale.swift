import Foundation
import LiveChartCore

/// The vertical axis of one pane: a range of internal coordinates (see `PriceScaleMode`) mapped
/// linearly onto the pane's plot rectangle.
///
/// Pure value type; `y(for:)` and `value(atY:)` are O(1).
public struct PriceScale: Sendable, Equatable {
    public var mode: PriceScaleMode
    /// The visible range in the mode's internal coordinates (prices for `.linear`, log10 of prices
    /// for `.logarithmic`, percent change for `.percentage`), margins included.
    public var range: ClosedRange<Double>
    /// Top and bottom of the plot in points (top < bottom).
    public var top: Double
    public var bottom: Double

    public init(range: ClosedRange<Double>, top: Double, bottom: Double, mode: PriceScaleMode = .linear) {
        self.range = range
        self.top = top
        self.bottom = bottom
        self.mode = mode
    }

    /// Autoscale: a scale whose range holds `low…high` (values, not coordinates) with fractional
    /// margins of its height above and below, in the mode's coordinates.
    /// - Returns: nil when the bounds cannot be shown in the mode (not finite, or ≤ 0 on a log scale).
    public static func autoscaled(low: Double, high: Double, mode: PriceScaleMode, top: Double, bottom: Double,
                                  topMargin: Double = 0.1, bottomMargin: Double = 0.1) -> PriceScale? {
        guard let range = autoscaledRange(low: mode.toCoordinate(low), high: mode.toCoordinate(high),
                                          topMargin: topMargin, bottomMargin: bottomMargin) else { return nil }
        return PriceScale(range: range, top: top, bottom: bottom, mode: mode)
    }

    /// The range that holds `low…high` plus fractional margins of its height at the top and bottom.
    ///
    /// A zero-height range (a flat series) is widened symmetrically by 1 % of the value (or 1 when the
    /// value is 0), so the level line sits in the middle of a sane range.
    /// - Returns: nil when `low` or `high` is not finite.
    public static func autoscaledRange(low: Double, high: Double, topMargin: Double = 0.1, bottomMargin: Double = 0.1) -> ClosedRange<Double>? {
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        if low == high {
            let pad = low == 0 ? 1 : abs(low) * 0.01
            return (low - pad)...(high + pad)
        }
        let span = high - low
        return (low - span * bottomMargin)...(high + span * topMargin)
    }

    private var linear: LinearScale { LinearScale(domain: range, rangeStart: bottom, rangeEnd: top) }

    /// The y in points of `value`; larger values give smaller y. NaN when the mode cannot show it.
    public func y(for value: Double) -> Double { linear.map(mode.toCoordinate(value)) }

    /// The value at `y` points.
    public func value(atY y: Double) -> Double { mode.fromCoordinate(linear.invert(y)) }

    /// Round tick values (in value space) inside the range, about one per `spacing` points.
    public func ticks(spacing: Double = 40) -> [Double] {
        let count = max(2, Int((bottom - top) / spacing))
        let lower = mode.fromCoordinate(range.lowerBound), upper = mode.fromCoordinate(range.upperBound)
        switch mode {
        case .linear:
            return NiceTicks.ticks(lower: lower, upper: upper, maxCount: count).values
        case .logarithmic:
            return LogTicks.ticks(lower: lower, upper: upper, maxCount: count)
        case .percentage:
            return NiceTicks.ticks(lower: range.lowerBound, upper: range.upperBound, maxCount: count).values.map(mode.fromCoordinate)
        }
    }

    /// The axis label of a tick `value`: the price with `decimals` digits, or the signed percentage
    /// in `.percentage` mode.
    public func label(_ value: Double, decimals: Int) -> String {
        if case .percentage = mode { return NumberFormat.percent(mode.toCoordinate(value) / 100) }
        if case .logarithmic = mode {
            // Log ticks are round numbers (1, 2, 5 × 10ⁿ): as many decimals as the tick itself needs.
            return NumberFormat.fixed(value, decimals: NiceTicks.decimals(forStep: value))
        }
        return NumberFormat.fixed(value, decimals: decimals)
    }
}
