/// REF(X, N): the value N items before the live one (TongDaXin `REF`).
///
/// Warm-up: NaN for the first N items (there is no earlier value); NaN inputs pass through
/// as NaN N items later. `REF(X, 0)` is X itself.
/// - Complexity: O(1) per call, O(N) memory.
public struct Lag: StreamKernel {
    @usableFromInline var held: RingBuffer<Double>
    @usableFromInline var live = Double.nan

    /// Creates the kernel for a lag of `periods` ≥ 0 items.
    public init(periods: Int) {
        precondition(periods >= 0, "REF periods must be ≥ 0")
        held = RingBuffer(capacity: periods, filler: .nan)
    }

    /// The value `periods` items before `x`, or NaN when the history is shorter.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        if held.capacity == 0 { return x }
        return held.isFull ? held[0] : .nan
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() { held.push(live) }
}

extension Lag {
    /// Whether `periods` values have been committed, i.e. the lagged value exists (it may still
    /// be NaN when the input was). Distinguishes "before the first bar" from "a missing value".
    public var hasHistory: Bool { held.isFull }
}
