import Foundation
import LiveChart
import LiveChartData
import LiveChartIndicators

/// `LiveChartBench live`: what one live bar costs a user, through the public API, as history grows.
///
/// A `KLineChart` with the default MA×4, panes VOL, MACD, KDJ and RSI and a BOLL overlay is built over
/// 1k, 10k, 100k and 1M bars; then `update(_:)` is called in rounds of one new bar and three same-bar
/// updates (ticks moving the close), the pattern of a live feed. The first 100 rounds are a warm-up
/// (they make the streaming engines, an O(n) pass once, and grow each line's storage once); then five
/// runs of 2,500 rounds (10,000 updates) are timed and the median run is reported per update. Every
/// history ends at the same bar and the live bars that follow are the same, so only the history's length
/// differs between sizes.
/// The same chart in the Renko style (bricks of 0.25, indicators over the bricks) follows, then the candle chart
/// with its MACD and KDJ panes given as TongDaXin formulas.
/// Output: `update<TAB>STYLE<TAB>BARS<TAB>median µs<TAB>min µs` per size, then per style
/// `update µs 1k=… 1M=… ratio=…` (ratio = 1M / 1k; 1.0 is constant time).
enum LiveBench {
    static let sizes = [1_000, 10_000, 100_000, 1_000_000]
    static let rounds = 2_500, warmUp = 100, runs = 5

    static func run() {
        let all = BenchBars.make(count: sizes.max()! + warmUp + runs * rounds + 1)
        var options = KLineOptions()
        options.panes = ["VOL", "MACD", "KDJ", "RSI"]
        options.overlays = ["BOLL"]
        let candles = measure(options, bars: all)
        print(String(format: "update µs 1k=%.3f 1M=%.3f ratio=%.2f", candles[1_000]!, candles[1_000_000]!, candles[1_000_000]! / candles[1_000]!))
        options.style = .renko
        options.boxes.boxSize = .fixed(0.25)
        let renko = measure(options, bars: all)
        print(String(format: "update renko µs 1k=%.3f 1M=%.3f ratio=%.2f", renko[1_000]!, renko[1_000_000]!, renko[1_000_000]! / renko[1_000]!))
        // The candle chart again with MACD and KDJ as TongDaXin formulas (FormulaBench's texts) instead of built-ins.
        options.style = .candles
        options.registry.register(try! Formula(FormulaBench.macd, name: "FMACD"))
        options.registry.register(try! Formula(FormulaBench.kdj, name: "FKDJ"))
        options.panes = ["VOL", "FMACD", "FKDJ", "RSI"]
        let formulas = measure(options, bars: all)
        print(String(format: "update formulas µs 1k=%.3f 1M=%.3f ratio=%.2f", formulas[1_000]!, formulas[1_000_000]!, formulas[1_000_000]! / formulas[1_000]!))
    }

    /// The median µs per update of a chart with `options` over each history size.
    static func measure(_ options: KLineOptions, bars all: [Bar]) -> [Int: Double] {
        var medians: [Int: Double] = [:]
        var sink = 0.0
        for size in sizes {
            let chart: KLineChart
            do {
                // Every size ends at the same bar and then takes the same live bars, so only the history differs.
                chart = try KLineChart(series: BarSeries(bars: Array(all[(sizes.max()! - size)..<sizes.max()!])), options: options)
            } catch {
                print("live: \(error)")
                exit(70)
            }
            var next = sizes.max()!
            func round() {
                let bar = all[next]
                next += 1
                var tick = Bar(time: bar.time, open: bar.open, high: bar.open, low: bar.open, close: bar.open, volume: 0)
                try? chart.update(tick)
                for step in 1...3 {
                    tick.close = bar.open + (bar.close - bar.open) * Double(step) / 3
                    tick.high = max(tick.high, tick.close, step == 3 ? bar.high : tick.close)
                    tick.low = min(tick.low, tick.close, step == 3 ? bar.low : tick.close)
                    tick.volume = bar.volume * Double(step) / 3
                    try? chart.update(tick)
                }
            }
            for _ in 0..<warmUp { round() }
            let samples = Stopwatch.samples(runs: runs) { for _ in 0..<rounds { round() } }
            let perUpdate = samples.map { $0 * 1000 / Double(rounds * 4) }
            medians[size] = Stopwatch.median(perUpdate)
            sink += chart.paneContents[1].series[0].values.last ?? 0
            print("update\t\(options.style.rawValue)\t\(size)\t\(String(format: "%.3f", Stopwatch.median(perUpdate)))\t"
                  + String(format: "%.3f", perUpdate.min() ?? .nan))
        }
        if sink == .infinity { print(sink) }
        return medians
    }
}
