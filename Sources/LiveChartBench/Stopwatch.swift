/// Wall-clock timing for the benchmarks.
enum Stopwatch {
    /// The fastest of `runs` executions of `body`, in milliseconds.
    static func bestMilliseconds(runs: Int = 5, _ body: () -> Void) -> Double {
        samples(runs: runs, body).min() ?? .infinity
    }

    /// Every run's time of `body`, in milliseconds.
    static func samples(runs: Int, _ body: () -> Void) -> [Double] {
        let clock = ContinuousClock()
        return (0..<runs).map { _ in
            let elapsed = clock.measure(body)
            return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
        }
    }

    /// The median of `samples`.
    static func median(_ samples: [Double]) -> Double {
        let s = samples.sorted()
        return s.isEmpty ? .nan : s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
