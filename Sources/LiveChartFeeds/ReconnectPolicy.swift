import LiveChartCore

/// How long to wait before reconnecting: capped exponential backoff with jitter, as AWS's architecture blog
/// ("Exponential Backoff And Jitter", 2015) recommends so that many clients cut off at once do not return at once.
///
/// The n-th retry (n from 1) waits a random time in [d/2, d] with d = min(`maximum`, `initial` · 2^(n-1)): never
/// less than half the step ("equal jitter"), so a refusing server is not hammered. Seeded, so tests repeat.
public struct ReconnectPolicy: Sendable {
    /// The first step, in seconds (default 0.5).
    public var initial: Double
    /// The cap, in seconds (default 30).
    public var maximum: Double
    private var random: SplitMix64

    /// - Parameters: `initial` and `maximum` in seconds (`maximum` at least `initial`, both above 0); `seed` for the jitter.
    public init(initial: Double = 0.5, maximum: Double = 30, seed: UInt64 = 0x5EED) {
        self.initial = max(0.001, initial)
        self.maximum = max(self.initial, maximum)
        random = SplitMix64(seed: seed)
    }

    /// The wait before retry `attempt` (1 for the first retry), in seconds. O(1).
    public mutating func delay(attempt: Int) -> Double {
        let doublings = UInt64(min(max(attempt, 1) - 1, 40))
        let step = min(maximum, initial * Double(UInt64(1) << doublings))
        return step / 2 + random.nextUnit() * step / 2
    }
}
