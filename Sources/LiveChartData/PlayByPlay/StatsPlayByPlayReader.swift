import Foundation

/// Reads the stats.nba.com `playbyplayv2` format: `resultSets[0]` holds `headers` (column names) and
/// `rowSet` (one array per play, in that column order).
///
/// Columns used: `PERIOD` (1-based), `PCTIMESTRING` ("11:47" left in the period), `WCTIMESTRING`
/// ("8:04 PM", optional), `SCORE` ("away - home", null on plays that did not change it: carried
/// forward), `SCOREMARGIN` (home − away, "TIE", or null: checked against `SCORE` when present),
/// `HOMEDESCRIPTION` / `VISITORDESCRIPTION` with `PLAYER1_TEAM_ABBREVIATION` (team names, optional) and
/// `GAME_ID` (optional). Errors name the file, the line the row starts on, the 1-based column of the
/// field and its header, and the row's 0-based index in `rowSet` (these files are often one line long).
struct StatsPlayByPlayReader {
    private let name: String
    private let headers: [String]
    private var wallDays = 0.0
    private var lastWall: Double?

    /// Reads the document `root`. O(rows × columns).
    /// - Throws: `DataError` for a missing table or column, a row of the wrong length, or a bad field.
    static func read(_ root: JSONValue, name: String) throws(DataError) -> PlayByPlayGame {
        guard let (sets, line) = root.member("resultSets"), case .array(let tables, let tableLines) = sets,
              let table = tables.first else {
            throw DataError(file: name, line: 1, field: "resultSets", reason: "expected a non-empty array 'resultSets'")
        }
        guard let (headerValue, headerLine) = table.member("headers"), case .array(let headerValues, _) = headerValue else {
            throw DataError(file: name, line: tableLines.first ?? line, field: "headers", reason: "resultSets[0] has no 'headers' array")
        }
        let headers = headerValues.map { $0.stringValue ?? "" }
        guard let (rowValue, _) = table.member("rowSet"), case .array(let rows, let rowLines) = rowValue else {
            throw DataError(file: name, line: headerLine, field: "rowSet", reason: "resultSets[0] has no 'rowSet' array")
        }
        var reader = StatsPlayByPlayReader(name: name, headers: headers)
        return try reader.game(rows: rows, lines: rowLines, headerLine: headerLine)
    }

    private init(name: String, headers: [String]) {
        self.name = name
        self.headers = headers
    }

    private mutating func game(rows: [JSONValue], lines: [Int], headerLine: Int) throws(DataError) -> PlayByPlayGame {
        func column(_ header: String) throws(DataError) -> Int {
            guard let k = headers.firstIndex(of: header) else {
                throw DataError(file: name, line: headerLine, field: header, reason: "no column '\(header)' in headers")
            }
            return k
        }
        let period = try column("PERIOD"), clock = try column("PCTIMESTRING"), score = try column("SCORE")
        let wall = headers.firstIndex(of: "WCTIMESTRING"), margin = headers.firstIndex(of: "SCOREMARGIN")
        let homeText = headers.firstIndex(of: "HOMEDESCRIPTION"), awayText = headers.firstIndex(of: "VISITORDESCRIPTION")
        let team = headers.firstIndex(of: "PLAYER1_TEAM_ABBREVIATION"), gameColumn = headers.firstIndex(of: "GAME_ID")
        let eventType = headers.firstIndex(of: "EVENTMSGTYPE")
        var game = PlayByPlayGame(events: [], periodCount: 0)
        var current = (home: 0, away: 0)
        for (r, row) in rows.enumerated() {
            let line = lines[r]
            guard case .array(let fields, _) = row, fields.count == headers.count else {
                throw DataError(file: name, line: line, reason: "row \(r): expected an array of \(headers.count) fields")
            }
            func fail(_ k: Int, _ reason: String) -> DataError {
                DataError(file: name, line: line, column: k + 1, field: headers[k], reason: "row \(r): " + reason)
            }
            guard let p = fields[period].integerValue, (1...PlayByPlayGame.maxPeriods).contains(p) else {
                throw fail(period, "expected a period number from 1 to \(PlayByPlayGame.maxPeriods)")
            }
            game.periodCount = max(game.periodCount, p)
            // The last row decides: an end of period (type 13) from the fourth on, the score not level.
            game.isFinal = eventType.map { fields[$0].integerValue == 13 } == true && p >= 4 && current.home != current.away
            if let g = gameColumn, game.gameID == nil { game.gameID = fields[g].stringValue }
            if let t = team, let abbreviation = fields[t].stringValue {
                if let h = homeText, !fields[h].isNull, game.homeTeam == nil { game.homeTeam = abbreviation }
                if let a = awayText, !fields[a].isNull, game.awayTeam == nil { game.awayTeam = abbreviation }
            }
            guard let text = fields[score].stringValue else {
                guard fields[score].isNull else { throw fail(score, "expected \"away - home\" or null") }
                continue
            }
            let parts = text.split(separator: "-").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let away = parts[0], let home = parts[1],
                  (0...PlayByPlayGame.maxScore).contains(away), (0...PlayByPlayGame.maxScore).contains(home) else {
                throw fail(score, "expected \"away - home\" with scores from 0 to \(PlayByPlayGame.maxScore), found \"\(text)\"")
            }
            if let m = margin, !fields[m].isNull {
                let given = fields[m].stringValue == "TIE" ? 0 : fields[m].integerValue
                guard given == home - away else { throw fail(m, "the margin disagrees with score \"\(text)\" (home − away = \(home - away))") }
            }
            guard (home, away) != current else { continue }
            current = (home, away)
            guard let remaining = fields[clock].stringValue.flatMap(GameClockParser.minutesSeconds) else {
                throw fail(clock, "expected the clock as \"M:SS\", at most 60:00")
            }
            var wallClock: Double?
            if let w = wall, let text = fields[w].stringValue {
                guard let seconds = GameClockParser.twelveHour(text) else { throw fail(w, "expected a time as \"8:04 PM\"") }
                wallClock = continued(seconds)
            }
            game.events.append(ScoringEvent(period: p, clockRemaining: remaining, wallClock: wallClock, home: home, away: away))
        }
        return game
    }

    /// A time of day continued past midnight: a jump back of more than 12 hours starts the next day.
    private mutating func continued(_ seconds: Double) -> Double {
        if let last = lastWall, seconds + wallDays < last - 43_200 { wallDays += 86_400 }
        lastWall = seconds + wallDays
        return seconds + wallDays
    }
}
