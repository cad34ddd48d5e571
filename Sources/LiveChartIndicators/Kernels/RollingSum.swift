/// SUM(X, N): the sum of the last N values (TongDaXin `SUM(X,N)` with N > 0, TA-Lib's running total).
///
/// Warm-up: the first N − 1 outputs are NaN. A NaN input makes each window containing it NaN;
/// sums resume N items after it. The running total is recomputed exactly from the held values
/// every N commits, so rounding error never accumulates beyond one window.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`, O(N) memory.
public struct RollingSum: StreamKernel {
    @usableFromInline var window: SlidingWindow
    @usableFromInline var sum = 0.0  // of the finite held values
    @usableFromInline var sinceRebase = 0
    @usableFromInline var live = Double.nan

    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) { window = SlidingWindow(period: period) }

    /// The window length N.
    public var period: Int { window.period }

    /// The sum of the window ending at `x`, or NaN while incomplete or containing NaN.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        return window.isValid(live: x) ? sum + x : .nan
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() {
        let x = live
        if let out = window.commit(x), !out.isNaN { sum -= out }
        if !x.isNaN { sum += x }
        sinceRebase &+= 1
        if sinceRebase >= window.period { rebase() }
    }

    mutating func rebase() {
        sinceRebase = 0
        sum = window.held.finiteSum
    }
}

extension RollingSum: StorageClaiming {
    mutating func claimStorage() {
        window.claimStorage()
    }
}
