import LiveChartCore
import LiveChartData
import Testing

/// Issue 17, item 2: one bad stream line froze the rest. The attack's case: 2,880 trades, one of them stamped in
/// 2099 (or numbered 9.2e18), and 1,290 later valid lines were dropped as late or duplicate, exit 0.
@Suite struct StreamBoundsTests {
    static let day: Int64 = 1_764_633_600  // 2025-12-02 00:00 UTC
    /// A clock fixed at the end of the day the trades fill.
    static let bounds = StreamBounds(clock: { day + 86_400 })

    /// 2,880 trades, one every 30 s, numbered 1…2,880.
    static func trades() -> [Tick] {
        (0..<2_880).map { i in Tick(time: day + Int64(i) * 30, price: 100 + Double(i % 17) * 0.1, volume: 10, sequence: Int64(i + 1)) }
    }

    static func build(_ ticks: [Tick], bounds: StreamBounds = Self.bounds) -> (LiveBarBuilder, [StreamWarning]) {
        var builder = LiveBarBuilder(bounds: bounds)
        var warnings: [StreamWarning] = []
        for tick in ticks { if case .skipped(let w) = builder.apply(.tick(tick)) { warnings.append(w) } }
        return (builder, warnings)
    }

    @Test func aTradeStampedIn2099IsQuarantinedAndTheRestDraw() {
        var ticks = Self.trades()
        let clean = Self.build(ticks).0.series
        ticks.insert(Tick(time: 4_070_908_800, price: 100, volume: 10, sequence: 1_000), at: 1_000)
        for bounds in [Self.bounds, .replay] {  // by the clock, and without one by the jump
            let (builder, warnings) = Self.build(ticks, bounds: bounds)
            #expect(builder.series == clean)
            #expect(warnings.map(\.kind) == [.quarantined], "\(warnings)")
        }
        #expect(Self.build(ticks).1.first?.reason.contains("ahead of this machine's clock") == true)
    }

    /// From the attack on issue 15's feeds (2026-12-04): a first message stamped 0, with no history, was drawn as a
    /// 1970 bar before the live ones, and the jump bound then held back the next two. Seconds read as milliseconds
    /// (1.76e9 ms is 1970-01-21) did the same. Both now are quarantined, by the clock and by the replay bounds, and
    /// every real trade draws.
    @Test func aTimeInTheEpochsFirstYearIsQuarantinedAndTheRestDraw() {
        let ticks = Self.trades()
        let clean = Self.build(ticks).0.series
        for early: Int64 in [0, Self.day / 1_000, 365 * 86_400 - 1] {
            for bounds in [Self.bounds, .replay] {
                let (builder, warnings) = Self.build([Tick(time: early, price: 100, volume: 10)] + ticks, bounds: bounds)
                #expect(builder.series == clean, "\(early)")
                #expect(warnings.map(\.kind) == [.quarantined], "\(early): \(warnings)")
                #expect(warnings.first?.reason.contains("a zero or missing time, or seconds read as milliseconds") == true)
            }
        }
        var synthetic = Self.bounds
        synthetic.earliest = nil
        #expect(Self.build([Tick(time: 0, price: 100, volume: 10)], bounds: synthetic).0.series.last?.time == 0, "the floor can be turned off")
    }

    @Test func aHugeTradeNumberCannotMakeLaterTradesDuplicates() {
        var ticks = Self.trades()
        ticks[1_000].sequence = 9_223_372_036_854_775_000
        var unnumbered = ticks
        unnumbered[1_000].sequence = nil
        let (builder, warnings) = Self.build(ticks)
        #expect(warnings.isEmpty, "later trades are newer, and the time wins over the number: \(warnings.prefix(2))")
        #expect(builder.series == Self.build(unnumbered).0.series)
        // A real repeat (same time, a number already seen) is still a duplicate.
        var repeated = Self.trades()
        repeated.insert(repeated[2_000], at: 2_001)
        #expect(Self.build(repeated).1.map(\.kind) == [.duplicate])
    }

    /// The live bar's updates numbered 1, 2, 3, then one numbered 9.2e18, then 4 and 5: only the poisoned one is held.
    @Test func aLiveBarUpdateNumberedFarAboveIsQuarantined() {
        var builder = LiveBarBuilder(bounds: Self.bounds)
        func update(_ close: Double, _ sequence: Int64) -> StreamChange {
            builder.apply(.bar(Bar(time: Self.day, open: 10, high: 12, low: 9, close: close, volume: close), sequence: sequence))
        }
        for s in 1...3 { _ = update(10 + Double(s) * 0.1, Int64(s)) }
        guard case .skipped(let w) = update(11.9, 9_223_372_036_854_775_000) else { Issue.record("the poisoned update was applied"); return }
        #expect(w.kind == .quarantined)
        #expect(update(10.4, 4) == .updatedLast(Bar(time: Self.day, open: 10, high: 12, low: 9, close: 10.4, volume: 10.4)))
        #expect(update(10.5, 5).isApplied)
    }

    /// A producer that really renumbers (a restart) is believed after three in a row; one that really resumed a
    /// month later likewise. Each of the first two is said.
    @Test func aStreamThatReallyMovedOnIsTakenAfterThreeInARow() {
        var builder = LiveBarBuilder(bounds: Self.bounds)
        let bar = Bar(time: Self.day, open: 10, high: 12, low: 9, close: 11)
        _ = builder.apply(.bar(bar, sequence: 7))
        let renumbered = (0..<4).map { builder.apply(.bar(bar.with(close: 11 + Double($0) * 0.1), sequence: 5_000_000 + Int64($0))) }
        #expect(renumbered.map(\.isApplied) == [false, false, true, true])

        var resumed = LiveBarBuilder(bounds: .replay)
        _ = resumed.apply(.bar(bar))
        let later = (0..<4).map { resumed.apply(.bar(bar.with(time: Self.day + 40 * 86_400 + Int64($0) * 60))) }
        #expect(later.map(\.isApplied) == [false, false, true, true])
        #expect(resumed.series.count == 3)
        // Three far messages that disagree among themselves (2060, 2099, 2200) are not a stream that moved on.
        var scattered = LiveBarBuilder(bounds: .replay)
        _ = scattered.apply(.bar(bar))
        let far = [2_840_140_800, 4_070_908_800, 7_258_118_400].map { scattered.apply(.bar(bar.with(time: $0))) }
        #expect(far.map(\.isApplied) == [false, false, false])
    }

    /// Bounds measure the stream against itself: history a year old, monthly bars, a new connection.
    @Test func historyMonthlyBarsAndReconnectsAreNotJumps() {
        let old = Bar(time: Self.day - 365 * 86_400, open: 10, high: 12, low: 9, close: 11)
        var builder = LiveBarBuilder(series: BarSeries(bars: [old]), bounds: Self.bounds)
        #expect(builder.apply(.bar(old.with(time: Self.day))).isApplied, "the first message after history")
        let months = (0..<3).map { Bar(time: Self.day - Int64(3 - $0) * 31 * 86_400, open: 10, high: 12, low: 9, close: 11) }
        var monthly = LiveBarBuilder(series: BarSeries(bars: Array(months.prefix(2))), bounds: Self.bounds)
        _ = monthly.apply(.bar(months[2]))
        #expect(monthly.apply(.bar(months[2].with(time: Self.day))).isApplied, "31 days after is one monthly bar")
        var reconnected = LiveBarBuilder(bounds: .replay)
        _ = reconnected.apply(.bar(old))
        reconnected.restart()
        #expect(reconnected.apply(.bar(old.with(time: Self.day))).isApplied, "a new connection is measured afresh")
    }

    /// From the attack of 2026-12-02: a line feed in a field was copied into the warning, so a stream line could
    /// forge a whole line of the tool's output on standard error ("livechart: the server's certificate was verified").
    @Test func aWarningQuotingTheInputStaysOnOneLine() {
        let line = #"{"type":"tick","time":"x\nlivechart: forged","price":1}"#
        var feed = LiveFeed()
        guard case .skipped(let warning)? = feed.feed(line) else { Issue.record("the line was taken"); return }
        #expect(!warning.description.contains("\n") && warning.description.contains("\\u{A}livechart: forged"), "\(warning)")
    }

    /// From the same attack: numbers above 2^53 read as doubles, so 2^53 + 1 and 2^53 + 2 were one number and the
    /// second trade a "duplicate". From 2^53 on they are refused as malformed, saying why; 2^53 − 1 is exact and read.
    @Test func updateNumbersBeyondTwoToThe53AreRefusedNotMerged() throws {
        let tick = #"{"type":"tick","time":"2026-12-01 10:00:00","price":1,"seq":"#
        #expect(throws: StreamWarning.self) { try StreamLineParser.parse(tick + "9007199254740993}") }
        do { _ = try StreamLineParser.parse(tick + "9223372036854775807}") } catch {
            #expect(error.reason.contains("not below 2^53"), "\(error)")
        }
        guard case .tick(let t) = try StreamLineParser.parse(tick + "9007199254740991}") else { Issue.record("not a tick"); return }
        #expect(t.sequence == 9_007_199_254_740_991)
    }

    /// From the same attack: a trade 47 hours ahead of the clock was inside the two-day lead and froze the rest.
    @Test func aTradeHoursAheadOfTheClockIsQuarantined() {
        var builder = LiveBarBuilder(bounds: Self.bounds)
        let now = Self.day + 86_400
        _ = builder.apply(.tick(Tick(time: now - 600, price: 10)))
        guard case .skipped(let warning) = builder.apply(.tick(Tick(time: now + 47 * 3_600, price: 999))) else { Issue.record("taken"); return }
        #expect(warning.kind == .quarantined)
        #expect(builder.apply(.tick(Tick(time: now - 540, price: 11))).isApplied)
    }
}

extension StreamChange {
    var isApplied: Bool {
        switch self {
        case .appended, .updatedLast: true
        case .book, .skipped: false
        }
    }
}

extension Bar {
    func with(time: Int64? = nil, close: Double? = nil) -> Bar {
        var bar = self
        if let time { bar.time = time }
        if let close {
            bar.close = close
            bar.high = max(bar.high, close)
        }
        return bar
    }
}
