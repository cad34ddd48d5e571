import Foundation
import LiveChart
import LiveChartTestSupport
import LiveChartCore
import Testing

@Suite struct CurveTooltipTests {
    let size = CGSize(width: 800, height: 400)

    @Test func nearestXWinsOverNearestDistance() {
        let a = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 100)]
        // At (3, 100) the pointer is 7 pt from (10, 100) but 100 pt from (0, 0); x decides first, and
        // x = 0 is 3 pt away against 7, so the far point in the nearer column wins.
        #expect(CurveTooltip.nearest(to: CGPoint(x: 3, y: 100), in: [a])! == (0, 0))
        #expect(CurveTooltip.nearest(to: CGPoint(x: 7, y: 0), in: [a])! == (0, 1))
    }

    @Test func inASharedColumnTheNearerCurveWins() {
        let low = [CGPoint(x: 0, y: 300), CGPoint(x: 10, y: 300)], high = [CGPoint(x: 0, y: 100), CGPoint(x: 10, y: 100)]
        #expect(CurveTooltip.nearest(to: CGPoint(x: 9, y: 140), in: [low, high])! == (1, 1))
        #expect(CurveTooltip.nearest(to: CGPoint(x: 9, y: 260), in: [low, high])! == (0, 1))
        #expect(CurveTooltip.nearest(to: .zero, in: [[], []]) == nil)
        // Two series through the same point: the later (top) one wins; within one series, the earlier point.
        #expect(CurveTooltip.nearest(to: CGPoint(x: 1, y: 1), in: [high, high])! == (1, 0))
        #expect(CurveTooltip.nearest(to: CGPoint(x: 5, y: 100), in: [[CGPoint(x: 0, y: 100), CGPoint(x: 10, y: 100)]])! == (0, 0))
    }

    @Test func chartTooltipPrefersTheSeriesDrawnOnTop() {
        let m = FixedWidthMeasurer()
        let shared: [Double] = [1, 5, 2]
        let below = CurveChart(series: [CurveSeries(values: shared, zPosition: 3), CurveSeries(values: shared)])
        let plot = below.plotRect(in: RenderContext(size: size, measurer: m))
        #expect(below.tooltip(at: CGPoint(x: plot.midX, y: plot.midY), in: RenderContext(size: size, measurer: m))?.series == 0)
        let above = CurveChart(series: [CurveSeries(values: shared), CurveSeries(values: shared)])
        #expect(above.tooltip(at: CGPoint(x: plot.midX, y: plot.midY), in: RenderContext(size: size, measurer: m))?.series == 1)
    }

    @Test func chartTooltipReportsValueUnitAndX() throws {
        var options = CurveOptions()
        options.unit = "°C"
        let chart = CurveChart(series: [CurveSeries(name: "Oslo", values: [-3.5, 2, 9.25])], xValues: [1, 2, 3], options: options)
        let m = FixedWidthMeasurer()
        let root = chart.makeLayerTree(in: RenderContext(size: size, measurer: m))
        let point = (root.firstLayer(named: CurveLayerNames.marker(0, point: 2)) as! ShapeLayer).position
        let tip = try #require(chart.tooltip(at: CGPoint(x: point.x - 20, y: point.y + 80), in: RenderContext(size: size, measurer: m)))
        #expect(tip.index == 2 && tip.value == 9.25 && tip.x == 3 && tip.position == point)
        #expect(tip.valueText == "9.25 °C")
        #expect(tip.title == "3  Oslo")
        #expect(chart.tooltip(at: CGPoint(x: 2, y: 2), in: RenderContext(size: size, measurer: m)) == nil)  // outside the plot
    }

    @Test func pointerAddsATooltipLayerInsideThePlot() throws {
        let chart = CurveChart(values: [10, 25, 30, 22, 40])
        let m = FixedWidthMeasurer()
        #expect(chart.makeLayerTree(in: RenderContext(size: size, measurer: m)).firstLayer(named: CurveLayerNames.tooltip) == nil)
        let plot = chart.plotRect(in: RenderContext(size: size, measurer: m))
        chart.pointer = CGPoint(x: plot.maxX - 3, y: plot.midY)
        let root = chart.makeLayerTree(in: RenderContext(size: size, measurer: m))
        // The shared tooltip box (CrosshairParts, as the other families draw it).
        let tooltip = try #require(root.firstLayer(named: CurveLayerNames.tooltip)?.firstLayer(named: "crosshair.tooltip"))
        let box = try #require(tooltip.sublayers.compactMap { $0 as? ShapeLayer }.first).path.controlPointBounds
        #expect(plot.contains(box) && box.maxX < plot.maxX - 3, "flipped left of the last point instead of running off the plot")
        let text = try #require(tooltip.sublayers.compactMap { $0 as? TextLayer }.first).runs.map(\.text).filter { !$0.isEmpty }
        #expect(text == ["#4", "40"])
    }
}
