import Foundation
import LiveChartCore

/// Deterministic bars for tests that must not depend on ../shared: a seeded random walk.
public enum SyntheticBars {
    /// `count` daily bars starting 2024-01-02, business days only, from a `SplitMix64` generator.
    ///
    /// - Returns: tuples (time seconds, open, high, low, close, volume), oldest first.
    public static func walk(count: Int, seed: UInt64 = 42, start: Double = 100) -> [(Int64, Double, Double, Double, Double, Double)] {
        var random = SplitMix64(seed: seed)
        func next() -> Double { random.nextUnit() }
        var result: [(Int64, Double, Double, Double, Double, Double)] = []
        var day: Int64 = 19_724  // 2024-01-02, a Tuesday
        var close = start
        while result.count < count {
            let weekday = (day + 3) % 7  // 0 = Monday
            if weekday < 5 {
                let open = close * (1 + (next() - 0.5) * 0.01)
                close = open * (1 + (next() - 0.5) * 0.04)
                let high = max(open, close) * (1 + next() * 0.01)
                let low = min(open, close) * (1 - next() * 0.01)
                let round2 = { (v: Double) in (v * 100).rounded() / 100 }
                result.append((day * 86_400, round2(open), round2(max(high, open, close)), round2(min(low, open, close)),
                               round2(close), (1e6 * (0.5 + next())).rounded()))
            }
            day += 1
        }
        return result
    }
}
