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
    /// live item, then the held ones from the oldest), and eight windows are summed side by side
    /// in the lanes of a vector (four SSE2 registers), each lane doing the scalar steps in the
    /// scalar order, so that their independent chains of additions overlap (with four windows the
    /// 3-cycle latency of each addition still set the pace). A NaN mean (warm-up, a gap) gives
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
        while i &+ 8 <= n {
            // Lane j sums window i + j: the same operations in the same order as the scalar loop.
            let m = UnsafeRawPointer(means + i).loadUnaligned(as: SIMD8<Double>.self)
            var total = Self.magnitude(UnsafeRawPointer(x + i).loadUnaligned(as: SIMD8<Double>.self) - m)
            let held = x + (i &+ 1 &- period)  // the oldest held item of window i
            for k in 0..<(period &- 1) {
                total += Self.magnitude(UnsafeRawPointer(held + k).loadUnaligned(as: SIMD8<Double>.self) - m)
            }
            let deviation = total / divisor
            for lane in 0..<8 { body(i &+ lane, deviation[lane]) }
            i &+= 8
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

    /// `abs` of each lane (the sign bit cleared, as `abs` of a `Double` does, −0 and NaN included).
    @inlinable @inline(__always)
    static func magnitude(_ v: SIMD8<Double>) -> SIMD8<Double> {
        unsafeBitCast(unsafeBitCast(v, to: SIMD8<UInt64>.self) & 0x7FFF_FFFF_FFFF_FFFF, to: SIMD8<Double>.self)
    }
}
