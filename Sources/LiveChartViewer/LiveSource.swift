import Foundation
import LiveChartCore
import LiveChartData

/// Something that moves a chart's bars over time: a simulator, a stream reader.
public protocol LiveSource: AnyObject {
    /// Called on every frame tick with the chart's last bar (nil when it has none) and the current time in
    /// seconds; returns the bars that arrived since, oldest first, for `KLineChart.update` (a bar with the
    /// last bar's time replaces it, a newer one appends). Empty when nothing changed. Must cost O(bars
    /// returned), never O(history).
    func poll(last: Bar?, at time: Double) -> [Bar]

    /// A one-line state for the viewer to show (a connection's health), or nil for none.
    var status: String? { get }

    /// Bar times after which bars are missing (a feed's unfilled gaps), oldest first; the viewer marks each.
    var gaps: [Int64] { get }

    /// The newest order book received (five levels a side in the stream formats), or nil for none; the
    /// timeline viewer draws it beside the chart. Read after `poll`.
    var orderBook: OrderBook? { get }
}

extension LiveSource {
    public var status: String? { nil }
    public var gaps: [Int64] { [] }
    public var orderBook: OrderBook? { nil }
}

/// A seeded random walk that moves the live bar once a second and opens a new bar every
/// `ticksPerBar` seconds: deterministic, for demos and tests until the market simulator lands.
///
/// It extends the series and never edits a bar it did not open: its first tick opens a new bar after the
/// history's last (a closed 15:00 bar stays as the file has it), and prices move in the data's tick
/// (the last bar's decimals), so labels keep their decimals; volumes are on the scale of the history's last bar.
public final class RandomWalkSource: LiveSource {
    private var random: SplitMix64
    private var lastTick: Double?
    private var ticks = 0
    /// The time of the bar this source opened last; a last bar with another time is history.
    private var opened: Int64?
    /// A bar's volume in the instrument's units: the history's last bar's (0 for a file without volume), read on
    /// the first call; whole when that one is.
    private var volumeScale = 0.0, wholeVolumes = true
    public let ticksPerBar: Int
    /// Seconds between updates.
    public let interval: Double
    /// The time between the opens of two bars, in seconds (a day by default).
    public let barSeconds: Int64

    public init(seed: UInt64 = 7, ticksPerBar: Int = 5, interval: Double = 1, barSeconds: Int64 = 86_400) {
        random = SplitMix64(seed: seed)
        self.ticksPerBar = ticksPerBar
        self.interval = interval
        self.barSeconds = max(barSeconds, 1)
    }

    public func poll(last: Bar?, at time: Double) -> [Bar] {
        guard let last else { return [] }
        guard let previous = lastTick else {
            lastTick = time
            volumeScale = last.volume.isFinite ? max(last.volume, 0) : 0
            wholeVolumes = volumeScale == volumeScale.rounded()
            return []
        }
        guard time - previous >= interval else { return [] }
        lastTick = time
        ticks += 1
        let decimals = PricePrecision.decimals(of: [last.open, last.high, last.low, last.close])
        let scale = pow(10, Double(decimals))
        let move = ((uniform() - 0.5) * 0.01 * last.close * scale).rounded() / scale
        if ticks % ticksPerBar == 0 || opened != last.time {
            let open = last.close
            let close = ((open + move) * scale).rounded() / scale
            opened = last.time + barSeconds
            return [Bar(time: last.time + barSeconds, open: open, high: max(open, close), low: min(open, close), close: close,
                        volume: volume(uniform() * 0.4))]
        }
        var bar = last
        bar.close = ((last.close + move) * scale).rounded() / scale
        bar.high = max(bar.high, bar.close)
        bar.low = min(bar.low, bar.close)
        bar.volume += volume(uniform() * 1.2 / Double(max(ticksPerBar, 1)))
        return [bar]
    }

    /// `fraction` of a bar's volume on the instrument's scale (SPY trades 10⁸ a day, a coin 10³): about one
    /// such bar's volume by the time the next opens.
    private func volume(_ fraction: Double) -> Double {
        let v = volumeScale * fraction
        return wholeVolumes ? v.rounded() : v
    }

    private func uniform() -> Double { random.nextUnit() }
}
