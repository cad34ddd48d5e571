import LiveChartCore

/// The period a `VWAP` restarts on, by the calendar of `Bar.time` (the exchange's wall clock).
public enum VWAPAnchor: Int, Sendable, CaseIterable {
    /// A calendar day (a trading session of an intraday chart; each bar of a daily chart).
    case session = 1
    /// A week starting on Monday.
    case week = 2
    /// A calendar month.
    case month = 3
    /// A calendar quarter.
    case quarter = 4
    /// A calendar year.
    case year = 5

    /// The key that changes exactly when a new period starts. O(1).
    func key(_ time: Int64) -> Int64 {
        let day = time >= 0 ? time / 86_400 : (time - 86_399) / 86_400
        switch self {
        case .session: return day
        case .week: return (day + 3 >= 0 ? day + 3 : day - 3) / 7  // 1970-01-01 was a Thursday
        case .month, .quarter, .year:
            let (y, m, _) = CivilTime.civil(fromDays: Int(day))
            let k = self == .month ? y * 12 + m - 1 : (self == .quarter ? y * 4 + (m - 1) / 3 : y)
            return Int64(k)
        }
    }
}
