/// REF(X, N): the value N items before the live one (TongDaXin `REF`).
///
/// Warm-up: NaN for the first N items (there is no earlier value); NaN inputs pass through
/// as NaN N items later. `REF(X, 0)` is X itself. `REF(X, 1)`, by far the most common, keeps a
/// single value instead of a ring.
/// - Complexity: O(1) per call, O(N) memory.
public struct Lag: StreamKernel {
    @usableFromInline var held: RingBuffer<Double>
    @usableFromInline let periods: Int
    @usableFromInline var previous = Double.nan
    @usableFromInline var committed = 0
    @usableFromInline var live = Double.nan

    /// Creates the kernel for a lag of `periods` ≥ 0 items.
    public init(periods: Int) {
        precondition(periods >= 0, "REF periods must be ≥ 0")
        self.periods = periods
        held = RingBuffer(capacity: periods > 1 ? periods : 0, filler: .nan)
    }

    /// The value `periods` items before `x`, or NaN when the history is shorter.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        if periods == 1 { return previous }
        if periods == 0 { return x }
        return held.isFull ? held[0] : .nan
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() {
        committed &+= 1
        if periods == 1 {
            previous = live
        } else if periods > 1 {
            held.push(live)
        }
    }

    /// Whether `periods` values have been committed, i.e. the lagged value exists (it may still
    /// be NaN when the input was). Distinguishes "before the first bar" from "a missing value".
    @inlinable public var hasHistory: Bool { committed >= periods }
}

extension Lag: StorageClaiming {
    mutating func claimStorage() {
        held.claimStorage()
    }
}
