import LiveChartCore

/// The newest resampled bar when its period was not over at the data's end, and why.
///
/// Rule: the last bucket is partial when the source bar that would come next (the next trading day by
/// the data's own weekday pattern, or the next bar of the session) still falls inside the bucket, or
/// when the newest source bar is itself flagged as forming (`ResampleOptions.lastSourceBarIsPartial`).
/// Holidays are not known without a calendar, so a week whose last trading day is a holiday is reported
/// partial: the flag errs on the side of "may still change".
public struct PartialBar: Sendable, Equatable, CustomStringConvertible {
    /// Index of the partial bar in the resampled series (always the last one).
    public var index: Int
    /// Source bars the bucket holds.
    public var sourceBarCount: Int
    /// Source bars a full bucket holds by the data's weekday pattern and session (holidays not counted).
    public var expectedSourceBarCount: Int
    /// Label of the newest source bar (wall-clock seconds since 1970; for instants, the display zone's wall clock).
    public var lastSourceTime: Int64
    /// When the next source bar of the bucket was due (a date at 00:00 for daily and coarser sources,
    /// else the bar's label), or `nil` when the flag comes from a forming source bar.
    public var nextExpectedTime: Int64?

    /// - Parameters: see the properties.
    public init(index: Int, sourceBarCount: Int, expectedSourceBarCount: Int, lastSourceTime: Int64, nextExpectedTime: Int64?) {
        self.index = index
        self.sourceBarCount = sourceBarCount
        self.expectedSourceBarCount = expectedSourceBarCount
        self.lastSourceTime = lastSourceTime
        self.nextExpectedTime = nextExpectedTime
    }

    /// "bar 437 is partial: 2 of 7 source bars, data ends 2026-01-06 00:00, next due 2026-01-07 00:00".
    public var description: String {
        var s = "bar \(index) is partial: \(sourceBarCount) of \(expectedSourceBarCount) source bars, data ends \(Self.format(lastSourceTime))"
        if let next = nextExpectedTime {
            s += ", next due \(Self.format(next))"
        } else {
            s += ", whose last bar is still forming"
        }
        return s
    }

    private static func format(_ time: Int64) -> String {
        let t = CivilTime(secondsSince1970: time)
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        return "\(t.year)-\(pad(t.month))-\(pad(t.day)) \(pad(t.hour)):\(pad(t.minute))"
    }
}
