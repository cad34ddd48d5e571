/// MA(X, N): the arithmetic mean of the last N values (TongDaXin `MA(X,N)`, TA-Lib `SMA`).
///
/// Formula: `MA[i] = (x[i−N+1] + … + x[i]) / N`. Warm-up: the first N − 1 outputs are NaN
/// (the same in every convention). A NaN input makes each window containing it NaN.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public typealias RollingMean = WindowKernel<MeanAccumulator>

/// The running total behind `RollingMean`, divided by N on output.
public struct MeanAccumulator: WindowAccumulator {
    @usableFromInline var total = SumAccumulator()
    @usableFromInline let divisor: Double

    /// An empty mean over windows of `period` items.
    public init(period: Int) { divisor = Double(period) }

    /// 0.
    @inlinable public var neutral: Double { 0 }

    @inline(__always) public mutating func slide(leaving: Double, entering: Double) {
        total.slide(leaving: leaving, entering: entering)
    }

    @inlinable public mutating func rebase<Held: Collection<Double>>(held: Held) { total.rebase(held: held) }

    /// (held total + `x`) / N.
    @inline(__always) public func value(live x: Double) -> Double { total.value(live: x) / divisor }
}

extension WindowKernel where Accumulator == MeanAccumulator {
    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) { self.init(period: period, accumulator: MeanAccumulator(period: period)) }
}
