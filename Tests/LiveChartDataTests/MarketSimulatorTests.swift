import Foundation
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

@Suite struct MarketSimulatorTests {
    let day = CivilTime(year: 2024, month: 3, day: 1).daysSince1970

    @Test func theSameSeedReplaysTheSameSession() {
        let a = MarketSimulator(seed: 7, day: day, previousClose: 10).run()
        let b = MarketSimulator(seed: 7, day: day, previousClose: 10).run()
        let c = MarketSimulator(seed: 8, day: day, previousClose: 10).run()
        #expect(a == b)
        #expect(a.ticks != c.ticks)
    }

    @Test func aSessionFillsEveryMinuteWithValidBooks() {
        let s = MarketSimulator(seed: 3, day: day, previousClose: 25).run()
        #expect(s.bars.count == 240 && s.ticks.count == 240 * 6 && s.books.count == s.ticks.count)
        #expect(s.bars.map { TradingSession.aShare.index(ofBarTime: $0.time) } == (0..<240).map { $0 })
        #expect(s.books.allSatisfy { $0.isValid && $0.bids.count == 5 && $0.asks.count == 5 })
        #expect(s.bars.allSatisfy { $0.low <= min($0.open, $0.close) && $0.high >= max($0.open, $0.close) && $0.volume > 0 })
        let closes = s.bars.map(\.close)
        #expect(closes.max()! / closes.min()! < 1.15, "a calm random walk stays within a few percent of the previous close")
        let us = MarketSimulator(seed: 3, session: .us, day: day, previousClose: 3000).run()
        #expect(us.bars.count == 390)
    }

    @Test func streamingTheTradesRebuildsTheBars() {
        let s = MarketSimulator(seed: 11, day: day, previousClose: 10).run()
        var feed = LiveFeed(builder: LiveBarBuilder(session: .aShare))
        for line in s.streamLines() { feed.feed(line) }
        #expect(feed.skippedCount == 0)
        #expect(feed.series.bars == s.bars)
        #expect(feed.orderBook == s.books.last)
    }

    @Test func theCommittedSimulatedStreamStillParses() throws {
        let text = try String(contentsOfFile: SharedData.fixture("stream-simulated-ashare.jsonl"), encoding: .utf8)
        var feed = LiveFeed(builder: LiveBarBuilder(session: .aShare))
        for line in text.split(separator: "\n") { feed.feed(String(line)) }
        let expected = MarketSimulator(seed: 7, day: CivilTime(year: 2024, month: 3, day: 1).daysSince1970, previousClose: 10).run()
        #expect(feed.skippedCount == 0)
        #expect(feed.series.bars == Array(expected.bars.prefix(feed.series.count)))
        #expect(feed.series.count == 30)
    }
}
