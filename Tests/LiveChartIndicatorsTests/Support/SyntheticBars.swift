import LiveChartData

/// A deterministic random walk of daily bars for tests that need no shared data
/// (a 64-bit linear congruential generator, so every run sees the same bars).
enum SyntheticBars {
    static func walk(count: Int, seed: UInt64 = 42, start: Double = 20) -> [Bar] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var close = start
        return (0..<count).map { i in
            let open = close * (1 + (next() - 0.5) * 0.02)
            close = max(0.5, open * (1 + (next() - 0.5) * 0.06))
            let high = max(open, close) * (1 + next() * 0.01)
            let low = min(open, close) * (1 - next() * 0.01)
            let volume = (1 + next() * 9).rounded() * 1000
            return Bar(time: Int64(i) * 86_400, open: open, high: high, low: low, close: close, volume: volume, amount: volume * close)
        }
    }

    /// Intra-bar states leading to `bar`: the opening tick, two partial states, then `bar` itself.
    static func ticks(toward bar: Bar) -> [Bar] {
        var opening = bar
        opening.high = bar.open
        opening.low = bar.open
        opening.close = bar.open
        opening.volume = bar.volume * 0.1
        var early = bar
        early.close = (bar.open + bar.low) / 2
        early.high = bar.open
        early.volume = bar.volume * 0.4
        var late = bar
        late.close = (bar.high + bar.close) / 2
        late.volume = bar.volume * 0.8
        return [opening, early, late, bar]
    }
}
