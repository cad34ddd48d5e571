import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Drawings stay on their (time, price) anchors on every scale, under zoom and period change.
@Suite struct DrawingTests {
    let context = RenderContext(size: CGSize(width: 900, height: 600), measurer: FixedWidthMeasurer())

    func chart(_ mode: KLineOptions.ScaleMode = .linear) throws -> KLineChart {
        var options = KLineOptions()
        options.scaleMode = mode
        let bars = (0..<200).map { (i: Int) -> Bar in
            let c = 100 * exp(Double(i) / 100) + sin(Double(i) / 5) * 3
            return Bar(time: Int64(19_723 + i) * 86_400, open: c - 1, high: c + 2, low: c - 2, close: c + 1)
        }
        return try KLineChart(series: BarSeries(bars: bars), options: options)
    }

    func every(_ chart: KLineChart) -> [Drawing] {
        let t = chart.series.bars.map(\.time)
        let a = Drawing.Anchor(time: t[120], price: 340), b = Drawing.Anchor(time: t[180], price: 560), c = Drawing.Anchor(time: t[150], price: 400)
        return Drawing.Tool.allCases.map { tool in Drawing(tool: tool, points: Array([a, b, c].prefix(tool.pointCount)), text: tool == .text ? "note" : "") }
    }

    @Test func handlesSitOnTheirAnchorsOnEveryScale() throws {
        for mode in KLineOptions.ScaleMode.allCases {
            let chart = try chart(mode)
            chart.drawings = every(chart)
            chart.visibleBarCount = 100
            for n in chart.drawings.indices {
                chart.selectedDrawing = n
                let root = chart.makeLayerTree(in: context)
                let frame = KLineFrame(chart: chart, context: context)
                let handles = try #require(root.firstLayer(named: "drawings.\(n).handles") as? ShapeLayer, "\(mode) \(chart.drawings[n].tool)")
                let expected = chart.drawings[n].points.map { CGPoint(x: frame.x(forTime: $0.time)!, y: frame.priceScale.y(for: $0.price)) }
                let bounds = handles.path.controlPointBounds
                #expect(abs(bounds.minX + 4 - expected.map(\.x).min()!) < 0.5 && abs(bounds.minY + 4 - expected.map(\.y).min()!) < 0.5,
                        "\(mode) \(chart.drawings[n].tool): \(bounds) vs \(expected)")
                #expect(root.firstLayer(named: "drawings.\(n)") != nil || root.firstLayer(named: "drawings.\(n).text") != nil)
            }
        }
    }

    @Test func aDrawingKeepsItsBarsAfterAPeriodChange() throws {
        let chart = try chart()
        let t = chart.series.bars.map(\.time)
        chart.drawings = [Drawing(tool: .segment, points: [.init(time: t[21], price: 120), .init(time: t[100], price: 300)])]
        let daily = KLineFrame(chart: chart, context: context)
        #expect(daily.x(forTime: t[21]) == daily.x(21))
        let weekly = try BarResampler.resample(chart.series, to: BarPeriod(1, .week)).series
        try chart.setBars(weekly)
        let frame = KLineFrame(chart: chart, context: context)
        // The anchors now sit on the weeks holding those days.
        let week = chart.barIndex(holding: t[21])!
        #expect(frame.x(forTime: t[21]) == frame.x(week))
        #expect(frame.canvasPoints(chart.drawings[0]) != nil)
    }

    @Test func timesPastTheNewestBarExtendByWholePeriods() throws {
        let chart = try chart()
        let frame = KLineFrame(chart: chart, context: context)
        let last = chart.series.bars.last!.time
        #expect(abs(frame.x(forTime: last + 5 * 86_400)! - (frame.x(199) + 5 * frame.timeScale.barSpacing)) < 1e-9)
        #expect(frame.time(atX: frame.x(199) + 3 * frame.timeScale.barSpacing) == last + 3 * 86_400)
        #expect(frame.x(forTime: chart.series.bars[0].time - 10 * 86_400) == nil, "before the first bar: not placed")
    }
}
