import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Regressions from the attack on the user-content inputs (markers, lines, series, drawings): each case
/// drew garbage, nothing, or took seconds per frame before its fix.
@Suite struct UserContentAttackTests {
    let context = RenderContext(size: CGSize(width: 800, height: 500), measurer: FixedWidthMeasurer())

    func chart(_ mode: KLineOptions.ScaleMode = .linear, count: Int = 60) throws -> KLineChart {
        var options = KLineOptions()
        options.scaleMode = mode
        let bars = (0..<count).map { (i: Int) -> Bar in
            let c = 300 + Double(i % 7)
            return Bar(time: Int64(19_723 + i) * 86_400, open: c, high: c + 2, low: c - 2, close: c + 1)
        }
        return try KLineChart(series: BarSeries(bars: bars), options: options)
    }

    @Test func aMillionMarkersOnOneBarCostFifty() throws {
        let c = try chart()
        let t = c.series.bars[50].time
        c.setMarkers((0..<1_000_000).map { _ in BarMarker(time: t, position: .above, shape: .circle) })
        #expect(c.placedMarkers.placements(on: 0...59).count == PlacedMarkers.maxPerBar)
        #expect(c.placedMarkers.placements(on: 51...59).isEmpty)
    }

    @Test func valuesTheScaleCannotShowBreakTheLine() throws {
        let c = try chart(.log)
        let times = c.series.bars.map(\.time)
        // Every other value 0 (and some negative): on a log scale those are gaps, not lines to the corner.
        try c.setUserSeries([UserSeries(name: "z", column: TimedColumn(name: "z", times: times, values: times.indices.map { $0 % 2 == 0 ? 300 : ($0 % 3 == 0 ? -5 : 0) }))])
        let root = c.makeLayerTree(in: context)
        let drawn = [root.firstLayer(named: "userSeries.z"), root.firstLayer(named: "userSeries.z.isolated")].compactMap { $0 as? ShapeLayer }
        let points = drawn.flatMap(\.path.points)
        #expect(!points.isEmpty && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(points.prefix(4))")
        #expect(drawn.first?.path.elements.allSatisfy { if case .line = $0 { false } else { true } } ?? true, "no segment joins two values across a gap")
    }

    @Test func farLevelsDoNotBlankThePricePane() throws {
        let c = try chart()
        var options = c.options
        options.priceLines = [PriceLine(price: 1e308), PriceLine(price: -1e308), PriceLine(price: 305)]
        try c.setOptions(options)
        c.setMarkers([BarMarker(time: c.series.bars[10].time, position: .atPrice, shape: .circle, price: 1.7e308)])
        let frame = KLineFrame(chart: c, context: context)
        #expect(frame.priceScale.range.lowerBound > 290 && frame.priceScale.range.upperBound < 320, "\(frame.priceScale.range)")
        #expect(frame.priceLevels.count >= 3, "the axis keeps its labels")
    }

    @Test func aLoneValueIsADot() throws {
        let c = try chart()
        let t = c.series.bars.map(\.time)
        try c.setUserSeries([UserSeries(name: "wk", column: TimedColumn(name: "wk", times: [t[10], t[30]], values: [301, 303]))])
        let dots = try #require(c.makeLayerTree(in: context).firstLayer(named: "userSeries.wk.isolated") as? ShapeLayer)
        #expect(dots.path.elements.count > 0, "two isolated values are drawn, not invisible")
    }

    @Test func longTitlesAreCutAndCrowdedTagsGiveWay() throws {
        let c = try chart()
        var options = c.options
        let long = String(repeating: "A long title ", count: 20)
        options.priceLines = (0..<20).map { PriceLine(price: 300 + Double($0) * 0.05, title: $0 == 0 ? long : "") }
        options.verticalLines = [VerticalLine(time: c.series.bars[30].time, title: long)]
        try c.setOptions(options)
        let root = c.makeLayerTree(in: context)
        let plot = c.layout(in: context).plot
        let runs = (root.firstLayer(named: "lines.tags.text") as? TextLayer)?.runs ?? []
        let measurer = FixedWidthMeasurer()
        for run in runs where run.text.hasPrefix("A long") {
            #expect(run.text.hasSuffix("…") && measurer.size(of: run.text, font: run.font).width <= plot.width, "\(run.text.count)")
        }
        let axisTags = runs.filter { $0.position.x > plot.maxX }
        #expect(axisTags.count < 20 && axisTags.count >= 1, "overlapping tags give way: \(axisTags.count) of 20")
    }
}
