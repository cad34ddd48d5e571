/// The running arithmetic of a window kernel (a sum, a weighted sum, centred moments), apart
/// from where its values come from.
///
/// `WindowKernel` drives it in both paths: streaming takes the leaving value from a ring of held
/// values, batch computation (`WindowKernel.column`) from the input column itself; both call the
/// same `slide`, `rebase` and `value`, so their results are equal bit for bit.
public protocol WindowAccumulator: Sendable {
    /// A value whose sliding in or out changes nothing (0 for sums, the shift for centred
    /// moments): it stands in for a missing (NaN) value, so `slide` never tests for NaN.
    var neutral: Double { get }

    /// Removes `leaving` from and adds `entering` to the running state. Both are inputs that
    /// are not NaN, or `neutral`. O(1).
    mutating func slide(leaving: Double, entering: Double)

    /// Recomputes the state exactly from the `N − 1` held values, oldest first; values that are
    /// not finite are missing.
    /// Called every max(N, 64) commits (`WindowKernel.rebaseInterval`). O(N).
    mutating func rebase<Held: Collection<Double>>(held: Held)

    /// The output for a complete window free of NaN: the held values plus the live value `x`.
    func value(live x: Double) -> Double
}

extension WindowAccumulator {
    /// `slide` with a missing value (NaN, ±∞) on either side replaced by `neutral`; NaN leaving
    /// also stands for "no value left" (the window still filling).
    @inlinable @inline(__always) mutating func slideSkippingMissing(leaving: Double, entering: Double) {
        slide(leaving: leaving.isFinite ? leaving : neutral, entering: entering.isFinite ? entering : neutral)
    }
}
