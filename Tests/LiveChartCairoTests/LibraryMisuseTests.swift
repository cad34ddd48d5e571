import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// What a newcomer's first session with the library broke (each trapped, hung or drew a lie before its fix):
/// tiny Renko bricks, a jump of millions of bricks, non-finite canvas sizes, oversized images, a refused
/// `setOptions` that leaked Heikin-Ashi bars, unordered bars handed over whole, an open outside the range.
@Suite struct LibraryMisuseTests {
    let bars = RenderHelpers.series(60).bars

    @Test func renkoBricksAreBounded() throws {
        var options = KLineOptions()
        options.style = .renko
        options.boxes.boxSize = .fixed(1e-9)
        let started = Date()
        let tiny = try KLineChart(series: BarSeries(bars: bars), options: options)
        #expect(Date().timeIntervalSince(started) < 10 && tiny.drawnBars.count <= 1_000_000, "\(tiny.drawnBars.count) bricks")
        #expect((tiny.boxSize ?? 0) > 1e-9, "the size in use is reported")
        options.boxes.boxSize = .fixed(1)
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        var jump = bars[bars.count - 1]
        jump.time += 86_400
        jump.high = 1e7
        jump.close = 1e7
        #expect(throws: ChartError.self) { try chart.update(jump) }
        #expect(chart.series.count == bars.count)
    }

    @Test func impossibleCanvasesNeitherTrapNorRender() throws {
        let chart = try KLineChart(series: BarSeries(bars: bars))
        for context in [RenderContext(size: CGSize(width: Double.nan, height: 500), measurer: PangoTextMeasurer()),
                        RenderContext(size: CGSize(width: 800, height: Double.infinity), measurer: PangoTextMeasurer()),
                        RenderContext(size: CGSize(width: 800, height: 500), pixelRatio: .nan, measurer: PangoTextMeasurer())] {
            let list = chart.displayList(in: context)
            #expect(list.size.width.isFinite && list.size.height.isFinite)
            _ = try? ChartRenderer.png(list)
        }
        let list = chart.displayList(in: RenderContext(size: CGSize(width: 800, height: 500), measurer: PangoTextMeasurer()))
        #expect(throws: OutputError.self) { try ChartRenderer.png(list, scale: 1e7) }
        #expect(throws: OutputError.self) { try ChartRenderer.rgba(list, scale: .nan) }
        do {
            _ = try ChartRenderer.png(list, scale: 50)
            Issue.record("a 40,000-pixel-wide image cannot exist")
        } catch {
            #expect(error.reason.contains("32767 pixels a side"), "\(error)")
        }
    }

    @Test func aRefusedStyleChangeKeepsWhatWasDrawn() throws {
        var options = KLineOptions()
        options.style = .renko
        options.boxes.boxSize = .fixed(1)
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let drawn = chart.drawnBars
        var bad = chart.options
        bad.style = .heikinAshi
        bad.panes = ["NOPE"]
        #expect(throws: ChartError.self) { try chart.setOptions(bad) }
        #expect(chart.drawnBars == drawn && chart.options.style == .renko)
    }

    @Test func barsHandedOverWholeAreChecked() throws {
        var unordered = bars
        unordered.swapAt(10, 11)
        #expect(throws: ChartError.invalidSeries(index: 11, reason: "time \(unordered[11].time) is not after the previous bar's \(unordered[10].time)")) {
            try KLineChart(series: BarSeries(bars: unordered))
        }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        var broken = bars
        broken[5].close = .nan
        #expect(throws: ChartError.self) { try chart.setBars(BarSeries(bars: broken)) }
        #expect(chart.series.count == bars.count, "a refused series changes nothing")
        let minutes = (0..<30).map { Bar(time: 1_700_000_000 + Int64($0) * 60, open: 10, high: 11, low: 9, close: 10) }
        try chart.setBars(BarSeries(bars: minutes))
        #expect(chart.period == BarPeriod("1m"), "the period is inferred again")
    }

    @Test func anOpenOutsideTheRangeWidensIt() throws {
        let chart = try KLineChart(series: BarSeries(bars: bars))
        var odd = bars[bars.count - 1]
        odd.time += 86_400
        odd.open = odd.high + 5
        try chart.update(odd)
        #expect(chart.series.last?.high == odd.open, "the high is widened to the open, as readers repair it")
    }
}
