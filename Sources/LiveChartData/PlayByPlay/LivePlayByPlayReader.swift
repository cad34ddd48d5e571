/// Reads the cdn.nba.com liveData format: `game.actions[]`, one object per action, each carrying the
/// running score.
///
/// Members used: `period` (1-based), `clock` (ISO 8601 duration left in the period, "PT11M36.00S"),
/// `scoreHome` and `scoreAway` (strings of digits, or numbers), `timeActual` (UTC, "2020-12-23T00:06:19.0Z",
/// optional, whole seconds kept), `teamTricode` (names the teams, optional) and `game.gameId`. An event is
/// emitted whenever the score differs from the previous action's. Errors name the file, the line of the
/// action's member (its object's line for a missing one), the member and the action's 0-based index.
enum LivePlayByPlayReader {
    /// Reads the document `root`. O(actions × members).
    /// - Throws: `DataError` for a missing `game.actions` array or a bad action.
    static func read(_ root: JSONValue, name: String) throws(DataError) -> PlayByPlayGame {
        guard let (gameValue, _) = root.member("game"), let (actionsValue, _) = gameValue.member("actions"),
              case .array(let actions, let lines) = actionsValue else {
            throw DataError(file: name, line: 1, field: "game.actions", reason: "expected an array 'game.actions'")
        }
        var game = PlayByPlayGame(events: [], periodCount: 0, gameID: gameValue.member("gameId")?.value.stringValue)
        var current = (home: 0, away: 0)
        for (k, action) in actions.enumerated() {
            func field(_ key: String) throws(DataError) -> (value: JSONValue, line: Int) {
                guard let found = action.member(key) else {
                    throw DataError(file: name, line: lines[k], field: key, reason: "action \(k): no '\(key)'")
                }
                return found
            }
            func fail(_ key: String, _ line: Int, _ reason: String) -> DataError {
                DataError(file: name, line: line, field: key, reason: "action \(k): " + reason)
            }
            guard case .object = action else { throw DataError(file: name, line: lines[k], reason: "action \(k): expected an object") }
            let period = try field("period")
            guard let p = period.value.integerValue, (1...PlayByPlayGame.maxPeriods).contains(p) else {
                throw fail("period", period.line, "expected a period number from 1 to \(PlayByPlayGame.maxPeriods)")
            }
            game.periodCount = max(game.periodCount, p)
            if action.member("actionType")?.value.stringValue == "game", action.member("subType")?.value.stringValue == "end" {
                game.isFinal = true
            }
            let homeField = try field("scoreHome"), awayField = try field("scoreAway")
            let scores = 0...PlayByPlayGame.maxScore
            guard let home = homeField.value.integerValue, scores.contains(home) else {
                throw fail("scoreHome", homeField.line, "expected a score from 0 to \(PlayByPlayGame.maxScore)")
            }
            guard let away = awayField.value.integerValue, scores.contains(away) else {
                throw fail("scoreAway", awayField.line, "expected a score from 0 to \(PlayByPlayGame.maxScore)")
            }
            guard (home, away) != current else { continue }
            if let team = action.member("teamTricode")?.value.stringValue {
                if home != current.home, game.homeTeam == nil { game.homeTeam = team }
                if away != current.away, game.awayTeam == nil { game.awayTeam = team }
            }
            current = (home, away)
            let clock = try field("clock")
            guard let remaining = clock.value.stringValue.flatMap(GameClockParser.isoDuration) else {
                throw fail("clock", clock.line, "expected an ISO 8601 duration such as \"PT11M36.00S\", at most an hour")
            }
            var wall: Double?
            if let time = action.member("timeActual"), var text = time.value.stringValue {
                guard let seconds = text.withUTF8({ TimestampParser.parse($0, dayFirst: false) }) else {
                    throw fail("timeActual", time.line, "expected a UTC time such as \"2020-12-23T00:06:19.0Z\"")
                }
                wall = Double(seconds)
                if let previous = game.events.last?.wallClock, let now = wall, now - previous > PlayByPlayGame.maxWallClockGap {
                    throw fail("timeActual", time.line, "\(Int((now - previous) / 3_600)) hours after the previous score change; "
                               + "a game's score changes are at most a day apart")
                }
            }
            game.events.append(ScoringEvent(period: p, clockRemaining: remaining, wallClock: wall, home: home, away: away))
        }
        return game
    }
}
