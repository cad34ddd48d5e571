import Foundation
import LiveChart
import LiveChartData
import LiveChartIndicators
import LiveChartTestSupport
import Testing

/// `KLineChart.update` follows lightweight-charts' rule (its `series.update` documentation and issue #592):
/// the same time replaces the last bar, a newer one appends, an older one is refused; and options recompute
/// only what they change.
@Suite struct KLineUpdateRuleTests {
    func bars(_ n: Int) -> [Bar] {
        SyntheticBars.walk(count: n, seed: 5).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
    }

    @Test func sameTimeReplacesNewerAppendsOlderThrows() throws {
        let all = bars(40)
        let chart = try KLineChart(series: BarSeries(bars: Array(all.prefix(30))))
        var moved = all[29]
        moved.close = moved.low
        try chart.update(moved)
        #expect(chart.series.count == 30 && chart.series.last == moved)
        try chart.update(all[30])
        #expect(chart.series.count == 31 && chart.series.last == all[30])
        #expect(throws: ChartError.olderBar(time: all[10].time, lastTime: all[30].time)) { try chart.update(all[10]) }
        #expect(chart.series.count == 31 && chart.series.last == all[30], "a refused bar changes nothing")
    }

    @Test func anEmptyChartGrowsFromLiveBarsAlone() throws {
        var options = KLineOptions()
        options.panes = ["VOL", "MACD", "KDJ"]
        options.overlays = ["BOLL"]
        let chart = try KLineChart(options: options)
        #expect(chart.series.isEmpty && chart.paneContents.allSatisfy { $0.series.allSatisfy(\.values.isEmpty) })
        let all = bars(120)
        for bar in all { try chart.update(bar) }
        let batch = try KLineChart(series: BarSeries(bars: all), options: options)
        #expect(chart.series == batch.series)
        #expect(chart.period == batch.period)
        for (p, q) in zip(chart.paneContents + chart.overlayContents, batch.paneContents + batch.overlayContents) {
            for (s, t) in zip(p.series, q.series) {
                #expect(s.values.count == t.values.count)
                #expect(zip(s.values, t.values).allSatisfy { ($0.isNaN && $1.isNaN) || abs($0 - $1) <= 1e-9 * max(1, abs($1)) },
                        "\(p.title) \(s.name)")
            }
        }
    }

    @Test func barsThatCannotBeDrawnAreRefused() throws {
        let chart = try KLineChart(series: BarSeries(bars: bars(10)))
        let last = chart.series.last!
        var bad = last
        bad.high = bad.low - 1
        #expect(throws: ChartError.self) { try chart.update(bad) }
        bad = last
        bad.close = .nan
        #expect(throws: ChartError.self) { try chart.update(bad) }
        #expect(chart.series.last == last)
    }

    /// Panes with parameters keep their own engines: KDJ after a custom MACD updates live and equals batch.
    @Test func everyPaneKeepsItsOwnEngine() throws {
        var options = KLineOptions()
        options.panes = ["MACD(5,10,4)", "KDJ", "RSI(6)"]
        let all = bars(200)
        let chart = try KLineChart(series: BarSeries(bars: Array(all.prefix(150))), options: options)
        for bar in all.dropFirst(150) { try chart.update(bar) }
        let batch = try KLineChart(series: BarSeries(bars: all), options: options)
        for (p, q) in zip(chart.paneContents, batch.paneContents) {
            #expect(p.title == q.title)
            for (s, t) in zip(p.series, q.series) {
                #expect(abs(s.values[199] - t.values[199]) <= 1e-9 * max(1, abs(t.values[199])), "\(p.title) \(s.name)")
            }
        }
    }

    /// A title, theme, locale or style change computes no indicator; a new pane computes only itself.
    @Test func optionsRecomputeOnlyWhatTheyChange() throws {
        let counter = MakeCounter()
        var registry = IndicatorRegistry.standard
        registry.register(IndicatorDefinition(
            name: "COUNTED", title: "RSI, counting how often it is made", parameters: [IndicatorParameter("N", 6)],
            make: { p, c in counter.tick(); return RSI(periods: [Int(p[0])], convention: c) }))
        var options = KLineOptions()
        options.registry = registry
        options.panes = ["COUNTED"]
        let chart = try KLineChart(series: BarSeries(bars: bars(300)), options: options)
        try chart.update(bars(301)[300])  // the first live bar makes the streaming engine
        let made = counter.count
        options.title = "Renamed"
        options.theme = .dark
        options.locale = .zh
        options.style = .hollow
        options.crosshairSnapsToClose = true
        try chart.setOptions(options)
        #expect(counter.count == made)
        options.panes = ["COUNTED", "MACD"]
        try chart.setOptions(options)
        #expect(counter.count == made, "adding MACD keeps the COUNTED pane and its engine")
        try chart.update(bars(302)[301])
        #expect(counter.count == made, "the kept engine goes on without a rebuild")
        #expect(chart.paneContents[0].series[0].color == Theme.dark.lineColor(0))
    }
}

/// Counts calls from indicator factories, which may run on any thread.
final class MakeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    var count: Int { lock.withLock { calls } }
    func tick() { lock.withLock { calls += 1 } }
}
