/// Reads the clock texts of NBA.com play-by-play feeds, by hand (no Foundation formatters, DESIGN.md
/// pitfalls). Every function is O(text length) and returns nil for text it does not understand, and
/// the two period clocks also for more than `PlayByPlayGame.maxClockRemaining` seconds.
enum GameClockParser {
    /// Seconds left in the period for the stats feed's `PCTIMESTRING`: "11:47", "0:05", "12:00" (also
    /// "0:05.3"). Minutes and seconds must be digits, seconds below 60.
    static func minutesSeconds(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let minutes = digits(parts[0]), let seconds = Double(parts[1]),
              parts[1].first?.isNumber == true, seconds >= 0, seconds < 60 else { return nil }
        return bounded(Double(minutes) * 60 + seconds)
    }

    /// `seconds` when a period can have that much left, else nil.
    private static func bounded(_ seconds: Double) -> Double? {
        seconds.isFinite && seconds <= PlayByPlayGame.maxClockRemaining ? seconds : nil
    }

    /// Seconds for the live feed's ISO 8601 duration `clock`: "PT11M36.00S", "PT00M05.30S", "PT45.2S".
    static func isoDuration(_ text: String) -> Double? {
        guard text.hasPrefix("PT"), text.count > 2 else { return nil }
        var total = 0.0, number = ""
        for c in text.dropFirst(2) {
            switch c {
            case "0"..."9", ".": number.append(c)
            case "H", "M", "S":
                guard let v = Double(number) else { return nil }
                total += v * (c == "H" ? 3600 : c == "M" ? 60 : 1)
                number = ""
            default: return nil
            }
        }
        return number.isEmpty ? bounded(total) : nil
    }

    /// Seconds after midnight for the stats feed's `WCTIMESTRING`: "8:04 PM", "12:15 AM" (12-hour clock).
    static func twelveHour(_ text: String) -> Double? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let meridiem = ["AM": 0, "PM": 12][parts[1].uppercased()] else { return nil }
        let clock = parts[0].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 2, clock[1].count == 2, let h = digits(clock[0]), let m = digits(clock[1]),
              (1...12).contains(h), m < 60 else { return nil }
        return Double((h % 12 + meridiem) * 3600 + m * 60)
    }

    /// A non-empty run of ASCII digits as an integer.
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
