/// Finds the bar whose period holds a time: how markers, vertical lines and drawings anchored by time land
/// on bars, whatever time each bar is labelled with.
public enum BarLookup {
    /// The index in `times` (bar times, strictly increasing, indexed from 0) of the bar whose period holds `time`, or nil.
    ///
    /// - Daily and coarser `period`: the bar in the same calendar bucket (day, ISO week, month, quarter,
    ///   year), so a week labelled by its Friday, its Monday or its Sunday holds every day of that week.
    /// - Intraday: the newest bar at or before `time` whose period has not ended by then, else (bars
    ///   labelled with their close time) the next bar when `time` lies within its period before its label.
    /// - No period (a single bar, the boxes of Renko or Kagi): the newest bar at or before `time`, within
    ///   the bars' time span.
    /// - Complexity: O(log n).
    public static func index<Times: RandomAccessCollection>(holding time: Int64, in times: Times, period: BarPeriod?) -> Int?
    where Times.Element == Int64, Times.Index == Int {
        guard let first = times.first, let last = times.last else { return nil }
        // The last bar labelled at or before `time` (-1 when none).
        var lo = 0, hi = times.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] <= time { lo = mid + 1 } else { hi = mid }
        }
        let before = lo - 1
        guard let period else {
            return time >= first && time <= last ? before : nil
        }
        if !period.isIntraday {
            let scheme = BucketScheme(target: period, session: nil, stepSeconds: 0)
            let key = scheme.bucket(time).key
            for k in [before, before + 1] where k >= 0 && k < times.count && scheme.bucket(times[k]).key == key { return k }
            return nil
        }
        let span = period.nominalSeconds
        if before >= 0, time - times[before] < span { return before }
        if before + 1 < times.count, times[before + 1] - time < span { return before + 1 }
        return nil
    }
}
