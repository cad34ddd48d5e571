import LiveChartCore

/// The ISO weekdays on which a series trades, learnt from the series itself.
///
/// A weekday counts as trading when it carries at least a fifth as many distinct dates as the busiest
/// weekday, so a stray Saturday session does not make Saturdays trading days, while crypto's seven-day
/// weeks keep all seven. O(n) to learn.
struct TradingWeekdays {
    /// `trades[w]` for ISO weekday `w` (1 = Monday … 7 = Sunday); index 0 unused.
    private var trades = [Bool](repeating: true, count: 8)

    /// Learns the pattern from the interval starts of the source bars (see `BucketScheme.intervalStart`).
    init(intervalStarts: [Int64]) {
        var dates = [Int](repeating: 0, count: 8)
        var lastDay: Int64?
        for start in intervalStarts {
            let day = start.floorDiv(86_400)
            guard day != lastDay else { continue }
            lastDay = day
            dates[Self.weekday(day)] += 1
        }
        let busiest = dates.max() ?? 0
        guard busiest > 0 else { return }
        for w in 1...7 { trades[w] = dates[w] * 5 >= busiest }
    }

    /// The ISO weekday of day number `day` since 1970-01-01 (a Thursday).
    static func weekday(_ day: Int64) -> Int { Int((day + 3).floorMod(7)) + 1 }

    /// Whether the series trades on day number `day`.
    func isTradingDay(_ day: Int64) -> Bool { trades[Self.weekday(day)] }

    /// The first trading day after day number `day`. O(1): at most seven steps.
    func nextTradingDay(after day: Int64) -> Int64 {
        var d = day + 1
        while !isTradingDay(d) && d < day + 7 { d += 1 }
        return d
    }

    /// How many trading days lie in `startDay..<endDay`. O(endDay − startDay).
    func count(from startDay: Int64, to endDay: Int64) -> Int {
        var n = 0
        var d = startDay
        while d < endDay {
            if isTradingDay(d) { n += 1 }
            d += 1
        }
        return n
    }
}
