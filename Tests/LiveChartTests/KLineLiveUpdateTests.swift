import Foundation
import LiveChart
import LiveChartData
import LiveChartTestSupport
import Testing

/// Live updates go through the streaming engines; replaying bars with intra-bar ticks must end with
/// exactly what a batch computation of the same bars gives.
@Suite struct KLineLiveUpdateTests {
    func bars() -> [Bar] {
        SyntheticBars.walk(count: 300, seed: 11).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in (x.isNaN && y.isNaN) || abs(x - y) <= 1e-9 * max(1, abs(y)) }
    }

    @Test(arguments: [CandleStyle.candles, .heikinAshi]) func replayEqualsBatch(style: CandleStyle) throws {
        var options = KLineOptions()
        options.style = style
        options.panes = ["VOL", "MACD", "KDJ", "RSI"]
        options.overlays = ["BOLL"]
        let all = bars()
        let live = try KLineChart(series: BarSeries(bars: Array(all.prefix(200))), options: options)
        for bar in all.dropFirst(200) {
            // The bar opens flat, moves twice, then settles on its final values.
            try live.update(Bar(time: bar.time, open: bar.open, high: bar.open, low: bar.open, close: bar.open, volume: 0))
            var tick = bar
            tick.close = (bar.open + bar.close) / 2
            tick.high = max(bar.open, tick.close)
            tick.low = min(bar.open, tick.close)
            tick.volume = bar.volume / 2
            try live.update(tick)
            try live.update(bar)
        }
        let batch = try KLineChart(series: BarSeries(bars: all), options: options)
        #expect(live.series == batch.series)
        for (a, b) in zip(live.movingAverages, batch.movingAverages) { #expect(close(a, b)) }
        for (p, q) in zip(live.paneContents + live.overlayContents, batch.paneContents + batch.overlayContents) {
            for (s, t) in zip(p.series, q.series) { #expect(close(s.values, t.values), "\(p.title) \(s.name)") }
        }
        #expect(close(live.drawnBars.map(\.open), batch.drawnBars.map(\.open)))
        #expect(close(live.drawnBars.map(\.close), batch.drawnBars.map(\.close)))
    }
}
