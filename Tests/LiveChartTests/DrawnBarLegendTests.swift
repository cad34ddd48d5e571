import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// The title line and the crosshair tooltip describe what is drawn (issue 46, item 3): a Heikin-Ashi chart showed
/// the raw bar's open, high, low and close beside a candle drawn from the computed ones; a box chart whose box
/// count happened to equal the bar count showed raw bars; and `--crosshair DATE` on a box style went to the first
/// box made after the date (a Kagi line that turned days later, the first brick of a day that made several)
/// instead of the box holding the date.
@Suite struct DrawnBarLegendTests {
    let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: FixedWidthMeasurer())
    let walk = SyntheticBars.walk(count: 300, seed: 11).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }

    func chart(_ style: CandleStyle, _ bars: [Bar], box: Double = 2) throws -> KLineChart {
        var options = KLineOptions()
        options.style = style
        options.boxes.boxSize = .fixed(box)
        options.panes = []
        return try KLineChart(series: BarSeries(bars: bars), options: options)
    }

    func f(_ v: Double) -> String { String(format: "%.2f", v) }

    /// The title's OHLC group and the tooltip's texts.
    func legends(_ chart: KLineChart) -> (title: [String], tooltip: [String]) {
        let root = chart.makeLayerTree(in: context)
        return (TextLayerTexts.of(root.firstLayer(named: "title")), TextLayerTexts.of(root.firstLayer(named: "crosshair")))
    }

    func ohlc(_ b: Bar) -> String { "O \(f(b.open))  H \(f(b.high))  L \(f(b.low))  C \(f(b.close))" }

    @Test func heikinAshiLegendsShowTheComputedCandle() throws {
        let chart = try chart(.heikinAshi, walk)
        let ha = HeikinAshi.transform(walk)
        #expect(legends(chart).title.contains(ohlc(ha[299])), "newest: \(legends(chart).title)")
        #expect(chart.placeCrosshair(atTime: walk[150].time) && chart.crosshair?.barIndex == 150)
        let (title, tooltip) = legends(chart)
        #expect(title.contains(ohlc(ha[150])), "\(title)")
        for value in [ha[150].open, ha[150].high, ha[150].low, ha[150].close] { #expect(tooltip.contains(f(value)), "\(f(value)) in \(tooltip)") }
        #expect(!tooltip.contains(f(walk[150].open)) && !tooltip.contains(f(walk[150].close)), "no raw price: \(tooltip)")
        let change = ha[150].close / ha[149].close - 1
        #expect(tooltip.contains(NumberFormat.percent(change)) && title.contains(NumberFormat.percent(change)))
    }

    /// Five bars that make five bricks of 1 (the second makes two): as many boxes as bars, which made the
    /// legends take the raw bars.
    @Test func boxesAsManyAsBarsStillShowTheBoxes() throws {
        let closes = [100.0, 102, 103, 104, 105]
        let bars = closes.enumerated().map { k, c in
            Bar(time: Int64(19_724 + k) * 86_400, open: c - 0.4, high: c + 0.7, low: c - 0.9, close: c, volume: 1_000)
        }
        let chart = try chart(.renko, bars, box: 1)
        #expect(chart.drawnBars.count == bars.count)
        let brick = try #require(chart.drawnBars.last)
        #expect(brick.open == 104 && brick.close == 105)
        #expect(legends(chart).title.contains(ohlc(brick)), "\(legends(chart).title)")
        _ = chart.placeCrosshair(atTime: bars[1].time)
        #expect(chart.crosshair?.barIndex == 1, "the second brick of the bar that made two")
        let tooltip = legends(chart).tooltip
        #expect(tooltip.contains("101.00") && tooltip.contains("102.00") && !tooltip.contains(f(bars[1].high)), "\(tooltip)")
    }

    /// A date inside a Kagi line's life puts the crosshair on that line, not the next one.
    @Test func aDateFindsTheKagiLineRunningThen() throws {
        let chart = try chart(.kagi, walk)
        let lines = chart.drawnBars
        let k = try #require(lines.indices.dropLast().first { lines[$0 + 1].time - lines[$0].time >= 5 * 86_400 })
        let inside = try #require(walk.first { $0.time > lines[k].time && $0.time < lines[k + 1].time })
        #expect(chart.placeCrosshair(atTime: inside.time))
        #expect(chart.crosshair?.barIndex == k, "line \(k) runs from its turn until line \(k + 1) turns")
        #expect(legends(chart).title.contains(ohlc(lines[k])))
        // After the newest line's turn its line holds every day up to the newest bar.
        #expect(chart.placeCrosshair(atTime: walk[299].time) && chart.crosshair?.barIndex == lines.count - 1)
        #expect(!chart.placeCrosshair(atTime: lines[0].time - 86_400), "no line was drawn yet")
    }

    /// A day that made several bricks shows the last of them: where the day left the chart.
    @Test func aDayOfSeveralBricksShowsItsLast() throws {
        let chart = try chart(.renko, walk, box: 0.5)
        let bricks = chart.drawnBars
        let day = try #require(walk.first { bar in bricks.filter { $0.time == bar.time }.count >= 3 })
        #expect(chart.placeCrosshair(atTime: day.time))
        let i = try #require(chart.crosshair?.barIndex)
        #expect(bricks[i].time == day.time && (i == bricks.count - 1 || bricks[i + 1].time > day.time))
    }
}
