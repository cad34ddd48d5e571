import Foundation
import LiveChartCore
import LiveChartTestSupport
import Testing

@testable import LiveChartData

/// Stream times put on the chart's clock (issue 15, item 4): a plain wall-clock time is read in the chart's
/// zone, an instant shown in it, whatever the machine's `TZ` (test.sh runs this suite under two).
@Suite struct ChartClockTests {
    let newYork: ZoneOffsets
    init() throws { newYork = try TimeZoneName.resolve("America/New_York") }

    /// 2024-07-01 09:30 in New York is 13:30 UTC (EDT, UTC−4).
    let wall = CivilTime(year: 2024, month: 7, day: 1, hour: 9, minute: 30).secondsSince1970
    var instant: Int64 { wall + 4 * 3600 }

    @Test func defaultKeepsTimesAsWritten() throws {
        let plain = try StreamLineParser.parse(#"{"time":"2024-07-01 09:30","price":10}"#)
        let zulu = try StreamLineParser.parse(#"{"time":"2024-07-01T13:30:00Z","price":10}"#)
        #expect(plain == .tick(Tick(time: wall, price: 10)))
        #expect(zulu == .tick(Tick(time: instant, price: 10)))
    }

    @Test func wallClockChartShowsInstantsOnItsZone() throws {
        let clock = ChartClock(basis: .wallClock, zone: newYork)
        for line in [#"{"time":"2024-07-01T13:30:00Z","price":10}"#, #"{"time":"2024-07-01T09:30:00-04:00","price":10}"#,
                     #"{"time":\#(instant),"price":10}"#, #"{"time":\#(instant * 1000),"price":10}"#, #"{"time":"2024-07-01 09:30","price":10}"#] {
            #expect(try StreamLineParser.parse(line, clock: clock) == .tick(Tick(time: wall, price: 10)), "\(line)")
        }
    }

    @Test func instantChartReadsWallClockTimesInItsZone() throws {
        let clock = ChartClock(basis: .instant, zone: newYork)
        for line in [#"{"time":"2024-07-01 09:30","close":1,"open":1,"high":1,"low":1}"#, #"{"time":"2024-07-01T13:30:00Z","close":1,"open":1,"high":1,"low":1}"#] {
            guard case .bar(let bar, _)? = try StreamLineParser.parse(line, clock: clock) else { Issue.record("no bar"); continue }
            #expect(bar.time == instant, "\(line)")
        }
        #expect(clock.instant(ofChartTime: instant) == instant)
        #expect(ChartClock(basis: .wallClock, zone: newYork).instant(ofChartTime: wall) == instant)
    }

    /// The Sydney fall-back of 2025-04-06: 02:30 written plainly is the first (daylight) 02:30, as the readers take it.
    @Test func repeatedWallTimeIsItsEarlierInstant() throws {
        let sydney = try TimeZoneName.resolve("Australia/Sydney")
        let clock = ChartClock(basis: .instant, zone: sydney)
        let first = try #require(TimestampParser.parse(Array("2025-04-05T15:30:00Z".utf8).withUnsafeBufferPointer { $0 }, dayFirst: false))
        #expect(try StreamLineParser.parse(#"{"time":"2025-04-06 02:30","price":5}"#, clock: clock) == .tick(Tick(time: first, price: 5)))
    }

    /// A followed file's lines through `LiveFeed` continue a history on New York's wall clock: an epoch trade
    /// lands in the 09:30 minute bar, not four hours later.
    @Test func liveFeedPutsLinesOnTheHistorysClock() {
        let history = BarSeries(bars: [Bar(time: wall - 60, open: 1, high: 1, low: 1, close: 1, volume: 1)])
        var feed = LiveFeed(builder: LiveBarBuilder(continuing: history), clock: ChartClock(basis: .wallClock, zone: newYork))
        let change = feed.feed(#"{"time":\#(instant + 5),"price":2,"volume":3}"#)
        guard case .appended(let bar)? = change else { Issue.record("\(String(describing: change))"); return }
        #expect(bar.time == wall && bar.close == 2)
    }
}

/// Marker files on the chart's clock (issue 15: markers were matched by their times as written).
@Suite struct MarkerClockTests {
    @Test func markerTimesFollowTheChartsZone() throws {
        let newYork = try TimeZoneName.resolve("America/New_York")
        let csv = "time,position,shape\n2024-07-01 09:30,above,arrowDown\n2024-07-01T13:31:00Z,below,arrowUp\n"
        let wall = CivilTime(year: 2024, month: 7, day: 1, hour: 9, minute: 30).secondsSince1970
        let onInstants = try MarkerFileReader.parse(bytes: Array(csv.utf8), name: "m.csv", clock: ChartClock(basis: .instant, zone: newYork))
        #expect(onInstants.map(\.time) == [wall + 4 * 3600, wall + 4 * 3600 + 60], "the plain time read in New York")
        let onWallClock = try MarkerFileReader.parse(bytes: Array(csv.utf8), name: "m.csv", clock: ChartClock(basis: .wallClock, zone: newYork))
        #expect(onWallClock.map(\.time) == [wall, wall + 60], "the instant shown on New York's clock")
        #expect(try MarkerFileReader.parse(bytes: Array(csv.utf8), name: "m.csv").map(\.time) == [wall, wall + 4 * 3600 + 60], "as written")
    }
}

/// `--join` column files on the chart's clock (issue 15: a naive time was matched as if it were UTC, so a file of
/// New York times joined to bars of instants drew every value four or five hours late, and skipped a bar at the
/// spring-forward).
@Suite struct ColumnClockTests {
    @Test func joinedTimesFollowTheChartsZoneAcrossTheSpringForward() throws {
        let newYork = try TimeZoneName.resolve("America/New_York")
        // 2024-03-10 01:00 EST is 06:00Z; the next hour is 03:00 EDT (07:00Z): no 02:00 on the wall clock.
        let csv = "datetime,signal\n2024-03-10 01:00,1\n2024-03-10 03:00,2\n2024-03-10T08:00:00Z,3\n"
        let path = try TemporaryFile.write(csv)
        let hour6 = CivilTime(year: 2024, month: 3, day: 10, hour: 6).secondsSince1970
        let onInstants = try ColumnFileReader.load(path: path, columns: ["signal"], clock: ChartClock(basis: .instant, zone: newYork)).columns
        #expect(onInstants[0].times == [hour6, hour6 + 3600, hour6 + 7200], "consecutive hours, as the bars of instants are")
        let onWallClock = try ColumnFileReader.load(path: path, columns: ["signal"], clock: ChartClock(basis: .wallClock, zone: newYork)).columns
        let one = CivilTime(year: 2024, month: 3, day: 10, hour: 1).secondsSince1970
        #expect(onWallClock[0].times == [one, one + 2 * 3600, one + 3 * 3600], "the instant shown as 04:00 EDT")
    }
}

/// Regressions from the attack on the clock of `--join` files (issue 15).
@Suite struct ColumnClockAttackTests {
    func file(_ text: String) throws -> String { try TemporaryFile.write(text) }

    /// New York's 2024-11-03 01:00 written twice (EDT, then EST): the second row is the later instant, in a file
    /// oldest first or newest first; offsets still decide for themselves.
    @Test func theRepeatedFallBackHourIsReadInOrder() throws {
        let newYork = try TimeZoneName.resolve("America/New_York"), clock = ChartClock(basis: .instant, zone: newYork)
        let hour4 = CivilTime(year: 2024, month: 11, day: 3, hour: 4).secondsSince1970  // 00:00 EDT
        let rows = ["2024-11-03 00:00,10", "2024-11-03 01:00,20", "2024-11-03 01:00,30", "2024-11-03 01:30,35", "2024-11-03 02:00,40"]
        let oldestFirst = try ColumnFileReader.load(path: try file("date,v\n" + rows.joined(separator: "\n") + "\n"), columns: ["v"], clock: clock).columns
        let expected = [hour4, hour4 + 3600, hour4 + 7200, hour4 + 9000, hour4 + 10800]  // 01:30 and 02:00 are EST
        #expect(oldestFirst[0].times == expected)
        let newestFirst = try ColumnFileReader.load(path: try file("date,v\n" + rows.reversed().joined(separator: "\n") + "\n"), columns: ["v"], clock: clock).columns
        #expect(newestFirst[0].times == expected.reversed())
        let offsets = try ColumnFileReader.load(path: try file("date,v\n2024-11-03T01:00:00-05:00,1\n2024-11-03T01:00:00-04:00,2\n"), columns: ["v"], clock: clock).columns
        #expect(offsets[0].times == [hour4 + 7200, hour4 + 3600], "an offset is its own instant, whatever the order")
    }

    /// The second attack: a file that jumps back inside the hour without writing a minute twice (01:40–01:59 EDT,
    /// then 01:00–01:20 EST) is still oldest first (its plain times rise more often than they fall), and every
    /// reading in such an hour is said in a note.
    @Test func aJumpBackInsideTheHourIsTheSecondPass() throws {
        let newYork = try TimeZoneName.resolve("America/New_York"), clock = ChartClock(basis: .instant, zone: newYork)
        let edt140 = CivilTime(year: 2024, month: 11, day: 3, hour: 5, minute: 40).secondsSince1970
        let rows = (40...59).map { "2024-11-03 01:\($0),1" } + (0...20).map { String(format: "2024-11-03 01:%02d,2", $0) }
        let read = try ColumnFileReader.load(path: try file("date,v\n" + rows.joined(separator: "\n") + "\n"), columns: ["v"], clock: clock)
        let firstPass: [Int64] = (0..<20).map { edt140 + Int64($0) * 60 }
        let secondPass: [Int64] = (0...20).map { edt140 + 1200 + Int64($0) * 60 }  // 06:00Z is 01:00 EST
        let expected = firstPass + secondPass
        #expect(read.columns[0].times == expected)
        #expect(read.notes.count == 1 && read.notes[0].contains(":2: 41 plain times such as '2024-11-03 01:40:00'"), "\(read.notes)")
    }

    /// Epochs on daily bars follow the bar reader's whole-file rule: one epoch off midnight UTC makes every epoch
    /// of the file a date on the display zone.
    @Test func epochsOnDailyBarsAreDecidedForTheWholeFile() throws {
        let newYork = try TimeZoneName.resolve("America/New_York"), clock = ChartClock(basis: .wallClock, zone: newYork, businessDays: true)
        let july20 = CivilTime(year: 2020, month: 7, day: 20).secondsSince1970
        let mixed = try ColumnFileReader.load(path: try file("date,v\n\(july20),1\n\(july20 + 86_400 + 43_200),2\n"), columns: ["v"], clock: clock)
        #expect(mixed.columns[0].times == [july20 - 86_400, july20 + 86_400], "19 July 20:00 and 21 July 08:00 in New York")
        let midnights = try ColumnFileReader.load(path: try file("date,v\n\(july20),1\n\(july20 + 86_400),2\n"), columns: ["v"], clock: clock)
        #expect(midnights.columns[0].times == [july20, july20 + 86_400])
    }

    /// Daily bars are business days: `2020-07-20T00:00:00+08:00` in a join file is 20 July, as the bar file's same
    /// text is, not 19 July 16:00 UTC; an epoch at midnight UTC is its UTC date under New York.
    @Test func instantsOnDailyBarsNameTheirDay() throws {
        let july20 = CivilTime(year: 2020, month: 7, day: 20).secondsSince1970
        let utcDays = ChartClock(basis: .wallClock, zone: .utc, businessDays: true)
        // One row a file: two rows naming one day are refused as a duplicated date.
        func day(_ text: String, _ clock: ChartClock) throws -> [Int64] {
            try ColumnFileReader.load(path: try file("date,v\n\(text),1\n"), columns: ["v"], clock: clock).columns[0].times
        }
        #expect(try day("2020-07-20T00:00:00+08:00", utcDays) == [july20] && day("2020-07-20T16:00:00-05:00", utcDays) == [july20])
        let nyDays = ChartClock(basis: .wallClock, zone: try TimeZoneName.resolve("America/New_York"), businessDays: true)
        #expect(try day("\(july20)", nyDays) == [july20] && day("2020-07-20T00:00:00Z", nyDays) == [july20])
        #expect(throws: DataError.self, "the same day twice") {
            try ColumnFileReader.load(path: try file("date,v\n2020-07-20T00:00:00+08:00,1\n2020-07-20T16:00:00-05:00,2\n"), columns: ["v"], clock: utcDays)
        }
    }

    /// The symbol column of a join file is honoured: `--symbol SPY` reads SPY's rows, a file of two tickers without
    /// one is refused naming them, and a ticker the file lacks is refused.
    @Test func aJoinFilesSymbolColumnChoosesTheRows() throws {
        let path = try file("symbol,date,v\nSPY,2020-07-20,324.32\nQQQ,2020-07-20,374.32\nSPY,2020-07-21,325.1\nQQQ,2020-07-21,375.1\n")
        #expect(try ColumnFileReader.load(path: path, columns: ["v"], symbol: "SPY").columns[0].values == [324.32, 325.1])
        #expect(try ColumnFileReader.load(path: path, columns: ["v"], symbol: "SPY", maxRows: 2).columns[0].values.count == 2, "only SPY's rows count")
        #expect(throws: DataError.self) { try ColumnFileReader.load(path: path, columns: ["v"]) }
        #expect(throws: DataError.self) { try ColumnFileReader.load(path: path, columns: ["v"], symbol: "IWM") }
    }
}
