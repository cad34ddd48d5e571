import Foundation
import LiveChartData
import Testing

/// Issue 17, families 1 and 3: a play-by-play number that would make a chart trap in a conversion or
/// work in proportion to it — a clock of 10²⁰ hours, a period of a million, a wall clock in year 9999 —
/// is an error naming the file, the line and the field. Before, each was read and drawn (or replayed).
@Suite struct PlayByPlayBoundsTests {
    /// A live-feed document of `actions` (one JSON object each, one per line; the first on line 2).
    func live(_ actions: [String]) -> [UInt8] {
        Array(("{\"game\": {\"gameId\": \"1\", \"actions\": [\n" + actions.joined(separator: ",\n") + "\n]}}\n").utf8)
    }

    func action(period: String = "1", clock: String = "PT11M00.00S", home: Int, away: Int,
                time: String = "2020-12-23T00:06:19.0Z") -> String {
        "{\"period\": \(period), \"clock\": \"\(clock)\", \"timeActual\": \"\(time)\", \"scoreHome\": \"\(home)\", \"scoreAway\": \"\(away)\"}"
    }

    /// A stats-feed document whose rows have these PERIOD, PCTIMESTRING and SCORE fields (rows from line 3).
    func stats(_ rows: [(String, String, String)]) -> [UInt8] {
        let body = rows.map { "[\($0.0), \"\($0.1)\", \"\($0.2)\"]" }.joined(separator: ",\n")
        return Array(("{\"resultSets\": [{\"headers\": [\"PERIOD\", \"PCTIMESTRING\", \"SCORE\"],\n\"rowSet\": [\n" + body + "\n]}]}\n").utf8)
    }

    func error(_ bytes: [UInt8]) -> DataError? {
        do { _ = try PlayByPlayReader.parse(bytes: bytes, name: "g.json"); return nil } catch { return error }
    }

    @Test func hugeClocksAreLocatedErrors() throws {
        let liveClock = try #require(error(live([action(home: 0, away: 2), action(clock: "PT99999999999999999999H", home: 2, away: 2)])))
        #expect(liveClock.line == 3 && liveClock.field == "clock", "\(liveClock)")
        let statsClock = try #require(error(stats([("1", "11:47", "2 - 0"), ("1", "999999999999999999:00", "2 - 2")])))
        #expect(statsClock.line == 4 && statsClock.field == "PCTIMESTRING", "\(statsClock)")
        let line = #expect(throws: DataError.self) { try ScoreLineParser.parse(#"{"period":1,"clock":"999999999999999999:00","home":2,"away":2}"#) }
        #expect(line?.field == "clock")
        // An hour is the bound; a normal clock and a long college half still read.
        #expect(error(stats([("1", "60:00", "2 - 0"), ("1", "0:05.3", "2 - 2")])) == nil)
        #expect(error(stats([("1", "60:01", "2 - 0")]))?.field == "PCTIMESTRING")
    }

    @Test func periodsBeyondAnyGameAreLocatedErrors() throws {
        let livePeriod = try #require(error(live([action(home: 0, away: 2), action(period: "1000000", home: 2, away: 2)])))
        #expect(livePeriod.line == 3 && livePeriod.field == "period", "\(livePeriod)")
        let statsPeriod = try #require(error(stats([("1", "11:47", "2 - 0"), ("1000000", "1:00", "2 - 2")])))
        #expect(statsPeriod.line == 4 && statsPeriod.field == "PERIOD", "\(statsPeriod)")
        let line = #expect(throws: DataError.self) { try ScoreLineParser.parse(#"{"period":1000000,"clock":"1:00","home":2,"away":2}"#) }
        #expect(line?.field == "period")
        #expect(error(stats([("10", "0:05", "2 - 0")])) == nil, "six overtimes still read")
    }

    /// Found while widening the attack: a stats SCORE of "2 - 9223372036854775807" was drawn as a spike
    /// with its axis labels cut off (the live feed's numbers were already bound to 1e15).
    @Test func scoresBeyondAnyGameAreLocatedErrors() throws {
        let statsScore = try #require(error(stats([("1", "11:47", "2 - 0"), ("1", "11:00", "2 - 9223372036854775807")])))
        #expect(statsScore.line == 4 && statsScore.field == "SCORE", "\(statsScore)")
        let liveScore = try #require(error(live([action(home: 0, away: 2), action(home: 10_000, away: 2)])))
        #expect(liveScore.line == 3 && liveScore.field == "scoreHome", "\(liveScore)")
        let line = #expect(throws: DataError.self) { try ScoreLineParser.parse(#"{"period":1,"clock":"1:00","home":2,"away":"99999999999"}"#) }
        #expect(line?.field == "away")
        #expect(error(stats([("1", "11:47", "2 - 0"), ("1", "11:00", "186 - 184")])) == nil)
    }

    @Test func aWallClockYearsAwayIsALocatedError() throws {
        let far = try #require(error(live([action(home: 0, away: 2), action(home: 2, away: 2, time: "9999-12-31T00:00:00Z")])))
        #expect(far.line == 3 && far.field == "timeActual" && far.reason.contains("at most a day apart"), "\(far)")
        #expect(error(live([action(home: 0, away: 2), action(home: 2, away: 2, time: "2020-12-23T03:06:19.0Z")])) == nil)
    }

    @Test func aClockOutsideItsPeriodCountsFromItsStartOrEnd() {
        // Built through the API (no reader): elapsed stays inside the period, never far left of the tip.
        #expect(ScoringEvent(period: 2, clockRemaining: 1e300, home: 2, away: 0).elapsed == 720)
        #expect(ScoringEvent(period: 2, clockRemaining: -5, home: 2, away: 0).elapsed == 1440)
    }
}
