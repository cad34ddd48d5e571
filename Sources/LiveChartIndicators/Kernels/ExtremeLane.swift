/// One column's running state in the batch pass of `RollingExtreme` (`column`), which finds the
/// extreme of every N-item window in O(1) per item whatever N by van Herk's and Gil & Werman's
/// block method (M. van Herk, Pattern Recognition Letters 13(7), 1992; J. Gil and M. Werman,
/// IEEE Trans. PAMI 15(5), 1993).
///
/// The column is cut into blocks of N items from index 0. The window ending at item i starts at
/// j = i − N + 1: it is either one whole block or the tail of j's block followed by the head of
/// i's block. While a block is read forwards, the extreme of its head so far (the prefix) is
/// carried along, and in the same loop the extremes of its tails (the suffixes) are built from
/// its end backwards, for the next block; a window's extreme is that of the previous block's
/// suffix and the current prefix. Three comparisons per item, no branch on the data.
///
/// Every comparison is `RollingExtreme.extreme(newer:older:highest:)`, which keeps the newest of
/// equal values, so each window yields the very value (bit pattern included) the streaming deque
/// gives. A window containing NaN gives NaN, as do the first N − 1 windows: `window` tracks the
/// latest NaN's index for that; `forEachBlock` scans the column a chunk ahead so that chunks whose
/// windows are complete and free of NaN (nearly all) run `cleanWindow`, which has no such test.
/// Slot N of both suffix rows holds the neutral value (−∞ for the highest, +∞ for
/// the lowest), which loses every comparison, so the block's last item and the first block need
/// no special case.
@usableFromInline
struct ExtremeLane {
    @usableFromInline let x: UnsafePointer<Double>
    @usableFromInline let period: Int
    @usableFromInline let highest: Bool
    /// The previous block's suffix extremes (slot k: items k…N − 1 of that block).
    @usableFromInline var earlier: UnsafeMutablePointer<Double>
    /// The current block's suffix extremes, filled from slot N − 1 down.
    @usableFromInline var later: UnsafeMutablePointer<Double>
    @usableFromInline var prefix = 0.0
    @usableFromInline var suffix = 0.0
    @usableFromInline var lastNaN = -1

    /// A lane over the column `x` with windows of `period` items, using `slots` (at least
    /// `ExtremeLane.slotCount(period:)` doubles, owned by the caller) for its suffix rows.
    @inlinable @inline(__always)
    init(_ x: UnsafePointer<Double>, period: Int, highest: Bool, slots: UnsafeMutablePointer<Double>) {
        self.x = x
        self.period = period
        self.highest = highest
        earlier = slots
        later = slots + (period + 1)
        slots.initialize(repeating: highest ? -.infinity : .infinity, count: 2 * (period + 1))
    }

    /// The doubles a lane needs for windows of `period` items.
    @inlinable static func slotCount(period: Int) -> Int { 2 * (period + 1) }

    /// Starts the block whose first item is the next one read.
    @inlinable @inline(__always)
    mutating func beginBlock() {
        prefix = highest ? -.infinity : .infinity
        suffix = prefix
    }

    /// Reads item `start + k`, the k-th of the block starting at `start`, and returns the extreme
    /// of the window ending there (NaN while incomplete or when it holds a NaN).
    @inlinable @inline(__always)
    mutating func window(start: Int, offset k: Int) -> Double {
        let i = start &+ k
        let xi = x[i]
        if xi.isNaN { lastNaN = i }
        prefix = RollingExtreme.extreme(newer: xi, older: prefix, highest: highest)
        let best = RollingExtreme.extreme(newer: prefix, older: earlier[k &+ 1], highest: highest)
        return i &- lastNaN >= period ? best : .nan
    }

    /// `window(start:offset:)` for a window known to be complete and free of NaN.
    @inlinable @inline(__always)
    mutating func cleanWindow(start: Int, offset k: Int) -> Double {
        prefix = RollingExtreme.extreme(newer: x[start &+ k], older: prefix, highest: highest)
        return RollingExtreme.extreme(newer: prefix, older: earlier[k &+ 1], highest: highest)
    }

    /// Extends the current block's suffix extremes backwards by its item `start + back`.
    /// Called for back = N − 1, N − 2, …, 0 over a whole block (a last, partial block needs none).
    @inlinable @inline(__always)
    mutating func extendSuffix(start: Int, offset back: Int) {
        suffix = RollingExtreme.extreme(newer: suffix, older: x[start &+ back], highest: highest)
        later[back] = suffix
    }

    /// Ends a whole block: its suffixes become the previous block's.
    @inlinable @inline(__always)
    mutating func endBlock() { swap(&earlier, &later) }

    /// Whether `x[from..<to]` holds a NaN. Integer arithmetic on the bit patterns, so that it
    /// compiles to a vector loop without branches: with the sign cleared, a NaN is above the
    /// pattern of +∞, and adding the 52 one-bits of a significand carries it, and only it, into
    /// the top bit.
    @inlinable @inline(__always)
    static func holdsNaN(_ x: UnsafePointer<Double>, from: Int, to: Int) -> Bool {
        let magnitude: UInt64 = 0x7FFF_FFFF_FFFF_FFFF, significand: UInt64 = 0x000F_FFFF_FFFF_FFFF
        var found: UInt64 = 0
        var i = from
        while i < to {
            found |= (x[i].bitPattern & magnitude) &+ significand
            i &+= 1
        }
        return found > magnitude
    }

    /// Cuts `count` items into blocks of `period` items from index 0 (the last one possibly
    /// shorter) and calls `block(start, length, checked)` for each, in order. `checked` is false
    /// when every window ending in the block is complete and free of NaN, which `holdsNaN(from, to)`
    /// (the lanes' columns hold a NaN in `from..<to`) decides for a chunk of blocks (~512 items,
    /// which stay in the L1 cache until the blocks read them) and the N − 1 items before it.
    @inlinable @inline(__always)
    static func forEachBlock(count n: Int, period: Int, holdsNaN: (_ from: Int, _ to: Int) -> Bool,
                             _ block: (_ start: Int, _ length: Int, _ checked: Bool) -> Void) {
        let chunk = period &* Swift.max(1, 512 / period)
        var start = 0
        while start < n {
            let end = Swift.min(start &+ chunk, n)
            let checked = start < period &- 1 || holdsNaN(start &+ 1 &- period, end)
            var blockStart = start
            while blockStart < end {
                let length = Swift.min(period, end &- blockStart)
                block(blockStart, length, checked)
                blockStart &+= length
            }
            start = end
        }
    }
}
