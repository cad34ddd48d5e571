import LiveChartData

/// A user series' values on the drawn bars: one per bar, NaN where no value falls in the bar's period.
struct UserSeriesValues {
    let series: UserSeries
    /// Row indices of the column by time, for re-joining only the newest after a live bar.
    private let byTime: [Int]
    private(set) var values: [Double] = []

    /// Joins `series` onto `bars`. O(m log m + m log n).
    init(_ series: UserSeries, bars: [Bar], period: BarPeriod?) {
        self.series = series
        let times = series.column.times
        byTime = times.indices.sorted { (times[$0], $0) < (times[$1], $1) }
        join(bars: bars, period: period)
    }

    /// Joins every value again (the drawn bars were replaced). O(m log n).
    mutating func join(bars: [Bar], period: BarPeriod?) {
        values = [Double](repeating: .nan, count: bars.count)
        place(byTime[...], bars: bars, period: period)
    }

    /// After a live bar: one more bar when it was appended, and the values from the second-newest bar's time
    /// on joined again. O(log m + k log n) for the k values that recent.
    mutating func joinNewest(bars: [Bar], period: BarPeriod?) {
        guard bars.count >= 2, values.count >= bars.count - 1 else { return join(bars: bars, period: period) }
        while values.count < bars.count { values.append(.nan) }
        let from = bars[bars.count - 2].time, times = series.column.times
        var lo = 0, hi = byTime.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[byTime[mid]] < from { lo = mid + 1 } else { hi = mid }
        }
        values[bars.count - 2] = .nan
        values[bars.count - 1] = .nan
        // A value just before `from` can belong to the second-newest bar too (an intraday bar labelled at its close).
        place(byTime[max(lo - 1, 0)...], bars: bars, period: period, from: bars.count - 2)
    }

    private mutating func place(_ rows: ArraySlice<Int>, bars: [Bar], period: BarPeriod?, from first: Int = 0) {
        let times = bars.lazy.map(\.time)
        for row in rows {
            let v = series.column.values[row]
            if let i = BarLookup.index(holding: series.column.times[row], in: times, period: period), i >= first, v.isFinite { values[i] = v }
        }
    }
}
