import LiveChartCore

/// Text of a time-axis label for a mark of a given weight.
///
/// Takes bar times as the bars carry them: with a `zone`, instants, labelled on that zone's wall clock;
/// without, wall-clock times, labelled as they are.
package struct TimeLabelFormatter: Sendable {
    public var locale: ChartLocale
    /// Whether the bars are intraday (then day marks show the date and lighter marks the time).
    public var intraday: Bool
    /// The zone instants are labelled in; nil when the times are wall clock already.
    public var zone: ZoneOffsets?

    public init(locale: ChartLocale, intraday: Bool, zone: ZoneOffsets? = nil) {
        self.locale = locale
        self.intraday = intraday
        self.zone = zone
    }

    /// The wall-clock time a bar time is labelled with (seconds since 1970). O(log transitions).
    public func wallTime(_ time: Int64) -> Int64 { zone?.wallTime(of: time) ?? time }

    /// "2017", "Mar", "Nov 6", "10:30" (en) or "2017", "3月", "11-06", "10:30" (zh). A day always carries
    /// its month: a lone "15" between "Oct" and "Nov" reads as anything.
    public func label(time: Int64, weight: TimeTickMarks.Weight) -> String {
        let t = CivilTime(secondsSince1970: wallTime(time))
        switch weight {
        case .year: return String(t.year)
        case .month: return locale.monthName(t.month)
        case .day: return locale.monthDay(t.month, t.day)
        case .hour, .minute: return "\(pad(t.hour)):\(pad(t.minute))"
        }
    }

    /// The label of the first mark on an axis that shows no heavier boundary, with the context a reader
    /// needs: the year on a daily chart without a year mark ("Oct 2019", "Oct 15 2019"; 2019年10月,
    /// 2019-10-15), the date on an intraday chart without a day mark ("Jul 9 10:30", "07-09 10:30").
    public func contextLabel(time: Int64, weight: TimeTickMarks.Weight) -> String {
        let t = CivilTime(secondsSince1970: wallTime(time))
        switch (weight, intraday) {
        case (.year, _): return String(t.year)
        case (.month, _): return locale == .zh ? "\(t.year)年\(t.month)月" : "\(locale.monthName(t.month)) \(t.year)"
        case (.day, false): return locale == .zh ? "\(t.year)-\(pad(t.month))-\(pad(t.day))" : "\(locale.monthDay(t.month, t.day)) \(t.year)"
        case (.day, true): return locale.monthDay(t.month, t.day)
        case (.hour, _), (.minute, _): return locale.monthDay(t.month, t.day) + " " + label(time: time, weight: weight)
        }
    }

    /// The full date (and time for intraday bars) of a bar: "2017-03-15" or "2017-03-15 10:30"; in an hour
    /// the zone's clocks repeat, with the offset that tells the two apart ("2025-04-06 02:30 +11:00").
    public func fullLabel(time: Int64) -> String {
        let t = CivilTime(secondsSince1970: wallTime(time))
        let date = "\(t.year)-\(pad(t.month))-\(pad(t.day))"
        guard intraday else { return date }
        let clock = date + " \(pad(t.hour)):\(pad(t.minute))"
        guard let zone, zone.wallTimeRepeats(at: time) else { return clock }
        return clock + " " + zone.offsetText(at: time)
    }

    private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}
