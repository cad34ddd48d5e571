/// MA(X, N): the arithmetic mean of the last N values (TongDaXin `MA(X,N)`, TA-Lib `SMA`).
///
/// Formula: `MA[i] = (x[i−N+1] + … + x[i]) / N`. Warm-up: the first N − 1 outputs are NaN
/// (the same in every convention). A NaN input makes each window containing it NaN.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public struct RollingMean: StreamKernel {
    @usableFromInline var total: RollingSum
    @usableFromInline let divisor: Double

    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) {
        total = RollingSum(period: period)
        divisor = Double(period)
    }

    /// The mean of the window ending at `x`, or NaN.
    @inline(__always) public mutating func update(_ x: Double) -> Double { total.update(x) / divisor }

    /// Commits the live value.
    @inline(__always) public mutating func advance() { total.advance() }
}

extension RollingMean: StorageClaiming {
    mutating func claimStorage() {
        total.claimStorage()
    }
}
