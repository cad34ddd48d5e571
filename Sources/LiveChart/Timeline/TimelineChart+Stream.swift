import LiveChartData

extension TimelineChart {
    /// Applies what a live stream did (see `LiveFeed` and `LiveBarBuilder`): an appended bar opens a minute, an
    /// updated one changes the live minute in place, an order book replaces the one drawn, a skipped line
    /// changes nothing.
    ///
    /// ```swift
    /// var feed = LiveFeed(builder: LiveBarBuilder(session: .aShare))
    /// let chart = TimelineChart(bars: [], session: .aShare)
    /// for line in follower.poll() { if let change = feed.feed(line) { chart.apply(change) } }
    /// ```
    /// - Returns: whether anything drawn changed.
    /// - Complexity: O(1) amortised.
    @discardableResult
    public func apply(_ change: StreamChange) -> Bool {
        switch change {
        case .appended(let bar): return append(bar)
        case .updatedLast(let bar): return updateLast(bar)
        case .book(let book):
            orderBook = book
            return true
        case .skipped: return false
        }
    }
}
