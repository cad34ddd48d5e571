import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators
import Testing

@Suite struct IndicatorPaneTests {
    func series(_ n: Int) -> BarSeries {
        var s = BarSeries()
        for i in 0..<n {
            let c = 100 + 10 * sin(Double(i) / 7)
            s.append(Bar(time: Int64(19_724 + i) * 86_400, open: c - 0.3, high: c + 1, low: c - 1, close: c, volume: 1000 + Double(i)))
        }
        return s
    }

    @Test func specsParseNamesAndParameters() {
        #expect(IndicatorPanes.parse("rsi(6, 12,24)")! == ("RSI", [6, 12, 24]))
        #expect(IndicatorPanes.parse("MACD")! == ("MACD", []))
        #expect(IndicatorPanes.parse("RSI(6,x)") == nil)
        #expect(IndicatorPanes.paneNames().contains("KDJ") && !IndicatorPanes.paneNames().contains("BOLL"))
        #expect(IndicatorPanes.overlayNames().contains("BOLL"))
    }

    @Test func macdPaneHasLinesHistogramAndZeroLine() {
        var options = KLineOptions()
        options.panes = ["VOL", "MACD", "KDJ", "RSI(6,12,24)"]
        options.overlays = ["BOLL"]
        let chart = KLineChart(series: series(200), options: options)
        #expect(chart.paneContents.map(\.title) == ["VOL", "MACD(12,26,9)", "KDJ(9,3,3)", "RSI(6,12,24)"])
        #expect(chart.paneContents[2].referenceLevels == [20, 50, 80])
        let root = chart.makeLayerTree(size: CGSize(width: 1000, height: 900), measurer: FixedWidthMeasurer())
        let histogramUp = root.firstLayer(named: "pane.2.MACD.up") as? ShapeLayer
        let histogramDown = root.firstLayer(named: "pane.2.MACD.down") as? ShapeLayer
        #expect(histogramUp?.path.isEmpty == false && histogramDown?.path.isEmpty == false)
        #expect(root.firstLayer(named: "pane.2.DIF") is ShapeLayer)
        #expect((root.firstLayer(named: "pane.2.references") as? ShapeLayer)?.path.isEmpty == false)
        #expect(root.firstLayer(named: "overlay.BOLL(20,2).UPPER") is ShapeLayer)
        // Each pane's plot sits below the previous one.
        let layout = chart.layout(size: CGSize(width: 1000, height: 900), measurer: FixedWidthMeasurer())
        #expect(layout.panes.count == 5)
        #expect(zip(layout.panes, layout.panes.dropFirst()).allSatisfy { $0.plot.maxY <= $1.legend.minY })
    }

    @Test func unknownIndicatorIsReportedNotDrawn() {
        var options = KLineOptions()
        options.panes = ["NOPE", "RSI"]
        let chart = KLineChart(series: series(50), options: options)
        #expect(chart.paneContents.map(\.title) == ["RSI(6,12,24)"])
        #expect(chart.indicatorProblems.count == 1 && chart.indicatorProblems[0].hasPrefix("NOPE"))
    }
}
