import Foundation
import LiveChartCore
import LiveChartData
import LiveChartFeeds
import Testing

/// The feed's pure parts: Binance's message shapes, URLs, the backoff.
struct FeedPartsTests {
    /// The kline event of Binance's documentation (web-socket-streams#klinecandlestick-streams), values as printed there.
    @Test func binanceKlineIsABarNumberedByItsEventTime() throws {
        let text = #"{"e":"kline","E":1672515782136,"s":"BNBBTC","k":{"t":1672515780000,"T":1672515839999,"s":"BNBBTC","i":"1m","f":100,"L":200,"o":"0.0010","c":"0.0020","h":"0.0025","l":"0.0015","v":"1000","n":100,"x":false,"q":"1.0000","V":"500","Q":"0.500","B":"123456"}}"#
        let messages = try BinanceMessages.parse(text)
        #expect(messages == [.bar(Bar(time: 1_672_515_780, open: 0.001, high: 0.0025, low: 0.0015, close: 0.002, volume: 1000, amount: 1), sequence: 1_672_515_782_136)])
        let combined = try BinanceMessages.parse(#"{"stream":"bnbbtc@kline_1m","data":\#(text)}"#)
        #expect(combined == messages)
    }

    @Test func binanceTradesAreTicksNumberedByTheirIds() throws {
        let trade = try BinanceMessages.parse(#"{"e":"trade","E":1672515782136,"s":"BNBBTC","t":12345,"p":"0.001","q":"100","T":1672515782136,"m":true,"M":true}"#)
        #expect(trade == [.tick(Tick(time: 1_672_515_782, price: 0.001, volume: 100, sequence: 12345))])
        let agg = try BinanceMessages.parse(#"{"e":"aggTrade","E":1,"s":"X","a":26129,"p":"0.01633102","q":"4.70443515","f":1,"l":2,"T":1498793709153,"m":true,"M":true}"#)
        #expect(agg == [.tick(Tick(time: 1_498_793_709, price: 0.01633102, volume: 4.70443515, sequence: 26129))])
        #expect(try BinanceMessages.parse(#"{"result":null,"id":1}"#).isEmpty)
    }

    @Test func badBinanceMessagesSayWhy() {
        let cases: [(String, String)] = [
            (#"{"e":"kline","E":1,"k":{"t":0,"o":"0x10","h":"1","l":"1","c":"1","v":"1","q":"0"}}"#, "\"o\" is not a decimal number"),
            (#"{"e":"trade","E":1,"t":1,"p":"1","q":"1","T":1,"T":2}"#, "duplicate key 'T'"),
            (#"{"e":"kline","E":1.5,"k":{"t":0,"o":"1","h":"1","l":"1","c":"1","v":"1","q":"0"}}"#, "\"E\" must be a whole number"),
            (#"{"code":-1121,"msg":"Invalid symbol."}"#, "Binance says: Invalid symbol."),
            (#"[1,2]"#, "must be a JSON object"),
            (#"{"e":"depthUpdate"}"#, "unsupported Binance event 'depthUpdate'"),
        ]
        for (text, reason) in cases {
            #expect(throws: StreamWarning.self, "\(text)") { try BinanceMessages.parse(text) }
            do { _ = try BinanceMessages.parse(text) } catch { #expect(error.reason.contains(reason), "\(error.reason)") }
        }
    }

    /// A time at Int64.min milliseconds trapped in the floor division (`ms - 999`) on the feed's thread: one
    /// message (or one backfill row) crashed `livechart view --stream`. Now it is read as a (refusable) bar time.
    @Test func extremeTimesDoNotTrap() throws {
        let kline = #"{"e":"kline","E":2,"k":{"t":-9223372036854775808,"o":"100","h":"110","l":"90","c":"105","v":"1","q":"0"}}"#
        guard case .bar(let bar, _)? = try BinanceMessages.parse(kline).first else { Issue.record("no bar"); return }
        #expect(bar.time == Int64.min / 1000 - 1)
        let trade = #"{"e":"trade","E":1,"t":1,"p":"1","q":"1","T":-9223372036854775808}"#
        guard case .tick(let tick)? = try BinanceMessages.parse(trade).first else { Issue.record("no tick"); return }
        #expect(tick.time == Int64.min / 1000 - 1)
        let rows = try BinanceMessages.klines(#"[[-9223372036854775808,"100","110","90","105","1",0,"0"]]"#)
        #expect(rows.map(\.time) == [Int64.min / 1000 - 1])
        #expect(try BinanceMessages.klines(#"[[-1,"100","110","90","105","1",0,"0"]]"#).map(\.time) == [-1])
    }

    /// The klines answer of Binance's REST documentation (rest-api#klinecandlestick-data).
    @Test func binanceKlinesAnswerIsBars() throws {
        let bars = try BinanceMessages.klines(#"[[1499040000000,"0.01634790","0.80000000","0.01575800","0.01577100","148976.11427815",1499644799999,"2434.19055334",308,"1756.87402397","28.46694368","0"]]"#)
        #expect(bars == [Bar(time: 1_499_040_000, open: 0.0163479, high: 0.8, low: 0.015758, close: 0.015771, volume: 148976.11427815, amount: 2434.19055334)])
        #expect(throws: StreamWarning.self) { try BinanceMessages.klines(#"[[1,"2"]]"#) }
        #expect(throws: StreamWarning.self) { try BinanceMessages.klines(#"{"code":-1100,"msg":"Illegal characters"}"#) }
    }

    @Test func urlsAreSplitAndCheckedAsLibwebsocketsNeedsThem() throws {
        let url = try FeedURL("wss://stream.binance.com:9443/ws/btcusdt@kline_1m?timeUnit=MICROSECOND", schemes: ["ws", "wss"])
        #expect(url.host == "stream.binance.com" && url.port == 9443 && url.isSecure)
        #expect(url.path == "/ws/btcusdt@kline_1m?timeUnit=MICROSECOND")
        #expect(try FeedURL("ws://[::1]/x", schemes: ["ws"]).host == "::1")
        #expect(try FeedURL("http://h", schemes: ["http"]).adding(query: "startTime", value: "5").path == "/?startTime=5")
        for bad in ["http://h/x", "ws://", "stream.binance.com", "ws://u:p@h/", "ws://h:70000/"] {
            #expect(throws: FeedError.self, "\(bad)") { try FeedURL(bad, schemes: ["ws", "wss"]) }
        }
    }

    @Test func backoffGrowsToItsCapWithJitter() {
        var policy = ReconnectPolicy(initial: 0.5, maximum: 8, seed: 1)
        let waits = (1...10).map { policy.delay(attempt: $0) }
        for (n, wait) in waits.enumerated() {
            let step = min(8, 0.5 * Double(1 << n))
            #expect(wait >= step / 2 && wait <= step, "attempt \(n + 1): \(wait)")
        }
        #expect(Set(waits.suffix(5)).count == 5, "jittered, not equal")
        #expect(policy.delay(attempt: 1_000_000) <= 8)
    }

    /// Times from 2025-12-01 00:00 UTC: the stream bounds refuse the epoch's first year (`StreamBounds.earliest`).
    private let t0: Int64 = 1_764_547_200

    @Test func liveBarsMergeABurstAndCountRefusals() {
        var bars = LiveBars()
        let a = Bar(time: t0 + 60, open: 1, high: 2, low: 1, close: 2, volume: 1)
        var a2 = a
        a2.close = 1.5
        let b = Bar(time: t0 + 120, open: 2, high: 2, low: 2, close: 2, volume: 1)
        let changed = bars.apply([.messages([.bar(a, sequence: 1), .bar(a2, sequence: 2), .bar(a, sequence: 1), .bar(b, sequence: 3)], number: 1),
                                  .gap(after: t0 + 120), .state(.open)])
        #expect(changed == [a2, b])
        #expect(bars.refused[.late] == 1)
        #expect(bars.warnings.first?.line == 1)
        #expect(bars.status == "live · 1 late · 1 gap")
    }

    /// From the attack on the feed (RELIABILITY §11): one kline stamped 2099, or with E = 9.007e18, made every later
    /// message late. Both are now bounded by the feed's builder (`StreamBounds`), as in file streams.
    @Test func oneMessageFarAheadCannotFreezeTheFeed() {
        var bars = LiveBars()
        let now = Int64(Date().timeIntervalSince1970) / 60 * 60
        let a = Bar(time: now - 120, open: 1, high: 2, low: 1, close: 2, volume: 1)
        var future = a, poisoned = a, b = a
        future.time = 4_070_908_800  // 2099-01-01
        poisoned.close = 1.5
        b.time = now - 60
        let changed = bars.apply([.state(.open), .messages([.bar(a, sequence: (now - 120) * 1000), .bar(future, sequence: nil),
                                                          .bar(poisoned, sequence: 9_007_199_254_740_993_024), .bar(b, sequence: (now - 60) * 1000)], number: 1)])
        #expect(changed.last == b, "the bar after the poisoned ones draws")
        #expect(bars.refused[.quarantined] == 2)
    }

    /// A server restarted after a reconnect numbers its messages afresh: the new connection's updates still draw.
    @Test func aNewConnectionForgetsTheOldNumbering() {
        var bars = LiveBars()
        let a = Bar(time: t0 + 60, open: 1, high: 2, low: 1, close: 2, volume: 1)
        var b = a
        b.time = t0 + 120
        _ = bars.apply([.state(.open), .messages([.bar(a, sequence: 500)], number: 1)])
        let changed = bars.apply([.state(.waiting(attempt: 1, seconds: 0.1, reason: "cut")), .state(.open), .messages([.bar(b, sequence: 1)], number: 2)])
        #expect(changed == [b])
        #expect(bars.refused.isEmpty)
    }

    @Test func controlCharactersInTheHostAreRefused() {
        for bad in ["ws://127.0.0.1%00.evil.com/", "ws://a%0d%0ab/"] {
            #expect(throws: FeedError.self, "\(bad)") { try FeedURL(bad, schemes: ["ws"]) }
        }
    }
}

/// Binance's epoch times put on a chart's clock (issue 15, item 4).
@Suite struct FeedClockTests {
    @Test func binanceInstantsMoveOntoAWallClockChart() throws {
        let zone = try TimeZoneName.resolve("Asia/Shanghai")
        let text = #"{"e":"kline","E":1719840000500,"k":{"t":1719840000000,"o":"1","h":"2","l":"0.5","c":"1.5","v":"10","q":"15"}}"#
        let asWritten = try FeedFormat.binance.messages(in: text)
        let shanghai = try FeedFormat.binance.messages(in: text, clock: ChartClock(basis: .wallClock, zone: zone))
        guard case .bar(let utc, _)? = asWritten.first, case .bar(let local, let sequence)? = shanghai.first else { Issue.record("no bar"); return }
        #expect(utc.time == 1_719_840_000)
        #expect(local.time == 1_719_840_000 + 8 * 3600 && sequence == 1_719_840_000_500)
        #expect(try FeedFormat.binance.messages(in: text, clock: ChartClock(basis: .instant, zone: zone)) == asWritten)
    }
}
