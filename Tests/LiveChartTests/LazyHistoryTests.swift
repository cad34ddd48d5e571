import Foundation
import LiveChart
import LiveChartData
import Testing

@Suite struct LazyHistoryTests {
    func bars(_ range: Range<Int>) -> [Bar] {
        range.map { i in Bar(time: Int64(i) * 86_400, open: 100, high: 101, low: 99, close: 100 + Double(i % 7), volume: 1) }
    }

    /// Scrolling back near the oldest bar asks once; prepending keeps every visible bar where it was.
    @Test func prependKeepsTheViewExactlyWhereItWas() throws {
        let chart = try KLineChart(series: BarSeries(bars: bars(1000..<1300)))
        var controller = InteractionController(viewport: Viewport(width: 800, barCount: 300, barSpacing: 8))
        var trigger = HistoryTrigger(threshold: 50, batchSize: 500)
        _ = controller.handle(.key(.home), at: 0)  // scroll to the oldest loaded bar
        let scale = controller.viewport.timeScale
        let firstVisible = scale.visibleLogicalRange.lowerBound
        let oldest = chart.series.bars[0].time
        let first = trigger.shouldRequest(firstVisibleIndex: firstVisible, oldestTime: oldest)
        let second = trigger.shouldRequest(firstVisibleIndex: firstVisible, oldestTime: oldest)
        #expect(first && !second)  // once, not on every frame
        let timesOnScreen = scale.visibleBarIndices!.map { (chart.series.bars[$0].time, scale.x(ofIndex: Double($0))) }

        let added = chart.prepend(bars(500..<1000))
        trigger.received(added)
        controller.updateViewport { $0.didPrepend(added) }
        #expect(added == 500 && chart.series.count == 800)
        let after = controller.viewport.timeScale
        for (time, x) in timesOnScreen {
            let index = chart.series.bars.firstIndex { $0.time == time }!
            #expect(abs(after.x(ofIndex: Double(index)) - x) < 1e-9)
        }
        // The view is no longer near the oldest bar, so nothing more is asked for.
        let again = trigger.shouldRequest(firstVisibleIndex: after.visibleLogicalRange.lowerBound, oldestTime: chart.series.bars[0].time)
        #expect(!again)
    }

    @Test func anEmptyAnswerEndsTheRequestsAndBadAnswersAreFiltered() throws {
        let chart = try KLineChart(series: BarSeries(bars: bars(100..<200)))
        var trigger = HistoryTrigger()
        let asked = trigger.shouldRequest(firstVisibleIndex: 0, oldestTime: 100 * 86_400)
        #expect(asked)
        // A late answer overlapping what is loaded, unordered and with a repeat: only older, distinct bars go in.
        let answer: [Bar] = [bars(98..<99)[0], bars(150..<151)[0], bars(97..<98)[0], bars(97..<98)[0]]
        #expect(chart.prepend(answer) == 2)
        let firstTimes: [Int64] = chart.series.bars.prefix(3).map(\.time)
        let expected: [Int64] = [97, 98, 100].map { $0 * 86_400 }
        #expect(firstTimes == expected)
        trigger.received(0)
        #expect(trigger.exhausted)
        let afterEnd = trigger.shouldRequest(firstVisibleIndex: 0, oldestTime: 97 * 86_400)
        #expect(!afterEnd)
    }

    /// MA values after a prepend equal a batch computation over the whole longer series.
    @Test func indicatorsAfterPrependEqualABatchRun() throws {
        var options = KLineOptions()
        options.panes = ["MACD"]
        let chart = try KLineChart(series: BarSeries(bars: bars(300..<400)), options: options)
        chart.prepend(bars(200..<300))
        let batch = try KLineChart(series: BarSeries(bars: bars(200..<400)), options: options)
        #expect(chart.movingAverages[0].elementsEqual(batch.movingAverages[0]) { $0 == $1 || ($0.isNaN && $1.isNaN) })
        #expect(chart.paneContents[0].series[0].values == batch.paneContents[0].series[0].values)
    }
}
