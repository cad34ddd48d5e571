/// AVEDEV(X, N): the mean absolute deviation of the last N values from their mean
/// (TongDaXin `AVEDEV`, the denominator of CCI).
///
/// Formula: `Σ|x − mean| / N` over the window. Warm-up: the first N − 1 outputs are NaN.
/// A NaN input makes each window containing it NaN.
/// - Complexity: O(N) per `update` (every deviation depends on the window's own mean; TA-Lib's
///   CCI rescans the window the same way), amortised O(1) per `advance`.
public struct RollingMeanDeviation: StreamKernel {
    @usableFromInline var window: SlidingWindow
    @usableFromInline var mean: RollingMean
    @usableFromInline var live = Double.nan

    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) {
        window = SlidingWindow(period: period)
        mean = RollingMean(period: period)
    }

    /// The mean absolute deviation of the window ending at `x`, or NaN.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        let m = mean.update(x)
        guard !m.isNaN else { return .nan }
        let held = window.held
        var total = abs(x - m)
        for k in 0..<held.count { total += abs(held[k] - m) }
        return total / Double(window.period)
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() {
        window.commit(live)
        mean.advance()
    }
}

extension RollingMeanDeviation: StorageClaiming {
    mutating func claimStorage() {
        window.claimStorage()
        mean.claimStorage()
    }
}
