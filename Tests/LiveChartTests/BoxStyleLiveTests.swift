import LiveChart
import LiveChartData
import LiveChartTestSupport
import Testing

/// Box styles on the live path: bars fed through `update` with ticks that form and take back boxes end
/// with the boxes and indicator values a chart built in one go from the same bars has.
@Suite struct BoxStyleLiveTests {
    @Test(arguments: [CandleStyle.renko, .pointAndFigure, .kagi, .lineBreak])
    func liveReplayEqualsBatch(style: CandleStyle) throws {
        let all = SyntheticBars.walk(count: 400, seed: 3).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        var options = KLineOptions()
        options.style = style
        options.boxes.boxSize = .fixed(0.8)
        options.panes = ["VOL", "MACD"]
        let live = try KLineChart(series: BarSeries(bars: Array(all.prefix(100))), options: options)
        for bar in all.dropFirst(100) {
            // Ticks overshoot both ways before the bar settles, so boxes form and are taken back.
            for close in [bar.open, bar.high + 1.7, bar.low - 1.7, bar.close] {
                var tick = bar
                tick.close = close
                tick.high = max(bar.high, close)
                tick.low = min(bar.low, close)
                try live.update(tick)
            }
        }
        let batch = try KLineChart(series: BarSeries(bars: all), options: options)
        #expect(live.drawnBars == batch.drawnBars)
        #expect(live.drawnBars.count > 20, "\(live.drawnBars.count) boxes")
        for (p, q) in zip(live.paneContents, batch.paneContents) {
            for (s, t) in zip(p.series, q.series) {
                #expect(s.values.count == t.values.count)
                #expect(zip(s.values, t.values).allSatisfy { ($0.isNaN && $1.isNaN) || abs($0 - $1) <= 1e-9 * max(1, abs($1)) }, "\(p.title) \(s.name)")
            }
        }
    }
}

/// A box style needs a box size: an impossible one is refused, and a chart that starts without bars finds
/// its ATR size once bars arrive instead of silently drawing candles.
@Suite struct BoxSizeTests {
    let bars = SyntheticBars.walk(count: 120, seed: 8).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }

    @Test func impossibleBoxSizesThrow() throws {
        for size in [PriceBoxOptions.BoxSize.fixed(0), .fixed(-1), .fixed(.nan), .fixed(.infinity), .atr(period: 0)] {
            var options = KLineOptions()
            options.style = .renko
            options.boxes.boxSize = size
            // NaN never equals itself, so the case is matched rather than compared.
            func isBoxSizeError(_ error: any Error) -> Bool {
                if case ChartError.invalidBoxSize = error { return true } else { return false }
            }
            #expect(performing: { try KLineChart(series: BarSeries(bars: self.bars), options: options) }, throws: isBoxSizeError)
            let chart = try KLineChart(series: BarSeries(bars: bars))
            #expect(performing: { try chart.setOptions(options) }, throws: isBoxSizeError)
            #expect(chart.options.style == .candles && chart.boxSize == nil, "a refused style changes nothing")
        }
    }

    @Test(arguments: [CandleStyle.renko, .pointAndFigure, .kagi, .lineBreak])
    func anEmptyBoxChartGetsItsSizeFromTheFirstBars(style: CandleStyle) throws {
        var options = KLineOptions()
        options.style = style
        let chart = try KLineChart(options: options)
        #expect(chart.boxSize == nil)
        for bar in bars { try chart.update(bar) }
        #expect(chart.boxSize != nil)
        #expect(chart.paneContents.allSatisfy { $0.series.allSatisfy { $0.values.count == chart.drawnBars.count } })
    }
}
