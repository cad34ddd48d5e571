import LiveChartCore

/// Which bucket of a target period a source bar falls in, and the bucket's bounds.
///
/// Intraday buckets are aligned to the start of each session segment; daily and coarser buckets are
/// calendar days, ISO weeks (Monday to Sunday), calendar months, quarters and years, grouped `count`
/// at a time from 1970 (weeks from Monday 1969-12-29, months from January of year 0). Every call is O(1)
/// apart from the session's segment lookup, O(segments).
struct BucketScheme {
    /// A bucket: a key that orders buckets and its wall-clock bounds `start..<end` in seconds.
    struct Bucket: Equatable {
        var key: Int64
        var start: Int64
        var end: Int64
    }

    let target: BarPeriod
    /// The session of an intraday source, `nil` for daily and coarser sources.
    let session: TradingSession?
    /// Length of one intraday source bar in seconds (0 for daily and coarser sources).
    let stepSeconds: Int64

    /// The start of the interval a source bar labelled `time` covers: its label, or one step earlier
    /// for close-labelled intraday bars (so 15:00 belongs to 14:59…15:00, and 00:00 to the previous day).
    func intervalStart(_ time: Int64) -> Int64 {
        session?.labelling == .closeTime ? time - stepSeconds : time
    }

    /// The bucket of the source bar labelled `time`.
    func bucket(_ time: Int64) -> Bucket {
        let start = intervalStart(time)
        let day = start.floorDiv(86_400)
        if target.isIntraday {
            return minuteBucket(day: day, minute: Int((start - day * 86_400) / 60))
        }
        let count = Int64(target.count)
        switch target.unit {
        case .minute, .day:
            let k = day.floorDiv(count)
            return Bucket(key: k, start: k * count * 86_400, end: (k + 1) * count * 86_400)
        case .week:
            let k = (day + 3).floorDiv(7).floorDiv(count)
            let first = k * count * 7 - 3
            return Bucket(key: k, start: first * 86_400, end: (first + 7 * count) * 86_400)
        case .month, .quarter, .year:
            let months = count * (target.unit == .month ? 1 : target.unit == .quarter ? 3 : 12)
            let date = CivilTime(secondsSince1970: day * 86_400)
            let k = (Int64(date.year) * 12 + Int64(date.month - 1)).floorDiv(months)
            return Bucket(key: k, start: Self.monthStart(k * months), end: Self.monthStart((k + 1) * months))
        }
    }

    /// The bucket of an intraday target: `count` minutes from the start of the segment holding `minute`,
    /// cut short at the segment's end; a bar stamped at a segment's very end (a closing print labelled 16:00) in
    /// its last bucket; outside every segment, `count` minutes from midnight.
    private func minuteBucket(day: Int64, minute: Int) -> Bucket {
        let n = target.count
        let first: Int, last: Int
        if let segment = session?.segment(startingMinute: minute) ?? session?.segments.first(where: { $0.end == minute && $0.end > $0.start }) {
            let minute = min(minute, segment.end - 1)
            first = segment.start + (minute - segment.start) / n * n
            last = min(first + n, segment.end)
        } else {
            first = minute / n * n
            last = min(first + n, 1440)
        }
        let midnight = day * 86_400
        return Bucket(key: day * 1440 + Int64(first), start: midnight + Int64(first) * 60, end: midnight + Int64(last) * 60)
    }

    /// 00:00 on the first day of month number `index` (year × 12 + month − 1).
    private static func monthStart(_ index: Int64) -> Int64 {
        let year = Int(index.floorDiv(12)), month = Int(index.floorMod(12)) + 1
        return Int64(CivilTime.days(fromCivil: year, month, 1)) * 86_400
    }
}
