extension WindowKernel {
    /// Batch computation over a whole column: `out[i]` is what a fresh kernel's `update(x[i])`
    /// gives after committing `x[0..<i]`, bit for bit.
    ///
    /// The same accumulator steps as streaming, in the same order (a slide per commit, exact
    /// re-summing every `rebaseInterval` commits), but the leaving value is read from `x` instead
    /// of a ring and the loop's state stays in registers. Commits are taken a block at a time (the
    /// re-summing interval, ≥ N); a whole block whose windows hold no NaN or ±∞ — found afterwards
    /// from a probe sum that any of them makes non-finite — skips the per-value missing-value
    /// tests; a block with one is recomputed from its start with them. This kernel's own state is not used or changed.
    /// - Parameters:
    ///   - x: the inputs, oldest first.
    ///   - out: room for `x.count` outputs; must not overlap `x`.
    /// - Complexity: O(n).
    @inlinable
    public func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        precondition(window.committed == 0, "column(_:into:) starts from a fresh kernel")
        let n = x.count, period = window.period
        var accumulator = self.accumulator
        var lastNaN = -1  // the index of the latest NaN input, or −1
        var blockStart = 0
        while blockStart < n {
            // Commits blockStart..<blockEnd; the last commit of a whole block re-sums instead of sliding.
            let blockEnd = min(blockStart &+ rebaseInterval, n)
            let slideEnd = blockEnd &- blockStart == rebaseInterval ? blockEnd &- 1 : blockEnd
            let saved = accumulator
            var clean = false
            // A whole block whose windows are all complete: as it is at least N long, its leaving
            // and entering values are exactly the values of its windows, so the probe sees them all.
            if slideEnd < blockEnd, blockStart >= period &- 1 {
                var probe = 0.0
                for i in blockStart..<slideEnd {
                    let xi = x[i], leaving = x[i &- period &+ 1]
                    out[i] = accumulator.value(live: xi)
                    accumulator.slide(leaving: leaving, entering: xi)
                    probe += xi - leaving
                }
                out[slideEnd] = accumulator.value(live: x[slideEnd])
                clean = (probe + x[slideEnd]).isFinite
            }
            if !clean {
                accumulator = saved
                for i in blockStart..<blockEnd {
                    let xi = x[i].isFinite ? x[i] : .nan  // as `update` takes it
                    if xi.isNaN { lastNaN = i }
                    out[i] = i &- lastNaN >= period ? accumulator.value(live: xi) : .nan
                    if i < slideEnd {
                        accumulator.slideSkippingMissing(leaving: i >= period &- 1 ? x[i &- period &+ 1] : .nan, entering: xi)
                    }
                }
            }
            if slideEnd < blockEnd {
                accumulator.rebase(held: UnsafeBufferPointer(rebasing: x[(slideEnd &+ 2 &- period)..<blockEnd]))
            }
            blockStart = blockEnd
        }
    }
}
