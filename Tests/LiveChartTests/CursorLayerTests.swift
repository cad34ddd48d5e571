import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Issue 47, item 3: a hover onto another bar made the viewer rebuild and rasterise the whole chart, because the
/// legends that follow the crosshair were drawn in the base. The base (`makeBaseLayerTree`) must not change with
/// the crosshair, the cursor's layers (`makeCursorLayerTree`) must carry everything that does, and the two together
/// must be exactly the whole frame (`makeLayerTree`), so a host composing them draws the same picture.
@Suite struct CursorLayerTests {
    let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: FixedWidthMeasurer())
    let walk = SyntheticBars.walk(count: 300, seed: 5).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }

    func chart() throws -> KLineChart {
        var options = KLineOptions()
        options.panes = ["VOL", "MACD"]
        let chart = try KLineChart(series: BarSeries(bars: walk), options: options)
        chart.visibleBarCount = 120
        return chart
    }

    @Test func theBaseIsTheSameUnderEveryCrosshairAndTheCursorLayersFollowIt() throws {
        let chart = try chart()
        let size = context.size
        #expect(chart.placeCrosshair(atTime: walk[200].time))
        let base = chart.makeBaseLayerTree(in: context).presentation(size: size)
        let cursor = chart.makeCursorLayerTree(in: context).presentation(size: size)
        let cursorTexts = TextLayerTexts.of(chart.makeCursorLayerTree(in: context))
        #expect(chart.placeCrosshair(atTime: walk[260].time))
        #expect(chart.makeBaseLayerTree(in: context).presentation(size: size) == base, "the base does not follow the crosshair")
        let moved = chart.makeCursorLayerTree(in: context).presentation(size: size)
        #expect(moved != cursor)
        let movedTexts = TextLayerTexts.of(chart.makeCursorLayerTree(in: context))
        func closeText(_ i: Int) -> String { "C " + String(format: "%.2f", walk[i].close) }
        #expect(cursorTexts.contains { $0.contains(closeText(200)) }, "\(cursorTexts)")
        #expect(movedTexts.contains { $0.contains(closeText(260)) }, "the title shows the new bar's close: \(movedTexts)")
        let whole = chart.makeLayerTree(in: context).presentation(size: size)
        #expect(whole.items == chart.makeBaseLayerTree(in: context).presentation(size: size).items + moved.items,
                "base then cursor is the whole frame")
        let names = chart.makeLayerTree(in: context).sublayers.map(\.name)
        #expect(Array(names.suffix(4)) == ["axes", "legend", "title", "crosshair"], "\(names)")
    }
}
