/// WMA(X, N): the linearly weighted mean of the last N values (TA-Lib `WMA`, TongDaXin `WMA`).
///
/// Formula: `WMA[i] = (1·x[i−N+1] + 2·x[i−N+2] + … + N·x[i]) / (N(N+1)/2)`.
/// Warm-up: the first N − 1 outputs are NaN. A NaN input makes each window containing it NaN.
/// The weighted total is carried from window to window (`W ← W + N·x − T`, TA-Lib's method)
/// and recomputed exactly every N commits.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public struct RollingWeightedMean: StreamKernel {
    @usableFromInline var window: SlidingWindow
    @usableFromInline var weighted = 0.0  // Σ k·held[k−1], k = 1…N−1 (NaN counted as 0)
    @usableFromInline var plain = 0.0  // Σ held (NaN counted as 0)
    @usableFromInline var sinceRebase = 0
    @usableFromInline var live = Double.nan
    @usableFromInline let n: Double
    @usableFromInline let divisor: Double

    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int) {
        window = SlidingWindow(period: period)
        n = Double(period)
        divisor = Double(period * (period + 1) / 2)
    }

    /// The weighted mean of the window ending at `x`, or NaN.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        return window.isValid(live: x) ? (weighted + n * x) / divisor : .nan
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() {
        let x = live.isNaN ? 0 : live
        let capacity = Double(window.held.capacity)
        let out = window.commit(live) ?? 0
        // Every held weight drops by one (the oldest, weight 1, leaves) and x enters with N − 1.
        weighted += capacity * x - plain
        plain += x - (out.isNaN ? 0 : out)
        sinceRebase += 1
        if sinceRebase >= window.period { rebase() }
    }

    private mutating func rebase() {
        sinceRebase = 0
        let held = window.held
        let offset = held.capacity - held.count  // missing values sit at the front
        weighted = 0
        plain = 0
        for k in 0..<held.count where !held[k].isNaN {
            weighted += Double(offset + k + 1) * held[k]
            plain += held[k]
        }
    }
}

extension RollingWeightedMean: StorageClaiming {
    mutating func claimStorage() {
        window.claimStorage()
    }
}
