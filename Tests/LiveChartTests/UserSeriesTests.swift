import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators
import LiveChartTestSupport
import Testing

/// The user's own series (mplfinance's make_addplot and fill_between, TradingView's compare).
@Suite struct UserSeriesTests {
    let context = RenderContext(size: CGSize(width: 800, height: 600), measurer: FixedWidthMeasurer())

    /// `count` consecutive days from 2024-01-01 (weekends included, for simple weeks).
    func days(_ count: Int, close: (Int) -> Double = { 100 + Double($0 % 5) }) -> BarSeries {
        BarSeries(bars: (0..<count).map { (i: Int) -> Bar in
            let c = close(i)
            return Bar(time: Int64(19_723 + i) * 86_400, open: c, high: c + 1, low: c - 1, close: c, volume: 100)
        })
    }

    /// The price pane's legend as one text.
    func legendText(_ root: Layer) -> String {
        ((root.firstLayer(named: "legend.price") as? TextLayer)?.runs.map(\.text) ?? []).joined(separator: " ")
    }

    func column(_ series: BarSeries, _ value: (Int) -> Double) -> TimedColumn {
        TimedColumn(name: "x", times: series.bars.map(\.time), values: series.bars.indices.map(value))
    }

    @Test func valuesJoinOnTimeAndFollowAPeriodChange() throws {
        let series = days(28)
        let chart = try KLineChart(series: series)
        try chart.setUserSeries([UserSeries(name: "x", column: column(series) { $0 == 3 ? .nan : Double($0) })])
        #expect(chart.userSeriesValues[0][2] == 2 && chart.userSeriesValues[0][3].isNaN, "a gap stays a gap")
        try chart.setBars(BarResampler.resample(series, to: BarPeriod(1, .week)).series)
        // 2024-01-01 is a Monday: four whole weeks, each taking its last day's value.
        #expect(chart.userSeriesValues[0] == [6, 13, 20, 27])
    }

    @Test func aLiveBarJoinsItsValueInConstantWork() throws {
        let series = days(10)
        let chart = try KLineChart(series: series)
        let later = TimedColumn(name: "x", times: series.bars.map(\.time) + [Int64(19_723 + 10) * 86_400 + 3600], values: (0...10).map(Double.init))
        try chart.setUserSeries([UserSeries(name: "x", column: later)])
        #expect(chart.userSeriesValues[0].count == 10)
        try chart.update(Bar(time: Int64(19_723 + 10) * 86_400, open: 1, high: 2, low: 0.5, close: 1.5))
        #expect(chart.userSeriesValues[0].suffix(2) == [9, 10])
    }

    @Test func seriesGoWhereTheySay() throws {
        let series = days(40)
        var options = KLineOptions()
        options.panes = [IndicatorSpec("VOL"), IndicatorSpec("MACD")]
        let chart = try KLineChart(series: series, options: options)
        let c = column(series) { Double($0) }
        try chart.setUserSeries([
            UserSeries(name: "p", column: c, placement: .price),
            UserSeries(name: "m", column: c, style: .histogram, placement: .pane("macd")),
            UserSeries(name: "e", column: c, style: .area, placement: .newPane),
            UserSeries(name: "s1", column: c, style: .step, placement: .pane("Signals")),
            UserSeries(name: "s2", column: c, style: .scatter, placement: .pane("Signals"), fill: .series("s1")),
        ])
        let contents = chart.lowerPaneContents
        #expect(contents.map(\.title).suffix(2) == ["e", "Signals"] && contents.count == 4)
        #expect(contents[1].series.last?.name == "m" && contents[1].series.last?.kind == .columns)
        let root = chart.makeLayerTree(in: context)
        #expect(root.firstLayer(named: "userSeries.p") != nil)
        #expect(root.firstLayer(named: "pane.3.e.area") != nil && root.firstLayer(named: "pane.4.s2.fill") != nil)
        let step = try #require(root.firstLayer(named: "pane.4.s1") as? ShapeLayer)
        #expect(step.path.points.count >= 2 * 39, "two points per step")
        let legend = legendText(root)
        #expect(legend.contains("p: 39"), "\(legend)")
        // A fifth own pane is one too many.
        let five = (0..<5).map { UserSeries(name: "n\($0)", column: c, placement: .newPane) }
        #expect(throws: ChartError.self) { try chart.setUserSeries(five) }
        #expect(chart.userSeries.count == 5, "nothing changed")
    }

    @Test func theUserValuesOnScreenAreInThePriceScale() throws {
        let series = days(30)
        let chart = try KLineChart(series: series)
        try chart.setUserSeries([UserSeries(name: "far", column: column(series) { _ in 150 })])
        let line = try #require(chart.makeLayerTree(in: context).firstLayer(named: "userSeries.far") as? ShapeLayer)
        let plot = chart.layout(in: context).plot
        #expect(line.path.controlPointBounds.minY >= plot.minY && line.path.controlPointBounds.maxY <= plot.maxY)
    }

    @Test func aComparedInstrumentReadsInPercentFromTheFirstVisibleBar() throws {
        let series = days(30) { 100 + Double($0) }
        var options = KLineOptions()
        options.scaleMode = .percent
        let chart = try KLineChart(series: series, options: options)
        // The other instrument doubles its own first visible value over the same bars as the chart rises 29 %.
        try chart.setUserSeries([UserSeries(name: "QQQ", column: column(series) { 50 + 50 * Double($0) / 29 }, placement: .compare)])
        let root = chart.makeLayerTree(in: context)
        let legend = legendText(root)
        #expect(legend.contains("QQQ +100.00%"), "\(legend)")
        let line = try #require(root.firstLayer(named: "userSeries.compare.QQQ") as? ShapeLayer)
        let frame = KLineFrame(chart: chart, context: context)
        // Its first point is at 0 %, the chart's first close; its last at +100 %, above the chart's +29 %.
        #expect(abs(line.path.points.first!.y - frame.priceScale.y(for: 100)) < 0.5)
        #expect(abs(line.path.points.last!.y - frame.priceScale.y(for: 200)) < 0.5)
        #expect(line.path.points.last!.y >= frame.layout.plot.minY, "the scale takes the compared line in")
    }
}
