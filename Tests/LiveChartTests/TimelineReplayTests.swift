import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// A session replayed line by line through the stream ends with exactly the chart of the batch render.
@Suite struct TimelineReplayTests {
    static let size = CGSize(width: 1100, height: 640)

    /// Feeds `lines` to a fresh chart through `LiveFeed` and `TimelineChart.apply(_:)`.
    func streamed(_ lines: [String], session: TradingSession, options: TimelineOptions) -> (TimelineChart, LiveFeed) {
        var feed = LiveFeed(builder: LiveBarBuilder(session: session))
        let chart = TimelineChart(bars: [], session: session, options: options)
        for line in lines {
            if let change = feed.feed(line) { chart.apply(change) }
        }
        return (chart, feed)
    }

    /// Each bar as the stream of a live minute: the opening trade as a partial bar, a repeat (duplicate), then the
    /// whole bar replacing it; and a malformed line and a late one between minutes.
    func liveLines(_ bars: [Bar]) -> [String] {
        var lines: [String] = []
        for (n, bar) in bars.enumerated() {
            let opening = Bar(time: bar.time, open: bar.open, high: bar.open, low: bar.open, close: bar.open, volume: 0)
            lines.append(StreamEncoder.line(.bar(opening)))
            lines.append(StreamEncoder.line(.bar(opening)))
            lines.append(StreamEncoder.line(.bar(bar)))
            if n > 0 { lines.append(StreamEncoder.line(.bar(bars[n - 1]))) }
            lines.append("{\"type\":\"bar\",\"time\":")
        }
        return lines
    }

    func expectSameChart(_ live: TimelineChart, _ batch: TimelineChart) {
        #expect(live.days == batch.days)
        #expect(live.averages == batch.averages, "the streaming average engine equals the batch computation exactly")
        let measurer = EmWidthMeasurer()
        #expect(live.displayList(in: RenderContext(size: Self.size, measurer: measurer)) == batch.displayList(in: RenderContext(size: Self.size, measurer: measurer)))
    }

    @Test func committedAShareDaysReplayToTheBatchChart() throws {
        let loaded = try BarFileReader.load(path: SharedData.fixture("timeline-000001.XSHG-2020-07-14.csv"), options: BarReadOptions())
        let bars = loaded.series.bars
        #expect(bars.count == 480)
        var options = TimelineOptions()
        options.dayCount = 1
        let batch = TimelineChart(bars: bars, session: .aShare, options: options)
        let (live, feed) = streamed(liveLines(bars), session: .aShare, options: options)
        // The 14:59 bars (closing auction: no trade, O = H = L = C) equal their opening line, so the whole bar repeats it too.
        let flat = bars.filter { $0.volume == 0 && $0.open == $0.high && $0.open == $0.low && $0.open == $0.close }.count
        #expect(flat == 2)
        #expect(feed.skippedCount == bars.count * 2 + (bars.count - 1) + flat)
        #expect(Set(feed.warnings.map(\.kind)) == [.duplicate, .late, .malformed])
        #expect(feed.series.bars == bars)
        expectSameChart(live, batch)
        #expect(batch.reference(ofShownDay: 0) == bars[239].close, "the previous close comes from the day before in the file")
        options.dayCount = 5
        live.options = options
        batch.options = options
        expectSameChart(live, batch)
    }

    @Test func simulatedTradesReplayToTheBatchChartWithTheOrderBook() {
        let day = CivilTime(year: 2024, month: 3, day: 1).daysSince1970
        let market = MarketSimulator(seed: 5, day: day, previousClose: 10).run()
        var options = TimelineOptions()
        options.previousClose = 10
        options.limitRule = .percent(0.1, tick: 0.01)
        let batch = TimelineChart(bars: market.bars, session: .aShare, options: options)
        batch.orderBook = market.books.last
        let (live, feed) = streamed(market.streamLines(), session: .aShare, options: options)
        #expect(feed.skippedCount == 0)
        #expect(live.orderBook == market.books.last)
        expectSameChart(live, batch)
    }

    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
    func theUSSessionWithItsClosingPrintReplays() throws {
        let loaded = try BarFileReader.load(path: SharedData.path("intraday/SP500_NOV2019_IDayRVol.csv"), options: BarReadOptions())
        let bars = loaded.series.bars
        var options = TimelineOptions()
        options.dayCount = 5
        let batch = TimelineChart(bars: bars, session: .us, options: options)
        #expect(batch.days.map(\.bars.count) == [390, 390, 390, 390], "the 16:00 prints fold into 15:59")
        let (live, _) = streamed(liveLines(bars), session: .us, options: options)
        expectSameChart(live, batch)
    }
}
