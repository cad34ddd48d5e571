/// Where a K-line chart draws its faint vertical separators (`KLineOptions.separators`), on intraday bars.
public enum SessionSeparators: String, Sendable, CaseIterable {
    /// None (the default).
    case none
    /// Where the calendar day of the display zone changes between two bars.
    case day
    /// Where a trading session starts: after a pause longer than `minimumPause` and twice the bar period
    /// (overnight, a weekend; not the A-share or Tokyo lunch break), or, for bars that trade around the clock
    /// with no such pause on screen, where the day changes.
    case session

    /// The shortest pause in trading that separates sessions: 3 hours, in seconds.
    public static let minimumPause: Int64 = 10_800
}
