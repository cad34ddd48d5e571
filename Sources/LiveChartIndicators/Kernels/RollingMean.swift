/// MA(X, N): the arithmetic mean of the last N values (TongDaXin `MA(X,N)`, TA-Lib `SMA`).
///
/// Formula: `MA[i] = (x[i−N+1] + … + x[i]) / N`. Warm-up: the first N − 1 outputs are NaN
/// (the same in every convention). A NaN input makes each window containing it NaN.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public typealias RollingMean = WindowKernel<MeanAccumulator>

/// The running total behind `RollingMean`, scaled by 1/N on output.
///
/// Multiplying by the rounded 1/N instead of dividing by N (within one ulp of the quotient)
/// takes the division, the slowest step of the batch loop, out of it.
public struct MeanAccumulator: WindowAccumulator {
    @usableFromInline var total = SumAccumulator()
    @usableFromInline let reciprocal: Double  // 1/N

    /// An empty mean over windows of `period` items.
    public init(period: Int) { reciprocal = 1 / Double(period) }

    /// 0.
    @inlinable public var neutral: Double { 0 }

    /// Slides the total (see `SumAccumulator`).
    @inline(__always) public mutating func slide(leaving: Double, entering: Double) {
        total.slide(leaving: leaving, entering: entering)
    }

    /// Re-sums the total (see `SumAccumulator`).
    @inlinable public mutating func rebase<Held: Collection<Double>>(held: Held) { total.rebase(held: held) }

    /// (held total + `x`) · (1/N).
    @inline(__always) public func value(live x: Double) -> Double { total.value(live: x) * reciprocal }
}

extension WindowKernel where Accumulator == MeanAccumulator {
    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) { self.init(period: period, accumulator: MeanAccumulator(period: period)) }
}
