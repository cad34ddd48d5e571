import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators
import LiveChartTestSupport
import Testing

/// The truth issue, item 7: a legend with many overlays ended in "…" and hid the values of the lines the
/// chart draws. It wraps onto a second (and third) row, and the plot starts below the last row, so no
/// legend text lies over a candle.
@Suite struct LegendWrapTests {
    func chart(overlays: [IndicatorSpec], ma: [Int] = [5, 10, 20]) throws -> KLineChart {
        let bars = SyntheticBars.walk(count: 120).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        var options = KLineOptions()
        options.panes = ["VOL", "MACD"]
        options.overlays = overlays
        options.maPeriods = ma
        return try KLineChart(series: BarSeries(bars: bars), options: options)
    }

    func legend(_ chart: KLineChart, width: Double) throws -> (runs: [TextRun], frame: KLineFrame) {
        let context = RenderContext(size: CGSize(width: width, height: 600), measurer: EmWidthMeasurer())
        let tree = chart.makeLayerTree(in: context)
        let legend = try #require(tree.firstLayer(named: "legend.price") as? TextLayer)
        return (legend.runs, KLineFrame(chart: chart, context: context))
    }

    @Test func manyOverlaysWrapOntoRowsAboveThePlot() throws {
        let many = try chart(overlays: ["BOLL", "SAR", "KC", "DC"], ma: [5, 10, 20, 30, 60, 120])
        let (runs, frame) = try legend(many, width: 800)
        #expect(!runs.contains { $0.text == "…" }, "\(runs.map(\.text))")
        // Every series of the price pane is named: 6 averages, 4 overlay titles and their 3 + 1 + 3 + 3 lines.
        #expect(runs.count == 6 + 4 + 10, "\(runs.map(\.text))")
        let rows = Set(runs.map(\.position.y))
        #expect(rows.count >= 2, "\(rows)")
        let m = EmWidthMeasurer()
        for run in runs {
            let size = m.size(of: run.text, font: run.font)
            #expect(run.position.x + size.width <= frame.layout.panes[0].legend.maxX + 0.5, "\(run.text) is cut")
            #expect(run.position.y + size.height / 2 <= frame.layout.plot.minY + 0.5, "\(run.text) lies over the plot")
        }
        // The rows come out of the price pane's plot, not the lower panes'.
        let few = try legend(try chart(overlays: []), width: 800).frame
        #expect(frame.layout.plot.minY > few.layout.plot.minY)
        #expect(frame.layout.panes[1].plot.height == few.layout.panes[1].plot.height)
    }

    @Test func aLegendThatFitsKeepsOneRow() throws {
        let (runs, frame) = try legend(try chart(overlays: ["BOLL"]), width: 1200)
        #expect(Set(runs.map(\.position.y)).count == 1)
        #expect(Double(frame.layout.panes[0].legend.height) == PaneGrid.Metrics(theme: frame.theme).legendHeight)
        #expect(frame.layout == (try legend(try chart(overlays: []), width: 1200)).frame.layout)
    }

    /// The rows do not change as the crosshair moves over bars whose values are wider or narrower.
    @Test func theRowsStayAsTheCrosshairMoves() throws {
        let many = try chart(overlays: ["BOLL", "SAR", "KC"], ma: [5, 10, 20, 30, 60])
        let before = try legend(many, width: 800).frame.layout
        for bar in [0, 40, 119] {
            many.crosshair = Crosshair(barIndex: bar, y: 100, pointerX: 0, lastInput: 0)
            #expect(try legend(many, width: 800).frame.layout == before)
        }
    }

    /// Beyond three rows the last one still ends in "…", never in a cut item.
    @Test func aCanvasTooNarrowForThreeRowsEndsInAnEllipsis() throws {
        let many = try chart(overlays: ["BOLL", "SAR", "KC", "DC"], ma: [5, 10, 20, 30, 60, 120])
        let (runs, frame) = try legend(many, width: 360)
        #expect(runs.last?.text == "…")
        #expect(Set(runs.map(\.position.y)).count == 3)
        let m = EmWidthMeasurer()
        for run in runs {
            #expect(run.position.x + m.size(of: run.text, font: run.font).width <= frame.layout.panes[0].legend.maxX + 0.5, "\(run.text) is cut")
        }
    }
}
