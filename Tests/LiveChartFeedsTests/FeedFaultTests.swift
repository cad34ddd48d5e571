import Foundation
import LiveChartData
import LiveChartFeeds
import LiveChartTestSupport
import Testing

/// Faults injected by a loopback Binance-style server (`ReplayServer`) replaying Binance's own BTCUSDT daily
/// candles for 2024-01…06 as a kline stream: after each fault the drawn bars must equal the file's bars exactly.
@Suite(.serialized, .enabled(if: ReplayServer.isAvailable))
struct FeedFaultTests {
    /// The recording's bars as the file reader reads them: the truth every run is checked against.
    static let expected: [Bar] = (try? BarFileReader.load(path: ReplayServer.recording).series.bars) ?? []

    struct Run {
        var bars: LiveBars
        var connections: Int
        var seconds: Double
    }

    /// Connects to `mode`, applies everything until the last bar arrives final (or 30 s pass), then stops.
    func run(_ mode: String, backfill: Bool = true, idle: Double = 30, until done: ((LiveBars) -> Bool)? = nil) throws -> Run {
        let server = try ReplayServer()
        let session = "\(mode)-\(UInt32.random(in: 0...UInt32.max))"
        var options = WebSocketFeed.Options(backfill: backfill ? server.backfill(session: session) : nil)
        options.reconnect = ReconnectPolicy(initial: 0.05, maximum: 0.4)
        options.idleTimeout = idle
        let feed = try WebSocketFeed(url: server.stream(mode, session: session), format: .binance, options: options)
        let start = Date()
        try feed.start()
        var bars = LiveBars()
        let finished = done ?? { Self.same($0.series.bars.last, Self.expected.last) }
        while Date().timeIntervalSince(start) < 30 {
            _ = bars.apply(feed.drain(), to: feed)
            if finished(bars) { break }
            usleep(10_000)
        }
        feed.stop()
        return Run(bars: bars, connections: feed.connections, seconds: Date().timeIntervalSince(start))
    }

    static func same(_ a: Bar?, _ b: Bar?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.time == b.time && a.open == b.open && a.high == b.high && a.low == b.low && a.close == b.close && a.volume == b.volume
    }

    func expectRecording(_ run: Run, _ comment: Comment) {
        let drawn = run.bars.series.bars
        #expect(drawn.count == Self.expected.count, comment)
        let wrong = zip(drawn, Self.expected).enumerated().filter { !Self.same($0.element.0, $0.element.1) }.map(\.offset)
        #expect(wrong.isEmpty, "\(comment): bars \(wrong.prefix(5)) differ from the recording")
    }

    @Test func recordingIsRead() {
        #expect(Self.expected.count == 182)
    }

    @Test func cleanReplayDrawsTheRecording() throws {
        let run = try run("clean")
        expectRecording(run, "clean replay")
        #expect(run.bars.refused.isEmpty)
        #expect(run.connections == 1)
    }

    @Test func disconnectMidBarIsFilledFromTheBackfill() throws {
        let run = try run("drop")
        expectRecording(run, "cut mid-bar, 10 updates lost, backfilled")
        #expect(run.connections == 2)
        #expect(run.bars.gaps.isEmpty)
    }

    @Test func disconnectWithoutBackfillMarksTheGap() throws {
        let run = try run("drop", backfill: false)
        #expect(run.connections == 2)
        #expect(run.bars.gaps.count == 1)
        // The bar cut mid-way keeps its last partial values and the lost ones are missing; every other bar is exact.
        let gap = try #require(run.bars.gaps.first)
        let byTime = Dictionary(uniqueKeysWithValues: Self.expected.map { ($0.time, $0) })
        let drawn = run.bars.series.bars
        #expect(drawn.count < Self.expected.count)
        for bar in drawn where bar.time != gap {
            #expect(Self.same(bar, byTime[bar.time]), "bar at \(bar.time)")
        }
        #expect(drawn.contains { $0.time == gap })
    }

    @Test func duplicatedAndStaleMessagesAreRefused() throws {
        let run = try run("dup")
        expectRecording(run, "every update twice, old closed bars")
        #expect((run.bars.refused[.duplicate] ?? 0) >= Self.expected.count * 4 - 1)
        #expect((run.bars.refused[.late] ?? 0) > 50)
    }

    @Test func outOfOrderUpdatesCannotRollABarBack() throws {
        let run = try run("reorder")
        expectRecording(run, "2nd update before the 1st")
        #expect(run.bars.refused[.late] == Self.expected.count)
    }

    @Test func garbageIsSkippedWithWarnings() throws {
        let run = try run("garbage")
        expectRecording(run, "bad messages between good ones")
        let reasons = run.bars.warnings.map(\.reason)
        #expect(reasons.contains { $0.contains("not JSON") })
        #expect(reasons.contains { $0.contains("binary message") })
        #expect(reasons.contains { $0.contains("over the") && $0.contains("limit") })
        #expect(reasons.contains { $0.contains("\"o\" is not a decimal number") })
        #expect(reasons.contains { $0.contains("unsupported Binance event 'depthUpdate'") })
        #expect(reasons.contains { $0.contains("Invalid symbol") })
        #expect(run.bars.warnings.allSatisfy { $0.line > 0 || $0.reason.hasPrefix("backfill") }, "each warning names its message")
    }

    /// RFC 6455 §8.1: a text message that is not UTF-8 fails the connection. Found by an attack (2026-12-04): it was
    /// warned as "not JSON" on a connection kept open. Now it is warned as what it is, the client closes with 1007,
    /// opens again and backfills what the closing lost.
    @Test func textThatIsNotUTF8FailsTheConnection() throws {
        let run = try run("badutf8")
        expectRecording(run, "a text frame of invalid UTF-8 mid-bar, closed with 1007, backfilled")
        #expect(run.connections == 2)
        #expect(run.bars.warnings.contains { $0.reason.contains("not UTF-8; the connection is closed (1007)") }, "\(run.bars.warnings)")
        #expect(!run.bars.warnings.contains { $0.reason.contains("not JSON") })
    }

    @Test func stalledConnectionIsHungUpAndResumed() throws {
        let run = try run("stall", idle: 1)
        expectRecording(run, "silent server, idle hang-up after 1 s")
        #expect(run.connections == 2)
        #expect(run.bars.retries == 1)
    }

    @Test func refusingServerIsRetriedWithBackoff() throws {
        let run = try run("refuse")
        expectRecording(run, "three 503s before the handshake")
        #expect(run.connections == 1)
        #expect(run.bars.retries == 3)
    }
}
