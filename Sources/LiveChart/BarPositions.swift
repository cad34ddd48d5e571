import LiveChartData

/// Where bars sit on the time scale's logical axis (`TimeScale` lays out logical units): at their index by
/// default, so gaps in time (nights, weekends, lunch breaks) vanish; or, with gaps shown (mplfinance's
/// `show_nontrading`), at their time counted in bar periods back from the newest bar, so time without
/// trading takes the room it lasted. Instants keep a DST change from opening or closing an hour.
///
/// Holds the drawn bars' array without copying it; every query is O(1) or O(log n), so a frame stays O(visible bars).
struct BarPositions {
    private let bars: [Bar]
    /// Seconds a logical unit lasts (the bar period), or nil when bars sit at their index.
    private let unit: Double?

    /// Bars at their indices 0 ..< `bars.count`.
    init(byIndex bars: [Bar]) {
        self.bars = bars
        unit = nil
    }

    /// Bars at their times: the newest at index `bars.count − 1`, each older one `Δt / periodSeconds` units before it.
    /// - Precondition: `periodSeconds > 0`; bar times strictly increase.
    init(byTime bars: [Bar], periodSeconds: Int64) {
        self.bars = bars
        unit = Double(periodSeconds)
    }

    /// Whether positions follow time.
    var followsTime: Bool { unit != nil }

    /// The logical position of bar `i`; a slot beyond the newest bar (where a displaced line runs on) or before
    /// the first is whole units on from it, as at its index. O(1).
    func position(_ i: Int) -> Double {
        guard let unit, let last = bars.last, i >= 0, i < bars.count else { return Double(i) }
        return Double(bars.count - 1) - Double(last.time - bars[i].time) / unit
    }

    /// The logical units the newest `n` bars span, as a bar count for `TimeScale.fitting`. O(1).
    func span(ofNewest n: Int) -> Int {
        guard unit != nil, n >= 1, n <= bars.count else { return n }
        return Int((position(bars.count - 1) - position(bars.count - n)).rounded()) + 1
    }

    /// The bars at least partly visible on `scale`, nil when none is: its own index range by index, else the bars
    /// whose slot (position ± ½) overlaps the visible logical range. O(log n).
    func visibleIndices(on scale: TimeScale) -> ClosedRange<Int>? {
        guard unit != nil else { return scale.visibleBarIndices }
        let range = scale.visibleLogicalRange
        let first = firstIndex { position($0) + 0.5 > range.lowerBound }
        let end = firstIndex { position($0) - 0.5 >= range.upperBound }
        return first < end ? first...(end - 1) : nil
    }

    /// The bar nearest logical position `p`; past the newest bar, the index that many whole units on (for
    /// anchors in the future). O(log n).
    func nearestIndex(atPosition p: Double) -> Int {
        guard unit != nil, !bars.isEmpty else { return Int(p.rounded()) }
        if p > position(bars.count - 1) { return bars.count - 1 + Int((p - position(bars.count - 1)).rounded()) }
        let after = firstIndex { position($0) >= p }
        guard after > 0 else { return 0 }
        return position(after) - p < p - position(after - 1) ? after : after - 1
    }

    /// The first index whose position satisfies `test` (monotone: false then true), or `bars.count`. O(log n).
    private func firstIndex(where test: (Int) -> Bool) -> Int {
        var lo = 0, hi = bars.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if test(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
