import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators
import LiveChartTestSupport
import Testing

/// Ichimoku on the price pane as TradingView and StockCharts draw it: the cloud 25 bars ahead of the newest bar,
/// green where SPANA ≥ SPANB and red below, split at the crossings; the lagging span 25 bars behind.
@Suite struct IchimokuCloudTests {
    /// 120 daily bars rising by 1 a day, then 80 falling by 1.5: the cloud is SPANA-above during the rise and
    /// SPANB-above after the fall.
    let series: BarSeries = {
        var close = 100.0
        return BarSeries(bars: (0..<200).map { i in
            close += i < 120 ? 1 : -1.5
            return Bar(time: Int64(19_000 + i) * 86_400, open: close - 0.3, high: close + 1, low: close - 1, close: close, volume: 1000)
        })
    }()

    func chart(visible: Int? = nil) throws -> KLineChart {
        var options = KLineOptions()
        options.maPeriods = []
        options.overlays = ["ICHIMOKU"]
        let chart = try KLineChart(series: series, options: options)
        chart.visibleBarCount = visible
        return chart
    }

    let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: FixedWidthMeasurer())

    func bounds(_ root: Layer, _ name: String) -> CGRect? { (root.firstLayer(named: name) as? ShapeLayer)?.path.controlPointBounds }

    @Test func cloudRunsAheadAndLaggingSpanBehind() throws {
        let chart = try chart()
        let frame = KLineFrame(chart: chart, context: context)
        let root = chart.makeLayerTree(in: context)
        let spacing = frame.timeScale.barSpacing, lastX = frame.x(series.count - 1)
        // The default fit leaves the 25 slots the spans are drawn ahead.
        #expect(abs(frame.timeScale.rightOffset - 25) < 1e-9)
        let candles = try #require(bounds(root, "candles.down")).union(try #require(bounds(root, "candles.up")))
        #expect(candles.maxX <= frame.layout.plot.maxX - 24 * spacing)
        let spanA = try #require(bounds(root, "overlay.ICHIMOKU(9,26,52,26).SPANA"))
        #expect(abs(spanA.maxX - (lastX + 25 * spacing)) < 1e-6, "SPANA ends 25 bars after the newest bar")
        let chikou = try #require(bounds(root, "overlay.ICHIMOKU(9,26,52,26).CHIKOU"))
        #expect(abs(chikou.maxX - (lastX - 25 * spacing)) < 1e-6, "the lagging span ends 25 bars before it")
        #expect(abs(chikou.minX - frame.x(0)) < 1e-6, "the first bar shows the close 25 bars later")
    }

    @Test func cloudIsSplitIntoAboveAndBelowAtTheCrossing() throws {
        let root = try chart().makeLayerTree(in: context)
        let above = try #require(bounds(root, "overlay.ICHIMOKU(9,26,52,26).SPANA.cloud.above"))
        let below = try #require(bounds(root, "overlay.ICHIMOKU(9,26,52,26).SPANA.cloud.below"))
        // Above (the rise, drawn 25 bars on) lies left of below (the fall); they meet at the crossing, not overlap.
        #expect(above.width > 0 && below.width > 0)
        #expect(above.minX < below.minX && above.maxX <= below.minX + 1e-6, "\(above) \(below)")
        let colors = ((root.firstLayer(named: "overlay.ICHIMOKU(9,26,52,26).SPANA.cloud.above") as? ShapeLayer)?.fillColor,
                      (root.firstLayer(named: "overlay.ICHIMOKU(9,26,52,26).SPANA.cloud.below") as? ShapeLayer)?.fillColor)
        #expect(colors.0?.hexString != colors.1?.hexString, "green above, red below")
    }

    /// Zoomed to the newest 30 bars of the fall, the spans drawn ahead (the 52-bar middle of the last bars, far
    /// above them) must fit on the price scale, as lines drawn off it would vanish.
    @Test func priceScaleHoldsTheCloudAhead() throws {
        let chart = try chart(visible: 30)
        let frame = KLineFrame(chart: chart, context: context)
        let spanB = try #require(chart.overlays.first?.content.series[3])
        let ahead = (series.count..<(series.count + 25)).map(spanB.value(drawnAt:))
        #expect(ahead.allSatisfy { $0.isFinite })
        let highest = try #require(ahead.max())
        #expect(highest > series.bars.suffix(30).map(\.high).max()!, "the test needs the cloud above the bars")
        #expect(frame.priceScale.range.upperBound >= highest)
    }

    /// A live bar moves the cloud ahead by one slot and equals the batch values of the longer series.
    @Test func liveBarExtendsTheCloud() throws {
        let chart = try chart()
        let last = series.bars.last!
        try chart.update(Bar(time: last.time + 86_400, open: last.close, high: last.close + 3, low: last.close - 4, close: last.close - 2, volume: 900))
        let live = chart.overlays[0].content.series
        let batch = try IndicatorRegistry.standard.compute("ICHIMOKU", bars: chart.series.bars).lines
        for (l, b) in zip(live, batch) {
            #expect(l.offset == b.offset)
            #expect(l.values.elementsEqual(b.values) { $0 == $1 || ($0.isNaN && $1.isNaN) }, "\(l.name)")
        }
        #expect(live[2].value(drawnAt: series.count + 25).isFinite && live[2].value(drawnAt: series.count + 26).isNaN)
    }
}
