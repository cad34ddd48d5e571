/// HHV(X, N) / LLV(X, N): the highest or lowest of the last N values, by a monotonic deque.
///
/// The deque holds the indices of held values that could still become the extreme, with values
/// strictly decreasing (highest) or increasing (lowest) from front to back; each value enters
/// and leaves once, so a whole series costs O(n) whatever N is.
/// Warm-up: the first N − 1 outputs are NaN. A NaN input makes each window containing it NaN.
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
        let best = deque.base[front].value
        return highest ? Swift.max(best, x) : Swift.min(best, x)
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
            let v = slots[back].value
            if highest ? v > x : v < x { break }
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
