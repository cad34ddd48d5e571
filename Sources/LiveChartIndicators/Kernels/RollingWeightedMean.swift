/// WMA(X, N): the linearly weighted mean of the last N values (TA-Lib `WMA`, TongDaXin `WMA`).
///
/// Formula: `WMA[i] = (1·x[i−N+1] + 2·x[i−N+2] + … + N·x[i]) / (N(N+1)/2)`.
/// Warm-up: the first N − 1 outputs are NaN. A NaN input makes each window containing it NaN.
/// The weighted total is carried from window to window (`W ← W + N·x − T`, TA-Lib's method)
/// and recomputed exactly every max(N, 64) commits.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public typealias RollingWeightedMean = WindowKernel<WeightedMeanAccumulator>

/// The weighted and plain totals behind `RollingWeightedMean` (NaN counted as 0).
public struct WeightedMeanAccumulator: WindowAccumulator {
    @usableFromInline var weighted = 0.0  // Σ k·held[k−1], k = 1…N−1
    @usableFromInline var plain = 0.0  // Σ held
    @usableFromInline let heldWeight: Double  // N − 1: the weight a value has once held
    @usableFromInline let n: Double
    @usableFromInline let reciprocal: Double  // 2/(N(N+1)): a multiply is far cheaper than a division

    /// Empty totals for windows of `period` items.
    public init(period: Int) {
        heldWeight = Double(period - 1)
        n = Double(period)
        reciprocal = 1 / Double(period * (period + 1) / 2)
    }

    /// 0.
    @inlinable public var neutral: Double { 0 }

    /// Every held weight drops by one (the oldest, weight 1, leaves) and `entering` comes in
    /// with weight N − 1.
    @inline(__always) public mutating func slide(leaving: Double, entering: Double) {
        // One operation on each loop-carried chain. (Written as a subtraction so that the
        // compiler does not pack the two updates into one vector, whose shuffles would join the
        // chains: WMA10 over 1M bars took 3.0 ms instead of 1.4–1.8 ms.)
        weighted -= plain - heldWeight * entering
        plain += entering - leaving
    }

    /// Both totals afresh from the finite held values, weights 1…N − 1 from the oldest.
    @inlinable public mutating func rebase<Held: Collection<Double>>(held: Held) {
        var weight = heldWeight - Double(held.count)  // missing values sit at the front
        weighted = 0
        plain = 0
        for v in held {
            weight += 1
            if !v.isFinite { continue }
            weighted += weight * v
            plain += v
        }
    }

    /// (weighted total + N·x) · 2/(N(N+1)).
    @inline(__always) public func value(live x: Double) -> Double { (weighted + n * x) * reciprocal }
}

extension WindowKernel where Accumulator == WeightedMeanAccumulator {
    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) { self.init(period: period, accumulator: WeightedMeanAccumulator(period: period)) }
}
