import Foundation
import LiveChartCore

/// The vertical axis of one pane: a value range mapped onto the pane's plot rectangle.
///
/// Linear for now; logarithmic and percentage modes arrive with the full K-line chart.
/// Pure value type; `y(for:)` and `value(atY:)` are O(1).
public struct PriceScale: Sendable, Equatable {
    /// The visible value range, margins included.
    public var range: ClosedRange<Double>
    /// Top and bottom of the plot in points (top < bottom).
    public var top: Double
    public var bottom: Double

    public init(range: ClosedRange<Double>, top: Double, bottom: Double) {
        self.range = range
        self.top = top
        self.bottom = bottom
    }

    /// Autoscale: the range that holds every finite value of `low…high` plus fractional margins
    /// of its height at the top and bottom.
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

    /// The y in points of `value`; larger values give smaller y.
    public func y(for value: Double) -> Double { linear.map(value) }

    /// The value at `y` points.
    public func value(atY y: Double) -> Double { linear.invert(y) }

    /// Round tick values inside the range, about one per `spacing` points.
    public func ticks(spacing: Double = 40) -> (step: Double, values: [Double]) {
        let count = max(2, Int((bottom - top) / spacing))
        return NiceTicks.ticks(lower: range.lowerBound, upper: range.upperBound, maxCount: count)
    }
}
