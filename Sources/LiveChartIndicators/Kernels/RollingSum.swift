/// SUM(X, N): the sum of the last N values (TongDaXin `SUM(X,N)` with N > 0, TA-Lib's running total).
///
/// Warm-up: the first N − 1 outputs are NaN. A NaN input makes each window containing it NaN;
/// sums resume N items after it. The running total is recomputed exactly from the held values
/// every max(N, 64) commits, so rounding error never accumulates beyond a few dozen slides.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`, O(N) memory.
public typealias RollingSum = WindowKernel<SumAccumulator>

/// The running total behind `RollingSum` and `RollingMean`.
public struct SumAccumulator: WindowAccumulator {
    /// The sum of the finite held values.
    @usableFromInline var sum = 0.0

    /// An empty total.
    public init() {}

    /// 0.
    @inlinable public var neutral: Double { 0 }

    /// Takes `leaving` out of the total and puts `entering` in.
    @inline(__always) public mutating func slide(leaving: Double, entering: Double) {
        sum += entering - leaving  // one add on the loop-carried chain
    }

    /// The total of the finite held values, summed oldest first.
    @inlinable public mutating func rebase<Held: Collection<Double>>(held: Held) {
        sum = 0
        for v in held where v.isFinite { sum += v }
    }

    /// The held total plus `x`.
    @inline(__always) public func value(live x: Double) -> Double { sum + x }
}

extension WindowKernel where Accumulator == SumAccumulator {
    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) { self.init(period: period, accumulator: SumAccumulator()) }
}
