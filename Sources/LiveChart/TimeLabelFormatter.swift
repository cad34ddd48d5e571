import LiveChartCore

/// Text of a time-axis label for a mark of a given weight.
package struct TimeLabelFormatter: Sendable {
    public var locale: ChartLocale
    /// Whether the bars are intraday (then day marks show the date and lighter marks the time).
    public var intraday: Bool

    public init(locale: ChartLocale, intraday: Bool) {
        self.locale = locale
        self.intraday = intraday
    }

    /// "2017", "Mar", "15", "Nov 6", "10:30" (en) or "2017", "3月", "15", "11-06", "10:30" (zh).
    public func label(time: Int64, weight: TimeTickMarks.Weight) -> String {
        let t = CivilTime(secondsSince1970: time)
        switch weight {
        case .year: return String(t.year)
        case .month: return locale.monthName(t.month)
        case .day:
            if !intraday { return String(t.day) }
            return locale.monthDay(t.month, t.day)
        case .hour, .minute: return "\(pad(t.hour)):\(pad(t.minute))"
        }
    }

    /// The full date (and time for intraday bars) of a bar: "2017-03-15" or "2017-03-15 10:30".
    public func fullLabel(time: Int64) -> String {
        let t = CivilTime(secondsSince1970: time)
        let date = "\(t.year)-\(pad(t.month))-\(pad(t.day))"
        return intraday ? date + " \(pad(t.hour)):\(pad(t.minute))" : date
    }

    private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}
