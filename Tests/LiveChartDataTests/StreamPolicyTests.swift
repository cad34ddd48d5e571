import Foundation
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

@Suite struct StreamPolicyTests {
    func lines(_ fixture: String) throws -> [String] {
        let text = try String(contentsOfFile: SharedData.fixture(fixture), encoding: .utf8)
        // Split bytes, not characters: "\r\n" is one Character, and the CRLF line must reach the feed with its "\r".
        return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    func time(_ h: Int, _ m: Int) -> Int64 { CivilTime(year: 2024, month: 3, day: 1, hour: h, minute: m).secondsSince1970 }

    @Test func awkwardLinesAreSkippedWithLocatedWarnings() throws {
        var feed = LiveFeed(builder: LiveBarBuilder(session: .aShare))
        var changes: [StreamChange?] = []
        for line in try lines("stream-awkward.jsonl") { changes.append(feed.feed(line)) }
        let expected: [(Int, StreamWarning.Kind)] = [
            (4, .duplicate), (5, .late), (6, .malformed), (7, .outsideSession), (8, .malformed), (9, .malformed),
            (11, .duplicate), (12, .late), (13, .malformed), (14, .malformed), (15, .malformed), (17, .malformed),
            (19, .malformed), (21, .malformed), (23, .outsideSession), (24, .late),
        ]
        #expect(feed.warnings.map(\.line) == expected.map(\.0))
        #expect(feed.warnings.map(\.kind) == expected.map(\.1))
        #expect(feed.skippedCount == expected.count)
        #expect(changes[1] == nil, "a blank line is ignored")
        #expect(feed.lineNumber == 24)
        let bars = feed.series.bars
        #expect(bars.map(\.time) == [time(9, 31), time(9, 32), time(9, 33), time(11, 30)])
        #expect(bars[0] == Bar(time: time(9, 31), open: 10, high: 10.3, low: 9.9, close: 10.2, volume: 1500))
        #expect(bars[1].open == 10.25 && bars[1].high == 10.25 && bars[1].low == 10.15 && bars[1].close == 10.15 && bars[1].volume == 500,
                "the CRLF tick extended the 09:32 bar")
        #expect(abs(bars[1].amount - (10.25 * 200 + 10.15 * 300)) < 1e-9, "a trade without amount counts price × volume")
        #expect(feed.orderBook?.bids.map(\.price) == [10.15, 10.14])
        #expect(feed.warnings.allSatisfy { !$0.reason.isEmpty && $0.description.hasPrefix("line \($0.line): ") })
    }

    /// Times from 2025-12-01 00:00 UTC: the stream bounds refuse the epoch's first year (`StreamBounds.earliest`).
    private let t0: Int64 = 1_764_547_200

    @Test func aSkippedLineLeavesTheSeriesUntouched() {
        var builder = LiveBarBuilder()
        _ = builder.apply(.bar(Bar(time: t0 + 120, open: 1, high: 2, low: 1, close: 2, volume: 5)))
        let before = builder.series
        #expect(before.count == 1, "the first bar is taken")
        for message in [StreamMessage.bar(Bar(time: t0 + 60, open: 1, high: 2, low: 1, close: 2)),
                        .bar(Bar(time: t0 + 180, open: 1, high: 0.5, low: 1, close: 2)),
                        .bar(Bar(time: t0 + 180, open: .nan, high: 2, low: 1, close: 2)),
                        .tick(Tick(time: t0 + 100, price: 3, volume: 1)),
                        .tick(Tick(time: t0 + 130, price: .infinity, volume: 1)),
                        // Found by this round's attack: a negative bar vanished without a warning, a 1e308 one blanked the chart.
                        .bar(Bar(time: t0 + 180, open: -5, high: -1, low: -10, close: -2)),
                        .bar(Bar(time: t0 + 180, open: 1e308, high: 1e308, low: 1, close: 2)),
                        .bar(Bar(time: t0 + 180, open: 1, high: 2, low: 1, close: 2, volume: 1e300)),
                        .tick(Tick(time: t0 + 130, price: -3, volume: 1))] {
            guard case .skipped = builder.apply(message) else {
                Issue.record("\(message) was not skipped")
                continue
            }
            #expect(builder.series == before)
        }
    }

    @Test func tradesWithoutASessionFillMinuteBucketsLabelledByTheirOpen() {
        var builder = LiveBarBuilder(periodSeconds: 60)
        #expect(builder.apply(.tick(Tick(time: t0 + 65, price: 10, volume: 1))) == .appended(Bar(time: t0 + 60, open: 10, high: 10, low: 10, close: 10, volume: 1, amount: 10)))
        guard case .updatedLast(let bar) = builder.apply(.tick(Tick(time: t0 + 119, price: 9, volume: 2))) else {
            Issue.record("the second trade of the minute must update the bar")
            return
        }
        #expect(bar.low == 9 && bar.close == 9 && bar.volume == 3 && bar.amount == 28)
        #expect(builder.apply(.tick(Tick(time: t0 + 120, price: 11))) == .appended(Bar(time: t0 + 120, open: 11, high: 11, low: 11, close: 11, volume: 0, amount: 0)))
    }

    /// Found by an attack on `view --stream ws:// --timeline` (2026-12-04): every bad book was "crossed, unsorted or
    /// has a negative size", a negative price included. Each refusal now names the side, the level and the field.
    @Test func aBadOrderBookIsRefusedNamingTheLevelAndField() {
        func level(_ price: Double, _ size: Double = 100) -> OrderBookLevel { OrderBookLevel(price: price, size: size) }
        let cases: [([OrderBookLevel], [OrderBookLevel], String)] = [
            ([level(10.02), level(-1)], [level(10.03)], "bid 2 price -1.0 is not a positive number"),
            ([level(10.02)], [level(10.03), level(10.04, -5)], "ask 2 size -5.0 is negative or not finite"),
            ([level(10.02)], [level(10.04), level(10.03)], "ask 2 price 10.03 is not above ask 1's 10.04 (levels go best first)"),
            ([level(10.01), level(10.02)], [level(10.03)], "bid 2 price 10.02 is not below bid 1's 10.01 (levels go best first)"),
            ([level(10.05)], [level(10.04)], "crossed: bid 1 10.05 is not below ask 1 10.04"),
        ]
        for (bids, asks, reason) in cases {
            var builder = LiveBarBuilder(session: .aShare, bounds: .replay)
            let book = OrderBook(time: time(9, 31), bids: bids, asks: asks)
            guard case .skipped(let warning) = builder.apply(.book(book)) else {
                Issue.record("\(reason): the book must be refused")
                continue
            }
            #expect(warning.kind == .malformed && warning.reason == "order book at 2024-03-01 09:31:00: \(reason)", "\(warning)")
        }
        var builder = LiveBarBuilder(session: .aShare, bounds: .replay)
        let good = OrderBook(time: time(9, 31), bids: [level(10.02), level(10.01)], asks: [level(10.03), level(10.04)])
        #expect(builder.apply(.book(good)) == .book(good))
    }

    @Test func encodedLinesReadBackExactly() throws {
        let messages: [StreamMessage] = [
            .tick(Tick(time: time(9, 30) + 5, price: 10.07, volume: 300, sequence: 9)),
            .bar(Bar(time: time(9, 31), open: 2991.18, high: 2991.5, low: 2990.34, close: 2990.43, volume: 720_858_300)),
            .bar(Bar(time: time(9, 32), open: 0.1, high: 0.3, low: 0.1, close: 0.2, volume: 1, amount: 0.2)),
            .book(OrderBook(time: time(9, 31), bids: [OrderBookLevel(price: 10.06, size: 500)], asks: [OrderBookLevel(price: 10.07, size: 100)])),
        ]
        for message in messages {
            #expect(try StreamLineParser.parse(StreamEncoder.line(message)) == message)
        }
    }
}
