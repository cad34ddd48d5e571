import LiveChartCore

/// Daily and coarser bars stamped with instants, made business days: a daily bar names a day, not a moment,
/// so its date must not move with the zone a chart is shown in (lightweight-charts #130: bars stamped at local
/// midnight labelled with the previous day; KLineChart #204: daily bars shown at "19:00" of the day before).
///
/// The day of a stamp is read where it was written:
/// - with an offset or `Z`, the date the text wrote (`2020-01-02T00:00:00+08:00` and `2020-01-02T16:00:00-05:00`
///   are both 2 January);
/// - as epochs that all fall on midnight UTC (Binance, most crypto APIs), the UTC date;
/// - as other epochs, the date in the display zone (`BarReadOptions.timeZone`), so epochs stamped at the
///   exchange's midnight keep their day when shown in the exchange's zone.
enum InstantDays {
    /// The least gap between daily bars: a day less the hour a spring-forward takes (23 hours, in seconds).
    static let shortestDay: Int64 = 82_800

    /// Whether `times` (in file order, oldest or newest first) are a day or more apart: every gap between
    /// neighbours with different times is at least `shortestDay`, and there is at least one. O(n).
    static func areDaily(_ times: some Collection<Int64>) -> Bool {
        var gaps = 0
        var previous: Int64?
        for t in times {
            defer { previous = t }
            guard let p = previous, p != t else { continue }
            if abs(t - p) < shortestDay { return false }
            gaps += 1
        }
        return gaps > 0
    }

    /// 00:00 of the business day of a daily bar stamped at instant `time`, written as `written`.
    /// - Parameters:
    ///   - epochZone: the zone epochs not at midnight UTC are read in.
    ///   - epochsAtMidnightUTC: whether every epoch of the file falls on 00:00 UTC.
    /// - Returns: wall-clock seconds since 1970 (a multiple of 86 400). O(log transitions).
    static func day(of time: Int64, written: StampZone, epochZone: ZoneOffsets, epochsAtMidnightUTC: Bool) -> Int64 {
        let wall: Int64
        switch written {
        case .offset(let offset): wall = time + Int64(offset)
        case .epoch: wall = epochsAtMidnightUTC ? time : epochZone.wallTime(of: time)
        case .wallClock: wall = time
        }
        return wall.floorDiv(86_400) * 86_400
    }
}
