/// Decides whether the last resampled bar is partial (see `PartialBar` for the rule).
struct PartialBarCheck {
    let scheme: BucketScheme
    let source: BarPeriod
    let bars: [Bar]

    /// The flag for the last bucket, or `nil` when it is complete. O(n) for the weekday pattern.
    func check(bucket: BucketScheme.Bucket, sourceBars: Int, index: Int, forming: Bool) -> PartialBar? {
        guard let lastTime = bars.last?.time else { return nil }
        let weekdays = TradingWeekdays(intervalStarts: bars.map { scheme.intervalStart($0.time) })
        let next = nextSourceLabel(after: lastTime, weekdays: weekdays)
        let open = scheme.bucket(next).key == bucket.key
        guard open || forming else { return nil }
        return PartialBar(index: index, sourceBarCount: sourceBars,
                          expectedSourceBarCount: expectedCount(bucket, weekdays: weekdays), lastSourceTime: lastTime,
                          nextExpectedTime: open ? next : nil)
    }

    /// The label the source bar after `time` would carry: the next bar of the session for intraday
    /// sources, the next trading day for daily ones, the start of the next period for coarser ones.
    private func nextSourceLabel(after time: Int64, weekdays: TradingWeekdays) -> Int64 {
        guard let session = scheme.session, let firstSegment = session.segments.first else {
            if source.unit == .day && source.count == 1 {
                return weekdays.nextTradingDay(after: time.floorDiv(86_400)) * 86_400
            }
            return BucketScheme(target: source, session: nil, stepSeconds: 0).bucket(time).end
        }
        let step = scheme.stepSeconds
        let start = scheme.intervalStart(time) + step
        let day = start.floorDiv(86_400)
        let minute = Int((start - day * 86_400) / 60)
        var nextStart: Int64
        if session.segment(startingMinute: minute) != nil {
            nextStart = start
        } else if let later = session.segments.first(where: { $0.start >= minute }) {
            nextStart = day * 86_400 + Int64(later.start) * 60
        } else {
            nextStart = weekdays.nextTradingDay(after: day) * 86_400 + Int64(firstSegment.start) * 60
        }
        if session.labelling == .closeTime { nextStart += step }
        return nextStart
    }

    /// Source bars in a full bucket: bucket minutes over the step for intraday targets, trading days
    /// (times bars per session for intraday sources) for daily and coarser targets, and the ratio of
    /// nominal lengths for sources coarser than a day.
    private func expectedCount(_ bucket: BucketScheme.Bucket, weekdays: TradingWeekdays) -> Int {
        if scheme.target.isIntraday { return Int((bucket.end - bucket.start) / scheme.stepSeconds) }
        let days = weekdays.count(from: bucket.start.floorDiv(86_400), to: bucket.end.floorDiv(86_400))
        if let session = scheme.session { return days * session.minuteCount * 60 / Int(scheme.stepSeconds) }
        if source.unit == .day { return days / source.count }
        return Int((Double(scheme.target.nominalSeconds) / Double(source.nominalSeconds)).rounded())
    }
}
