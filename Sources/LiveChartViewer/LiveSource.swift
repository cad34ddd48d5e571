import LiveChartCore
import LiveChartData

/// Something that changes a chart's bars over time: a simulator, a stream reader.
public protocol LiveSource: AnyObject {
    /// Called on every frame tick with the current time (seconds); returns the updated series when
    /// the data changed, nil otherwise.
    func poll(series: BarSeries, at time: Double) -> BarSeries?
}

/// A seeded random walk that moves the live bar once a second and opens a new bar every
/// `ticksPerBar` seconds: deterministic, for demos and tests until the market simulator lands.
public final class RandomWalkSource: LiveSource {
    private var random: SplitMix64
    private var lastTick: Double?
    private var ticks = 0
    public let ticksPerBar: Int
    /// Seconds between updates.
    public let interval: Double

    public init(seed: UInt64 = 7, ticksPerBar: Int = 5, interval: Double = 1) {
        random = SplitMix64(seed: seed)
        self.ticksPerBar = ticksPerBar
        self.interval = interval
    }

    public func poll(series: BarSeries, at time: Double) -> BarSeries? {
        guard let last = series.last else { return nil }
        guard let previous = lastTick else {
            lastTick = time
            return nil
        }
        guard time - previous >= interval else { return nil }
        lastTick = time
        ticks += 1
        var s = series
        let move = (uniform() - 0.5) * 0.01 * last.close
        if ticks % ticksPerBar == 0 {
            let step = series.count >= 2 ? series[series.count - 1].time - series[series.count - 2].time : 86_400
            let open = last.close
            let close = open + move
            s.append(Bar(time: last.time + step, open: open, high: max(open, close), low: min(open, close), close: close,
                         volume: (uniform() * 1e6).rounded()))
        } else {
            var bar = last
            bar.close = last.close + move
            bar.high = max(bar.high, bar.close)
            bar.low = min(bar.low, bar.close)
            bar.volume += (uniform() * 2e5).rounded()
            s.updateLast(bar)
        }
        return s
    }

    private func uniform() -> Double { random.nextUnit() }
}
