import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Placing, editing, deleting and undoing drawings through `KLineChart.handle`, as the viewer does.
@Suite struct DrawingEditorTests {
    let context = RenderContext(size: CGSize(width: 900, height: 600), measurer: FixedWidthMeasurer())

    func chart() throws -> KLineChart {
        let bars = (0..<120).map { (i: Int) -> Bar in
            let c = 100 + sin(Double(i) / 8) * 10
            return Bar(time: Int64(19_723 + i) * 86_400, open: c - 1, high: c + 2, low: c - 2, close: c + 0.5)
        }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        chart.visibleBarCount = 60
        return chart
    }

    /// The canvas point of bar `i` at `price`.
    func point(_ chart: KLineChart, _ i: Int, _ price: Double) -> (Double, Double) {
        let frame = KLineFrame(chart: chart, context: context)
        return (frame.x(i), frame.priceScale.y(for: price))
    }

    func click(_ chart: KLineChart, _ p: (Double, Double)) {
        _ = chart.handle(.pointerDown(x: p.0, y: p.1), in: context)
        _ = chart.handle(.pointerUp(x: p.0, y: p.1), in: context)
    }

    @Test func twoClicksPlaceATrendLineOnTheBarsWithTheMagnet() throws {
        let chart = try chart()
        chart.beginDrawing(.segment)
        let bars = chart.series.bars
        // Two points a little off the 70th bar's high and the 100th bar's low: the magnet takes the extremes.
        click(chart, point(chart, 70, bars[70].high + 0.3))
        #expect(chart.drawings.count == 1 && chart.editor.isActive, "the first click starts it")
        let move = point(chart, 90, bars[90].close)
        _ = chart.handle(.pointerMove(x: move.0, y: move.1), in: context)
        #expect(chart.drawings[0].points[1].time == bars[90].time, "the second point follows the pointer")
        click(chart, point(chart, 100, bars[100].low - 0.2))
        #expect(!chart.editor.isActive && chart.selectedDrawing == 0)
        #expect(chart.drawings[0].points == [Drawing.Anchor(time: bars[70].time, price: bars[70].high),
                                             Drawing.Anchor(time: bars[100].time, price: bars[100].low)])
        // A viewport that did not move: placing points does not pan.
        #expect(chart.viewport == nil || chart.viewport!.isAtRealTime)
    }

    @Test func aHandleDragsAndUndoAndDeleteWork() throws {
        let chart = try chart()
        let bars = chart.series.bars
        chart.drawings = [Drawing(tool: .fibonacci, points: [.init(time: bars[70].time, price: bars[70].low), .init(time: bars[95].time, price: bars[95].high)])]
        let handle = point(chart, 95, bars[95].high)
        _ = chart.handle(.pointerDown(x: handle.0 + 2, y: handle.1 - 2), in: context)
        let target = point(chart, 110, bars[110].close)
        _ = chart.handle(.pointerMove(x: target.0, y: target.1), in: context)
        _ = chart.handle(.pointerUp(x: target.0, y: target.1), in: context)
        #expect(chart.drawings[0].points[1] == Drawing.Anchor(time: bars[110].time, price: bars[110].close))
        #expect(chart.selectedDrawing == 0)
        #expect(chart.handle(.key(.delete), in: context) == .full && chart.drawings.isEmpty)
        #expect(chart.handle(.key(.undo), in: context) == .full && chart.drawings[0].points[1].time == bars[110].time, "undo the delete")
        #expect(chart.undoDrawing() && chart.drawings[0].points[1].time == bars[95].time, "undo the drag")
        #expect(!chart.undoDrawing(), "nothing more to undo")
    }

    @Test func escapeCancelsAndOtherClicksStillPan() throws {
        let chart = try chart()
        chart.beginDrawing(.rectangle)
        click(chart, point(chart, 80, 100))
        #expect(chart.drawings.count == 1)
        #expect(chart.handle(.key(.escape), in: context) == .full && chart.drawings.isEmpty && !chart.editor.isActive)
        // Without a tool a drag on an empty spot pans the chart.
        let start = point(chart, 80, 100)
        _ = chart.handle(.pointerDown(x: start.0, y: start.1), in: context)
        _ = chart.handle(.pointerMove(x: start.0 + 120, y: start.1), in: context)
        _ = chart.handle(.pointerUp(x: start.0 + 120, y: start.1), in: context)
        #expect(chart.viewport.map { !$0.isAtRealTime } == true, "the drag panned")
        #expect(chart.handle(.key(.escape), in: context) != .full, "escape with nothing to cancel is not the editor's")
    }

    @Test func clicksOutsideThePricePlotPlaceNothing() throws {
        let chart = try chart()
        chart.beginDrawing(.horizontalLine)
        _ = chart.handle(.pointerDown(x: 5_000, y: 5_000), in: context)
        _ = chart.handle(.pointerDown(x: .nan, y: 3), in: context)
        #expect(chart.drawings.isEmpty && chart.editor.tool == .horizontalLine)
        click(chart, point(chart, 90, 100))
        #expect(chart.drawings.count == 1 && chart.editor.tool == nil, "a one-point tool is placed by one click")
    }
}
