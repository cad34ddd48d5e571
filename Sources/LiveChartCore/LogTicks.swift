import Foundation

/// Tick values for a logarithmic axis that stay readable over many decades.
package enum LogTicks {
    /// Round values between `lower` and `upper` (both > 0), about `maxCount` of them, ascending.
    ///
    /// Over several decades the ticks are powers of ten, thinned to every k-th decade when there
    /// are too many; over about one to three decades 1, 2, 5 × 10ⁿ; within less than a decade plain
    /// nice ticks in value space (which are evenly readable there). Tiny prices (2e-5) work the same way.
    /// - Returns: empty when either bound is not positive and finite.
    package static func ticks(lower: Double, upper: Double, maxCount: Int) -> [Double] {
        guard lower > 0, upper > lower, lower.isFinite, upper.isFinite, maxCount >= 2 else { return [] }
        let decades = log10(upper) - log10(lower)
        if decades < 1 {
            return NiceTicks.ticks(lower: lower, upper: upper, maxCount: maxCount).values
        }
        let first = Int(floor(log10(lower))), last = Int(ceil(log10(upper)))
        for mantissas in [[1.0, 2, 5], [1.0, 3], [1.0]] {
            let values = (first...last).flatMap { e in mantissas.map { $0 * pow(10, Double(e)) } }.filter { $0 >= lower && $0 <= upper }
            if values.count <= maxCount { return values.map(cleaned) }
        }
        let stride = Int((decades / Double(maxCount - 1)).rounded(.up))
        return (first...last).filter { ($0 - first) % max(stride, 1) == 0 }.map { pow(10, Double($0)) }
            .filter { $0 >= lower && $0 <= upper }.map(cleaned)
    }

    /// Removes binary noise from k × 10ⁿ (5 × 1e-5 prints as 5e-05, not 4.9999e-05).
    private static func cleaned(_ v: Double) -> Double {
        Double(String(format: "%.6g", v)) ?? v
    }
}
