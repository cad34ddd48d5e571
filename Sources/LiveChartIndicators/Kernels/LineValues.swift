/// Where an indicator writes one bar's values: one slot per output line.
///
/// A borrowed view of storage owned by the caller (the batch loop or an `IndicatorEngine`),
/// valid only for the duration of the `update(_:into:)` call that receives it; writing through it
/// costs a plain store, with no copy-on-write check. Do not keep it.
public struct LineValues {
    @usableFromInline let base: UnsafeMutablePointer<Double>
    /// The number of slots (the indicator's line count).
    public let count: Int

    /// Wraps `count` slots starting at `base` (storage the caller keeps alive during the call).
    @inlinable public init(base: UnsafeMutablePointer<Double>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The value of line `line`.
    /// - Precondition: `0 <= line < count`.
    @inlinable public subscript(line: Int) -> Double {
        get {
            precondition(line >= 0 && line < count, "line index out of range")
            return base[line]
        }
        nonmutating set {
            precondition(line >= 0 && line < count, "line index out of range")
            base[line] = newValue
        }
    }
}
