extension RollingRange {
    /// Batch computation over whole columns: calls `body(i, highest, lowest)` for every bar i in
    /// order with what a fresh kernel's `update((high[i], low[i]))` gives after committing bars
    /// `0..<i`, bit for bit.
    ///
    /// Both extremes by van Herk / Gil–Werman blocks (see `ExtremeLane`) in one loop, so a caller
    /// can turn each window into its indicator value in the same pass (WR, KDJ's RSV).
    /// This kernel's own state is not used or changed.
    /// - Parameters:
    ///   - high: the highs, oldest first.
    ///   - low: the lows, as many as `high`.
    ///   - body: receives the bar index and that window's highest high and lowest low (each NaN
    ///     while incomplete or when its window holds a NaN).
    /// - Complexity: O(n) time, O(N) extra memory.
    @inlinable
    public func column(high: UnsafeBufferPointer<Double>, low: UnsafeBufferPointer<Double>,
                       _ body: (_ index: Int, _ highest: Double, _ lowest: Double) -> Void) {
        precondition(high.count == low.count, "high and low columns differ in length")
        precondition(highest.window.committed == 0, "column(high:low:_:) starts from a fresh kernel")
        guard let h = high.baseAddress, let l = low.baseAddress, !high.isEmpty else { return }
        let n = high.count, period = highest.window.period, lane = ExtremeLane.slotCount(period: period)
        let slots = UnsafeMutablePointer<Double>.allocate(capacity: 2 * lane)
        defer { slots.deallocate() }
        var top = ExtremeLane(h, period: period, highest: true, slots: slots)
        var bottom = ExtremeLane(l, period: period, highest: false, slots: slots + lane)
        ExtremeLane.scanPair(&top, &bottom, h: h, l: l, count: n, period: period, body)
    }
}
