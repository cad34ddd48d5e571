import Foundation
import LiveChartCore

/// The vertical scale of a timeline: linear in price and symmetric around the reference (previous
/// close), so the reference sits at the plot's vertical centre and +x % lies as far above it as −x %
/// below. Pure functions.
package enum TimelineScale {
    /// A price scale centred on `reference` that holds every finite value of `values`.
    ///
    /// - Parameters:
    ///   - reference: the previous close (currency units, > 0).
    ///   - values: prices to show (closes, averages, limits).
    ///   - top, bottom: the plot's edges in points.
    ///   - margin: extra room beyond the largest deviation, as a fraction of it.
    ///   - minimumFraction: the smallest half-range, as a fraction of the reference (a flat day still shows ±0.1 %).
    /// - Returns: a linear scale with `range` = reference ± half-range.
    /// - Complexity: O(values).
    public static func symmetric(reference: Double, values: [Double], top: Double, bottom: Double,
                                 margin: Double = 0.08, minimumFraction: Double = 0.001) -> PriceScale {
        let half = halfRange(reference: reference, values: values, margin: margin, minimumFraction: minimumFraction)
        return PriceScale(range: (reference - half)...(reference + half), top: top, bottom: bottom)
    }

    /// The half-range in currency units of `symmetric`'s scale (parameters as there), known before the plot's
    /// edges are: the axes are as wide as the labels at its ends. O(values).
    public static func halfRange(reference: Double, values: [Double], margin: Double = 0.08, minimumFraction: Double = 0.001) -> Double {
        var deviation = 0.0
        for v in values where v.isFinite { deviation = max(deviation, abs(v - reference)) }
        return max(deviation * (1 + margin), abs(reference) * minimumFraction, .leastNormalMagnitude)
    }

    /// Percent changes from the reference for the axes, symmetric around 0: `[-n·step, …, 0, …, n·step]` with
    /// about one tick per `spacing` points, all inside the scale's range, each drawn where the price the left
    /// axis prints for it lies. The step is the nice percent step ({1, 2, 2.5, 5}·10ⁿ: 3414.62 ± 1 % is
    /// 3448.77, 0.004 off, under a pixel) unless a tick's price, rounded to `minimumStep`, would sit half a
    /// pixel or more from its line (10.00 + 0.75 % is 10.075, printed "10.08"); then it is a nice whole number
    /// of price units (5, 10, 20, 25, 50 cents) whose percents are rounded only where the right axis prints them.
    ///
    /// - Parameter minimumStep: one price label unit (0.01 for a stock quoted in cents, always a power of ten:
    ///   `NumberFormat.labelUnit`) as a fraction of the reference; 0 for none.
    /// - Returns: fractions (0.01 = +1 %), ascending; `[0]` when the range is empty.
    /// - Complexity: O(ticks).
    public static func percentTicks(scale: PriceScale, reference: Double, spacing: Double = 40, minimumStep: Double = 0) -> [Double] {
        guard reference != 0, reference.isFinite else { return [0] }
        let halfFraction = (scale.range.upperBound - reference) / abs(reference)
        let perSide = max(1, Int((scale.bottom - scale.top) / 2 / spacing))
        guard halfFraction > 0 else { return [0] }
        let rough = max(halfFraction / Double(perSide), minimumStep)
        let ticks = { (step: Double) in
            let n = Int((halfFraction / step * (1 + 1e-9)).rounded(.down))
            return (-n...n).map { Double($0) * step }
        }
        let nice = ticks(NiceTicks.niceStep(for: rough))
        guard minimumStep > 0 else { return nice }
        let unit = minimumStep * abs(reference)
        let printedWhereDrawn = nice.allSatisfy { f in
            let price = reference * (1 + f), printed = (price / unit).rounded() * unit
            return abs(scale.y(for: printed) - scale.y(for: price)) < 0.5
        }
        return printedWhereDrawn ? nice : ticks(minimumStep * priceStep(for: rough / minimumStep))
    }

    /// The smallest whole nice number ({1, 2, 2.5, 5}·10ⁿ, n ≥ 0; so not 2.5) that is ≥ `units`: a step of label units.
    private static func priceStep(for units: Double) -> Double {
        let step = NiceTicks.niceStep(for: max(units, 1))
        return step == step.rounded() ? step : NiceTicks.niceStep(for: step * (1 + 1e-9))
    }
}
