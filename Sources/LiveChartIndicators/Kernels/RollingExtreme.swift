/// HHV(X, N) / LLV(X, N): the highest or lowest of the last N values, by a monotonic deque.
///
/// The deque holds the indices of held values that could still become the extreme, with values
/// strictly decreasing (highest) or increasing (lowest) from front to back; each value enters
/// and leaves once, so a whole series costs O(n) whatever N is.
/// Warm-up: the first N − 1 outputs are NaN. A NaN input makes each window containing it NaN.
/// Of equal values the newest is the extreme (only +0 and −0 can tell); `keeps(_:over:highest:)`
/// states that rule for the deque, `update` and the batch pass alike.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`, O(N) memory.
public struct RollingExtreme: StreamKernel {
    @usableFromInline var window: SlidingWindow
    @usableFromInline var deque: SlotStorage<(index: Int, value: Double)>  // a ring of `period` slots
    @usableFromInline var exclusive = false  // see `StorageClaiming`
    @usableFromInline var front = 0
    @usableFromInline var count = 0
    @usableFromInline let highest: Bool
    @usableFromInline var live = Double.nan

    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int, kind: ExtremeKind) {
        window = SlidingWindow(period: period, keepsValues: false)
        deque = SlotStorage([(index: Int, value: Double)](repeating: (0, 0), count: period))
        highest = kind == .highest
    }

    /// The extreme of the window ending at `x`, or NaN.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        guard window.isValid(live: x) else { return .nan }
        if count == 0 { return x }
        return Self.extreme(newer: x, older: deque.base[front].value, highest: highest)
    }

    /// Whether an `older` value stays the extreme against a `newer` one: it is strictly higher
    /// (highest) or strictly lower (lowest); on a tie the newer value wins.
    @inline(__always) @usableFromInline
    static func keeps(_ older: Double, over newer: Double, highest: Bool) -> Bool {
        highest ? older > newer : older < newer
    }

    /// The extreme of an `older` and a `newer` value by `keeps(_:over:highest:)`. Written as
    /// `older > newer ? older : newer` so it compiles to one `maxsd` (`minsd`); a NaN operand
    /// gives `newer` (the batch pass blanks such windows afterwards).
    @inline(__always) @usableFromInline
    static func extreme(newer: Double, older: Double, highest: Bool) -> Double {
        keeps(older, over: newer, highest: highest) ? older : newer
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() {
        let x = live
        let index = window.committed
        window.commit(x)
        if x.isNaN {
            count = 0
            return
        }
        if _slowPath(!exclusive), !isKnownUniquelyReferenced(&deque) { deque = SlotStorage(copying: deque) }
        let slots = deque.base
        let capacity = deque.capacity
        while count > 0 {
            var back = front &+ count &- 1
            if back >= capacity { back &-= capacity }
            if Self.keeps(slots[back].value, over: x, highest: highest) { break }
            count &-= 1
        }
        var slot = front &+ count
        if slot >= capacity { slot &-= capacity }
        slots[slot] = (index, x)
        count &+= 1
        // The next live window starts at index + 2 − period.
        while count > 0 && slots[front].index <= index &+ 1 &- capacity {
            front &+= 1
            if front == capacity { front = 0 }
            count &-= 1
        }
    }
}

extension RollingExtreme: StorageClaiming {
    mutating func claimStorage() {
        window.claimStorage()
        if !isKnownUniquelyReferenced(&deque) { deque = SlotStorage(copying: deque) }
        exclusive = true
    }
}
