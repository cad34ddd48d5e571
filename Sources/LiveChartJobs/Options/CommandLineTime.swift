import LiveChartCore

/// The dates and times options take (`--crosshair`, `--vline`, `--aline`), parsed one way.
package enum CommandLineTime {
    /// The form, for messages.
    static let form = "YYYY-MM-DD[THH:MM]"

    /// "2020-03-23" or "2020-03-23T14:30" (also with a space) as seconds since 1970, UTC; nil for anything else.
    static func parse(_ text: String) -> Int64? {
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        guard (1...2).contains(parts.count) else { return nil }
        let date = parts[0].split(separator: "-").map { Int($0) }
        guard date.count == 3, let y = date[0], let m = date[1], let d = date[2], (1...12).contains(m), (1...31).contains(d),
              parts[0].count == 10 else { return nil }
        var seconds = Int64(CivilTime(year: y, month: m, day: d).daysSince1970) * 86_400
        let back = CivilTime(secondsSince1970: seconds)  // 2020-02-30 comes back as March
        guard (1...9999).contains(y), back.month == m, back.day == d else { return nil }
        if parts.count == 2 {
            let hm = parts[1].split(separator: ":").map { Int($0) }
            guard hm.count == 2, let h = hm[0], let mi = hm[1], (0...23).contains(h), (0...59).contains(mi), parts[1].count == 5 else { return nil }
            seconds += Int64(h * 3600 + mi * 60)
        }
        return seconds
    }
}
