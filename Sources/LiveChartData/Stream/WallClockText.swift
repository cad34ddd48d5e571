import LiveChartCore

/// "YYYY-MM-DD HH:MM:SS" of a wall-clock time, as stream lines carry it and warnings quote it.
enum WallClockText {
    /// The text of `t`, seconds since 1970 on the exchange's clock (see `CivilTime`). O(1).
    static func dateTime(_ t: Int64) -> String {
        let c = CivilTime(secondsSince1970: t)
        func p(_ n: Int, _ width: Int = 2) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(p(c.year, 4))-\(p(c.month))-\(p(c.day)) \(p(c.hour)):\(p(c.minute)):\(p(c.second))"
    }
}
