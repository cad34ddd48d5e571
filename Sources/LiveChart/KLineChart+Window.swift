import LiveChartData

extension KLineChart {
    /// How many of the newest drawn bars show the newest `count` bars of the series (a date window's bars):
    /// `count` itself where each bar is drawn once (candles, lines, Heikin-Ashi), and for a box style the boxes
    /// from the one holding the first of those bars (the Kagi line or P&F column running then, the last brick
    /// made by then; the first box when none was made yet) to the newest, so `--from 2018-01-01` shows the boxes
    /// of 2018 on, not as many boxes as there are bars since. O(log boxes).
    /// - Parameter count: a number of series bars, 0…`series.count`.
    public func drawnBarCount(showingNewest count: Int) -> Int {
        let drawn = drawnBars
        guard seriesBarsUnderDrawn == nil, count > 0, count <= series.count, !drawn.isEmpty else { return min(max(count, 0), drawn.count) }
        let start = series.bars[series.count - count].time
        // The first box made after the window's start, then one back to the box holding it.
        var lo = 0, hi = drawn.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if drawn[mid].time <= start { lo = mid + 1 } else { hi = mid }
        }
        return drawn.count - max(lo - 1, 0)
    }
}
