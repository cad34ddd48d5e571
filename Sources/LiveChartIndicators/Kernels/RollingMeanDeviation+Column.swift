extension RollingMeanDeviation {
    /// Batch computation over a whole column: `out[i]` is what a fresh kernel's `update(x[i])`
    /// gives after committing `x[0..<i]`, bit for bit.
    ///
    /// The means by `RollingMean.column`, then the deviations by
    /// `column(_:means:_:)`. This kernel's own state is not used or changed.
    /// - Parameters:
    ///   - x: the inputs, oldest first.
    ///   - out: room for `x.count` outputs; must not overlap `x`.
    /// - Complexity: O(n·N).
    @inlinable
    public func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        mean.column(x, into: out)
        column(x, means: out) { i, deviation in out[i] = deviation }
    }

    /// Batch computation given the window means: calls `body(i, deviation)` for every item i in
    /// order with what a fresh kernel's `update(x[i])` gives after committing `x[0..<i]`, bit for
    /// bit, so a caller can use each deviation in the same pass (CCI).
    ///
    /// Each window is read straight from the column, in the order `update` reads its ring (the
    /// live item, then the held ones from the oldest), and four windows are summed side by side
    /// so that their independent chains of additions overlap. A NaN mean (warm-up, a gap) gives
    /// NaN through the sums themselves. This kernel's own state is not used or changed.
    /// - Parameters:
    ///   - x: the inputs, oldest first.
    ///   - means: `x.count` window means, as `RollingMean(period:)` of the same period computes
    ///     them over `x` (`RollingMean.column`). `body` may overwrite `means[i]` once called for i.
    ///   - body: receives the item index and the window's mean absolute deviation (or NaN).
    /// - Complexity: O(n·N): N − 1 subtractions and additions per item.
    @inlinable
    public func column(_ x: UnsafeBufferPointer<Double>, means: UnsafePointer<Double>,
                       _ body: (_ index: Int, _ deviation: Double) -> Void) {
        precondition(window.committed == 0, "column(_:means:_:) starts from a fresh kernel")
        let n = x.count, period = window.period, divisor = Double(period)
        guard let x = x.baseAddress else { return }
        // Windows still incomplete: their mean is NaN, and so is the deviation.
        for i in 0..<Swift.min(period &- 1, n) { body(i, .nan) }
        var i = period &- 1
        while i &+ 4 <= n {
            let m0 = means[i], m1 = means[i &+ 1], m2 = means[i &+ 2], m3 = means[i &+ 3]
            var t0 = abs(x[i] - m0), t1 = abs(x[i &+ 1] - m1), t2 = abs(x[i &+ 2] - m2), t3 = abs(x[i &+ 3] - m3)
            let held = x + (i &+ 1 &- period)  // the oldest held item of window i
            for k in 0..<(period &- 1) {
                t0 += abs(held[k] - m0)
                t1 += abs(held[k &+ 1] - m1)
                t2 += abs(held[k &+ 2] - m2)
                t3 += abs(held[k &+ 3] - m3)
            }
            body(i, t0 / divisor)
            body(i &+ 1, t1 / divisor)
            body(i &+ 2, t2 / divisor)
            body(i &+ 3, t3 / divisor)
            i &+= 4
        }
        while i < n {
            let m = means[i]
            var total = abs(x[i] - m)
            let held = x + (i &+ 1 &- period)
            for k in 0..<(period &- 1) { total += abs(held[k] - m) }
            body(i, total / divisor)
            i &+= 1
        }
    }
}
