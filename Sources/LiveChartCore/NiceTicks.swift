import Foundation

/// Round tick values for a numeric axis (steps of 1, 2, 2.5 or 5 × 10ⁿ).
public enum NiceTicks {
    /// The tick step and values covering `lower…upper` with at most about `maxCount` ticks.
    ///
    /// - Returns: ticks inside the closed interval, ascending; empty when the interval is not finite
    ///   or `maxCount < 1`. A zero-width interval returns its one value.
    /// - Complexity: O(number of ticks).
    public static func ticks(lower: Double, upper: Double, maxCount: Int) -> (step: Double, values: [Double]) {
        guard lower.isFinite, upper.isFinite, maxCount >= 1, upper >= lower else { return (0, []) }
        if upper == lower { return (0, [lower]) }
        let step = niceStep(for: (upper - lower) / Double(maxCount))
        let first = (lower / step).rounded(.up)
        let last = (upper / step).rounded(.down)
        guard last >= first, last - first < 10_000 else { return (step, []) }
        var values: [Double] = []
        var k = first
        while k <= last {
            // Multiply rather than accumulate, and clean the last bits so 0.1·3 prints as 0.3.
            values.append(clean(k * step, step: step))
            k += 1
        }
        return (step, values)
    }

    /// The smallest step of the form {1, 2, 2.5, 5}·10ⁿ that is ≥ `rough`.
    public static func niceStep(for rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let exponent = floor(log10(rough))
        let base = pow(10, exponent)
        let fraction = rough / base
        let nice: Double
        if fraction <= 1 { nice = 1 } else if fraction <= 2 { nice = 2 } else if fraction <= 2.5 { nice = 2.5 } else if fraction <= 5 { nice = 5 } else { nice = 10 }
        return nice * base
    }

    /// The number of decimals needed to print multiples of `step` exactly (0 for steps ≥ 1).
    public static func decimals(forStep step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        var d = 0
        var s = step
        while d < 12 && abs(s - s.rounded()) > 1e-9 * max(1, abs(s)) {
            s *= 10
            d += 1
        }
        return d
    }

    /// `v` rounded to a hundredth of the step's power of ten, relative to the step (a fixed count of decimals
    /// rounded every tick of a 1e-13 step to 0, and the axis of 1e-12 prices lost every label).
    private static func clean(_ v: Double, step: Double) -> Double {
        let exponent = floor(log10(step)) - 2
        guard exponent.isFinite else { return v }
        if exponent < 0 {
            let scale = pow(10, -exponent)  // divide by an exact power of ten, so 0.1·3 gives 0.3
            return (v * scale).rounded() / scale
        }
        let unit = pow(10, exponent)
        return (v / unit).rounded() * unit
    }
}
