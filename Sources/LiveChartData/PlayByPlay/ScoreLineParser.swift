/// Reads one line of a live score stream (JSON lines, e.g. on standard input): one scoring event per line.
///
/// ```
/// {"period":1,"clock":"11:47","home":0,"away":2}
/// {"period":5,"clock":"PT04M10.00S","home":121,"away":119,"time":"2019-10-23T02:41:07Z"}
/// ```
/// `clock` is time left in the period, "M:SS" or an ISO 8601 duration; `home`/`away` may also be spelt
/// `scoreHome`/`scoreAway` (the live feed's names; numbers or strings of digits); `time` (or
/// `timeActual`), optional, is a wall-clock time any `BarFileReader` form expresses, or epoch seconds.
public enum ScoreLineParser {
    /// Parses `line`; `name` and `lineNumber` (1-based) locate errors.
    /// - Returns: nil for a blank line.
    /// - Throws: `DataError` naming the member at fault.
    public static func parse(_ line: String, name: String = "stdin", lineNumber: Int = 1) throws(DataError) -> ScoringEvent? {
        var text = line
        if text.allSatisfy(\.isWhitespace) { return nil }
        let parsed = text.withUTF8 { bytes in Result { () throws(DataError) in try JSONParser.parse(bytes, name: name) } }
        let value: JSONValue
        switch parsed {
        case .success(let v): value = v
        case .failure(let error): throw DataError(file: name, line: lineNumber, column: error.column, reason: error.reason)
        }
        func fail(_ field: String, _ reason: String) -> DataError {
            DataError(file: name, line: lineNumber, field: field, reason: reason)
        }
        guard case .object = value else { throw DataError(file: name, line: lineNumber, reason: "expected a JSON object") }
        guard let period = value.member("period")?.value.integerValue, (1...PlayByPlayGame.maxPeriods).contains(period) else {
            throw fail("period", "expected a period number from 1 to \(PlayByPlayGame.maxPeriods)")
        }
        guard let clock = value.member("clock")?.value.stringValue,
              let remaining = GameClockParser.minutesSeconds(clock) ?? GameClockParser.isoDuration(clock) else {
            throw fail("clock", "expected the time left as \"M:SS\" or \"PT11M36.00S\", at most an hour")
        }
        let scores = 0...PlayByPlayGame.maxScore
        guard let home = (value.member("home") ?? value.member("scoreHome"))?.value.integerValue, scores.contains(home) else {
            throw fail("home", "expected the home score, 0 to \(PlayByPlayGame.maxScore)")
        }
        guard let away = (value.member("away") ?? value.member("scoreAway"))?.value.integerValue, scores.contains(away) else {
            throw fail("away", "expected the away score, 0 to \(PlayByPlayGame.maxScore)")
        }
        var wall: Double?
        switch (value.member("time") ?? value.member("timeActual"))?.value {
        case .string(var s)?:
            guard let t = s.withUTF8({ TimestampParser.parse($0, dayFirst: false) }) else { throw fail("time", "unreadable time '\(s)'") }
            wall = Double(t)
        case .number(let n)?: wall = n
        case nil, .null?: break
        default: throw fail("time", "expected a time text or epoch seconds")
        }
        return ScoringEvent(period: period, clockRemaining: remaining, wallClock: wall, home: home, away: away)
    }
}
