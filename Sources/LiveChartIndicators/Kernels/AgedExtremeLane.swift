/// `ExtremeLane` with the age of each extreme: one column's running state in a batch pass that
/// needs to know where the extreme of every N-item window was made (AROON), by the same van Herk /
/// Gil–Werman blocks.
///
/// Each prefix and suffix extreme carries the index of the item it came from, chosen with the
/// comparison `RollingExtreme.keeps(_:over:highest:)` that picks the value, so that of equal
/// extremes the newest counts, as in the streaming deque (`RollingExtreme.updateWithAge`). The
/// neutral value in slot N of the suffix rows carries index −1; it loses every comparison with a
/// prefix, which always holds the window's newest item, so that index is never returned.
/// NaN rules, blocks and chunks as `ExtremeLane` (whose `forEachBlock` and `holdsNaN` drive it).
/// - Complexity: O(1) per item, branch-free; O(N) extra memory (the caller's slots).
struct AgedExtremeLane {
    let x: UnsafePointer<Double>
    let period: Int
    let highest: Bool
    /// The previous block's suffix extremes and their indices (slot k: items k…N − 1 of that block).
    var earlier: UnsafeMutablePointer<Double>
    var earlierIndex: UnsafeMutablePointer<Int>
    /// The current block's, filled from slot N − 1 down.
    var later: UnsafeMutablePointer<Double>
    var laterIndex: UnsafeMutablePointer<Int>
    var prefix = 0.0, prefixIndex = -1
    var suffix = 0.0, suffixIndex = -1
    var lastNaN = -1

    /// A lane over the column `x` with windows of `period` items, using `slots` and `indices`
    /// (each at least `ExtremeLane.slotCount(period:)` long, owned by the caller) for its suffix rows.
    @inline(__always)
    init(_ x: UnsafePointer<Double>, period: Int, highest: Bool, slots: UnsafeMutablePointer<Double>, indices: UnsafeMutablePointer<Int>) {
        self.x = x
        self.period = period
        self.highest = highest
        earlier = slots
        later = slots + (period + 1)
        earlierIndex = indices
        laterIndex = indices + (period + 1)
        slots.initialize(repeating: highest ? -.infinity : .infinity, count: 2 * (period + 1))
        indices.initialize(repeating: -1, count: 2 * (period + 1))
    }

    /// Starts the block whose first item is the next one read.
    @inline(__always)
    mutating func beginBlock() {
        prefix = highest ? -.infinity : .infinity
        suffix = prefix
        prefixIndex = -1
        suffixIndex = -1
    }

    /// Reads item `start + k` and returns the extreme of the window ending there and its index;
    /// the value is NaN while the window is incomplete or holds a NaN (the index is then meaningless).
    @inline(__always)
    mutating func window(start: Int, offset k: Int) -> (value: Double, index: Int) {
        let i = start &+ k
        if x[i].isNaN { lastNaN = i }
        let best = cleanWindow(start: start, offset: k)
        return (i &- lastNaN >= period ? best.value : .nan, best.index)
    }

    /// `window(start:offset:)` for a window known to be complete and free of NaN.
    @inline(__always)
    mutating func cleanWindow(start: Int, offset k: Int) -> (value: Double, index: Int) {
        let i = start &+ k, xi = x[i]
        let keepPrefix = RollingExtreme.keeps(prefix, over: xi, highest: highest)
        prefix = keepPrefix ? prefix : xi
        prefixIndex = keepPrefix ? prefixIndex : i
        let keepEarlier = RollingExtreme.keeps(earlier[k &+ 1], over: prefix, highest: highest)
        return (keepEarlier ? earlier[k &+ 1] : prefix, keepEarlier ? earlierIndex[k &+ 1] : prefixIndex)
    }

    /// Extends the current block's suffix extremes backwards by its item `start + back`
    /// (back = N − 1, N − 2, …, 0 over a whole block).
    @inline(__always)
    mutating func extendSuffix(start: Int, offset back: Int) {
        let item = x[start &+ back]
        let keepItem = RollingExtreme.keeps(item, over: suffix, highest: highest)
        suffix = keepItem ? item : suffix
        suffixIndex = keepItem ? start &+ back : suffixIndex
        later[back] = suffix
        laterIndex[back] = suffixIndex
    }

    /// Ends a whole block: its suffixes become the previous block's.
    @inline(__always)
    mutating func endBlock() {
        swap(&earlier, &later)
        swap(&earlierIndex, &laterIndex)
    }

    /// The pass over a pair of columns (AROON's highs and lows): calls `body(i, high, low)` for
    /// every item in order with each window's extreme and its age (items before `i`, 0 for `i`
    /// itself), the value NaN while the window is incomplete or holds a NaN — what
    /// `RollingExtreme.updateWithAge` gives for each, bit for bit.
    /// - Complexity: O(n) time, O(N) extra memory.
    @inline(__always)
    static func scan(highest highs: UnsafeBufferPointer<Double>, lowest lows: UnsafeBufferPointer<Double>, period: Int,
                     _ body: (_ index: Int, _ high: (value: Double, age: Int), _ low: (value: Double, age: Int)) -> Void) {
        guard let h = highs.baseAddress, let l = lows.baseAddress, !highs.isEmpty else { return }
        let lane = ExtremeLane.slotCount(period: period)
        let slots = UnsafeMutablePointer<Double>.allocate(capacity: 2 * lane)
        let indices = UnsafeMutablePointer<Int>.allocate(capacity: 2 * lane)
        defer {
            slots.deallocate()
            indices.deallocate()
        }
        var top = AgedExtremeLane(h, period: period, highest: true, slots: slots, indices: indices)
        var bottom = AgedExtremeLane(l, period: period, highest: false, slots: slots + lane, indices: indices + lane)
        @inline(__always) func emit(_ i: Int, _ high: (value: Double, index: Int), _ low: (value: Double, index: Int)) {
            body(i, (high.value, i &- high.index), (low.value, i &- low.index))
        }
        ExtremeLane.scanPair(&top, &bottom, h: h, l: l, count: highs.count, period: period, emit)
    }
}
