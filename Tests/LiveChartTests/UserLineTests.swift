import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators
import LiveChartTestSupport
import Testing

/// Price lines, vertical lines and trend lines (mplfinance's hlines, vlines, alines and tlines).
@Suite struct UserLineTests {
    let context = RenderContext(size: CGSize(width: 800, height: 500), measurer: FixedWidthMeasurer())

    func chart(_ configure: (inout KLineOptions) -> Void = { _ in }) throws -> KLineChart {
        var options = KLineOptions()
        configure(&options)
        let bars = (0..<60).map { (i: Int) -> Bar in
            let high = 101 + Double(i % 5), low = 99 - Double(i % 3)
            return Bar(time: Int64(19_724 + i) * 86_400, open: 100, high: high, low: low, close: 100.5)
        }
        return try KLineChart(series: BarSeries(bars: bars), options: options)
    }

    func texts(_ root: Layer, _ name: String) -> [String] { ((root.firstLayer(named: name) as? TextLayer)?.runs ?? []).map(\.text) }

    @Test func aPriceLineIsOnScreenWithItsTagAndTitle() throws {
        let c = try chart { $0.priceLines = [PriceLine(price: 150, title: "Target")] }
        let root = c.makeLayerTree(in: context)
        let plot = root.firstLayer(named: "candles")!.clipRect!
        let line = try #require(root.firstLayer(named: "lines.price.0") as? ShapeLayer)
        let y = line.path.controlPointBounds.midY
        #expect(y >= plot.minY && y <= plot.maxY, "the price scale includes a line far above the bars")
        #expect(texts(root, "lines.tags.text") == ["150.00", "Target"])
        // The axis gives way to the tag: no tick label within a label's height of it.
        let axis = (root.firstLayer(named: "axes") as? TextLayer)?.runs ?? root.firstLayer(named: "axes")!.sublayers.compactMap { $0 as? TextLayer }.flatMap(\.runs)
        #expect(!axis.contains { abs($0.position.y - y) < 10 && $0.position.x > plot.maxX }, "\(axis.map(\.position.y)) vs \(y)")
    }

    @Test func verticalLinesCrossEveryPaneAndTheirTimeFindsItsBar() throws {
        let monday = Int64(19_724 + 10) * 86_400
        let c = try chart {
            $0.panes = [IndicatorSpec("VOL"), IndicatorSpec("MACD")]
            $0.verticalLines = [VerticalLine(time: monday + 15 * 3600, title: "Event"), VerticalLine(time: Int64(19_724 + 500) * 86_400)]
        }
        let root = c.makeLayerTree(in: context)
        let line = try #require(root.firstLayer(named: "lines.vertical.0") as? ShapeLayer)
        #expect(line.path.elements.count == 3 * 5 || line.path.elements.count == 3 * 2, "one segment per pane: \(line.path.elements.count)")
        // On the centre of bar 10, the Monday whose afternoon the line names.
        #expect(abs(line.path.controlPointBounds.midX - KLineFrame(chart: c, context: context).x(10)) < 1)
        #expect(root.firstLayer(named: "lines.vertical.1") == nil, "a time after the bars draws nothing")
        #expect(texts(root, "lines.tags.text") == ["Event"])
        #expect(c.barIndex(holding: monday + 15 * 3600) == 10)
    }

    @Test func trendLinesNeedEveryPointOnABar() throws {
        let t = { (i: Int) in Int64(19_724 + i) * 86_400 }
        let c = try chart {
            $0.trendLines = [TrendLine(points: [(t(5), 99), (t(30), 104), (t(55), 100)]),
                             TrendLine(points: [(t(5), 99), (t(400), 104)])]
        }
        let root = c.makeLayerTree(in: context)
        let line = try #require(root.firstLayer(named: "lines.trend.0") as? ShapeLayer)
        #expect(line.path.points.count == 3)
        #expect(line.path.points[0].x < line.path.points[1].x && line.path.points[1].y < line.path.points[0].y)
        #expect(root.firstLayer(named: "lines.trend.1") == nil)
    }

    @Test func linesStayOnTheirPricesOnALogScale() throws {
        let c = try chart {
            $0.scaleMode = .log
            $0.priceLines = [PriceLine(price: 100)]
            $0.trendLines = [TrendLine(points: [(Int64(19_724 + 5) * 86_400, 100), (Int64(19_724 + 50) * 86_400, 100)])]
        }
        let root = c.makeLayerTree(in: context)
        let h = try #require(root.firstLayer(named: "lines.price.0") as? ShapeLayer).path.controlPointBounds.midY
        let trend = try #require(root.firstLayer(named: "lines.trend.0") as? ShapeLayer).path.points
        #expect(trend.allSatisfy { abs($0.y - h) < 1 }, "a trend line at 100 lies on the price line at 100")
    }
}
