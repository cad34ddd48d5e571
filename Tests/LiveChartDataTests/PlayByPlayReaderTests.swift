import Foundation
import LiveChartData
import LiveChartTestSupport
import Testing

@Suite struct PlayByPlayReaderTests {
    @Test func statsFixtureCarriesScoresForwardAndReadsOvertime() throws {
        let game = try PlayByPlayReader.load(path: SharedData.fixture("pbp-stats-0021900001-cut.json"))
        #expect(game.events.count == 26)
        #expect(game.periodCount == 5)
        #expect(game.homeTeam == "TOR" && game.awayTeam == "NOP")
        #expect(game.gameID == "0021900001")
        // SCORE is "away - home": "2 - 0" is NOP 2, TOR 0 at 11:47 of Q1, 8:04 PM.
        #expect(game.events[0] == ScoringEvent(period: 1, clockRemaining: 707, wallClock: 20 * 3600 + 4 * 60, home: 0, away: 2))
        let last = try #require(game.events.last)
        #expect((last.period, last.clockRemaining, last.home, last.away) == (5, 56, 130, 122))
        // Overtime starts after 48 minutes and lasts 5: 0:56 left in OT1 is 48·60 + 300 − 56 s played.
        #expect(last.elapsed == 2880 + 244)
        #expect(zip(game.events, game.events.dropFirst()).allSatisfy { ($0.home, $0.away) != ($1.home, $1.away) })
    }

    @Test func liveFixtureReadsDurationsAndWallClock() throws {
        let game = try PlayByPlayReader.load(path: SharedData.fixture("pbp-live-0022000001-cut.json"))
        #expect(game.events.count == 17)
        #expect(game.homeTeam == "BKN" && game.awayTeam == "GSW")
        let first = game.events[0]
        #expect((first.period, first.clockRemaining, first.home, first.away) == (1, 698, 0, 1))
        // 2020-12-23T00:07:26.0Z
        #expect(first.wallClock == 1_608_682_046)
        #expect(game.events.last?.clockRemaining == 7.1)
    }

    @Test func gamePeriodsLabelAndTimeOvertimes() {
        let rules = GamePeriods.nba
        #expect((1...7).map(rules.isOvertime) == [false, false, false, false, true, true, true])
        #expect(rules.start(of: 5) == 2880 && rules.start(of: 6) == 3180 && rules.length(of: 6) == 300)
    }

    @Test func malformedFieldsAreLocated() {
        let header = #"{"resultSets":[{"headers":["PERIOD","PCTIMESTRING","WCTIMESTRING","SCORE","SCOREMARGIN"],"rowSet":["#
        func error(_ rows: String) -> DataError? {
            do {
                _ = try PlayByPlayReader.parse(bytes: Array((header + rows + "]}]}").utf8), name: "g.json")
                return nil
            } catch { return error }
        }
        let margin = error("\n[1,\"11:00\",\"8:04 PM\",\"2 - 0\",\"TIE\"]")
        #expect(margin?.line == 2 && margin?.column == 5 && margin?.field == "SCOREMARGIN")
        let clock = error("[1,\"11:00\",null,null,null],\n[1,\"1147\",\"8:04 PM\",\"2 - 0\",\"-2\"]")
        #expect(clock?.line == 2 && clock?.field == "PCTIMESTRING" && clock?.reason.hasPrefix("row 1:") == true)
        #expect(error("[1,\"11:00\",\"8:04\",\"0 - 2\",\"2\"]")?.field == "WCTIMESTRING")
        #expect(error("[0,\"11:00\",null,\"0 - 2\",\"2\"]")?.field == "PERIOD")
        #expect(error("[1,\"11:00\",null]")?.reason.contains("5 fields") == true)
        #expect(error("[1,\"11:00\",null,\"2-\",null]")?.field == "SCORE")
        #expect(error("")?.reason == "no score change in the game")
        let live = #"{"game":{"actions":[{"period":1,"clock":"PT11M","scoreHome":"2","scoreAway":"0"},"#
            + "\n" + #"{"period":1,"clock":"11:00","scoreHome":"4","scoreAway":"0"}]}}"#
        #expect(throws: DataError(file: "l.json", line: 2, field: "clock",
                                  reason: "action 1: expected an ISO 8601 duration such as \"PT11M36.00S\", at most an hour")) {
            _ = try PlayByPlayReader.parse(bytes: Array(live.utf8), name: "l.json")
        }
        #expect(throws: DataError.self) { _ = try PlayByPlayReader.parse(bytes: Array("[1,2]".utf8), name: "x") }
    }

    @Test func scoreLinesFromAStream() throws {
        let a = try ScoreLineParser.parse(#"{"period":5,"clock":"PT04M10.00S","home":121,"away":"119","time":"2019-10-23T02:41:07Z"}"#)
        #expect(a == ScoringEvent(period: 5, clockRemaining: 250, wallClock: 1_571_798_467, home: 121, away: 119))
        let b = try ScoreLineParser.parse(#"{"period":1,"clock":"11:47","scoreHome":"0","scoreAway":"2"}"#)
        #expect(b?.away == 2 && b?.wallClock == nil)
        #expect(try ScoreLineParser.parse("  ") == nil)
        #expect(throws: DataError(file: "stdin", line: 3, field: "home", reason: "expected the home score, 0 to 9999")) {
            _ = try ScoreLineParser.parse(#"{"period":1,"clock":"1:00","away":2}"#, lineNumber: 3)
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data/basketball"))
    func everySharedGameReads() throws {
        let expected: [(String, Int, Int, Int)] = [  // file, periods, final home, final away
            ("stats_0021900001.json", 5, 130, 122), ("stats_0021600270.json", 5, 126, 115),
            ("live_0022000001.json", 4, 125, 99), ("stats_2021900002.json", 4, 89, 117),
        ]
        for (file, periods, home, away) in expected {
            let game = try PlayByPlayReader.load(path: SharedData.path("basketball/" + file))
            #expect(game.periodCount == periods, "\(file)")
            #expect(game.events.last?.home == home && game.events.last?.away == away, "\(file)")
            let elapsed = game.events.map(\.elapsed)
            #expect(zip(elapsed, elapsed.dropFirst()).allSatisfy { $0 <= $1 }, "\(file): game clock runs forwards")
            let walls = game.events.compactMap(\.wallClock)
            #expect(walls.count == game.events.count && zip(walls, walls.dropFirst()).allSatisfy { $0 <= $1 }, "\(file)")
        }
        #expect(try PlayByPlayReader.load(path: SharedData.path("basketball/stats_0021900001.json")).events.count == 134)
    }
}
