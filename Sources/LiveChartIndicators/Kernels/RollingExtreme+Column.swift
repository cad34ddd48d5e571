extension RollingExtreme {
    /// Batch computation over a whole column: `out[i]` is what a fresh kernel's `update(x[i])`
    /// gives after committing `x[0..<i]`, bit for bit.
    ///
    /// Van Herk / Gil–Werman blocks instead of the deque (see `ExtremeLane`): three branch-free
    /// comparisons per item whatever N. This kernel's own state is not used or changed.
    /// - Parameters:
    ///   - x: the inputs, oldest first.
    ///   - out: room for `x.count` outputs; must not overlap `x`.
    /// - Complexity: O(n) time, O(N) extra memory.
    @inlinable
    public func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        precondition(window.committed == 0, "column(_:into:) starts from a fresh kernel")
        guard let base = x.baseAddress, !x.isEmpty else { return }
        let period = window.period
        let slots = UnsafeMutablePointer<Double>.allocate(capacity: ExtremeLane.slotCount(period: period))
        defer { slots.deallocate() }
        // Two copies of the loop, each with the kind a constant.
        if highest {
            Self.scan(count: x.count, ExtremeLane(base, period: period, highest: true, slots: slots), into: out)
        } else {
            Self.scan(count: x.count, ExtremeLane(base, period: period, highest: false, slots: slots), into: out)
        }
    }

    /// The block loop of `column(_:into:)` over `count` items of one lane.
    @inlinable @inline(__always)
    static func scan(count n: Int, _ lane: ExtremeLane, into out: UnsafeMutablePointer<Double>) {
        var lane = lane
        let period = lane.period, x = lane.x
        ExtremeLane.forEachBlock(count: n, period: period, holdsNaN: { ExtremeLane.holdsNaN(x, from: $0, to: $1) }) { start, length, checked in
            lane.beginBlock()
            if length < period {  // the last block, cut short: no suffixes needed
                for k in 0..<length { out[start &+ k] = lane.window(start: start, offset: k) }
                return
            }
            if checked {
                for k in 0..<period {
                    out[start &+ k] = lane.window(start: start, offset: k)
                    lane.extendSuffix(start: start, offset: period &- 1 &- k)
                }
            } else {
                for k in 0..<period {
                    out[start &+ k] = lane.cleanWindow(start: start, offset: k)
                    lane.extendSuffix(start: start, offset: period &- 1 &- k)
                }
            }
            lane.endBlock()
        }
    }
}
