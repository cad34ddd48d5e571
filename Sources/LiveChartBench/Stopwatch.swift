/// Best-of-N wall-clock timing.
enum Stopwatch {
    /// The fastest of `runs` executions of `body`, in milliseconds.
    static func bestMilliseconds(runs: Int = 5, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            let ms = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
            best = min(best, ms)
        }
        return best
    }
}
