import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// The crosshair's tooltip never hides the bars a trader is reading (issue 46 item 7): it stays on the side away
/// from the pointer, and on a rising chart it leaves the top corner, where the newest bars are, for the bottom.
@Suite struct TooltipPlacementTests {
    let size = CGSize(width: 900, height: 600)

    /// 100 daily bars rising from 100 to 199: the newest bars fill the plot's top right.
    func rising() throws -> KLineChart {
        let bars = (0..<100).map { (i: Int) -> Bar in
            let p = 100 + Double(i)
            return Bar(time: Int64(19_724 + i) * 86_400, open: p, high: p + 2, low: p - 1, close: p + 1, volume: 1000)
        }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        chart.visibleBarCount = 100
        return chart
    }

    func tooltipBox(_ chart: KLineChart) throws -> CGRect {
        let root = chart.makeLayerTree(in: RenderContext(size: size, measurer: FixedWidthMeasurer()))
        let tooltip = try #require(root.firstLayer(named: "crosshair.tooltip"))
        return try #require(tooltip.sublayers.compactMap { $0 as? ShapeLayer }.first?.path.controlPointBounds)
    }

    func barsUnder(_ box: CGRect, _ chart: KLineChart) -> Int {
        let frame = KLineFrame(chart: chart, context: RenderContext(size: size, measurer: FixedWidthMeasurer()))
        return chart.drawnBars.indices.filter { i in
            let b = chart.drawnBars[i], x = frame.x(i), half = frame.timeScale.barSpacing / 2
            let top = frame.priceScale.y(for: b.high), bottom = frame.priceScale.y(for: b.low)
            return x + half >= box.minX && x - half <= box.maxX && bottom >= box.minY && top <= box.maxY
        }.count
    }

    @Test func aPointerOnTheLeftPutsTheTooltipBottomRightClearOfTheNewestBars() throws {
        let chart = try rising()
        chart.crosshair = Crosshair(barIndex: 20, y: 300, pointerX: 150, lastInput: 0)
        let box = try tooltipBox(chart)
        let plot = chart.layout(in: RenderContext(size: size, measurer: FixedWidthMeasurer())).plot
        #expect(box.minX > plot.midX, "away from the pointer")
        #expect(box.midY > plot.midY, "at the bottom: the top right holds the newest bars")
        #expect(barsUnder(box, chart) == 0, "no bar hidden")
    }

    @Test func aPointerOnTheRightKeepsTheTopLeftWhereTheOldBarsAreLow() throws {
        let chart = try rising()
        chart.crosshair = Crosshair(barIndex: 80, y: 300, pointerX: 700, lastInput: 0)
        let box = try tooltipBox(chart)
        let plot = chart.layout(in: RenderContext(size: size, measurer: FixedWidthMeasurer())).plot
        #expect(box.maxX < plot.midX && box.midY < plot.midY, "top left: the oldest bars lie low")
        #expect(barsUnder(box, chart) == 0)
    }
}
