/// STD(X, N) / STDP(X, N): the standard deviation of the last N values.
///
/// Formula: `sqrt(Σ(x − mean)² / d)` with `d = N − 1` (`.sample`) or `N` (`.population`).
/// Warm-up: the first N − 1 outputs are NaN; a sample deviation with N = 1 is NaN.
/// A NaN input makes each window containing it NaN.
///
/// The sums are kept relative to a shift near the window's mean and recomputed exactly every
/// N commits, which avoids the cancellation of the textbook `Σx² − (Σx)²/N` form; results agree
/// with a two-pass computation to a few ulps of the price.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public struct RollingDeviation: StreamKernel {
    @usableFromInline var window: SlidingWindow
    @usableFromInline var shift = 0.0
    @usableFromInline var s1 = 0.0  // Σ(x − shift) over finite held values
    @usableFromInline var s2 = 0.0  // Σ(x − shift)² over finite held values
    @usableFromInline var sinceRebase = 0
    @usableFromInline var live = Double.nan
    @usableFromInline let n: Double
    @usableFromInline let d: Double

    /// Creates the kernel for windows of `period` ≥ 1 items.
    public init(period: Int, denominator: DeviationDenominator) {
        window = SlidingWindow(period: period)
        n = Double(period)
        d = denominator == .sample ? Double(period - 1) : Double(period)
    }

    /// The deviation of the window ending at `x`, or NaN.
    @inline(__always) public mutating func update(_ x: Double) -> Double {
        live = x
        guard window.isValid(live: x), d > 0 else { return .nan }
        let dx = x - shift
        let t1 = s1 + dx
        let t2 = s2 + dx * dx
        return (max(0, t2 - t1 * t1 / n) / d).squareRoot()
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() {
        let x = live
        if let out = window.commit(x), !out.isNaN {
            let dx = out - shift
            s1 -= dx
            s2 -= dx * dx
        }
        if !x.isNaN {
            let dx = x - shift
            s1 += dx
            s2 += dx * dx
        }
        sinceRebase += 1
        if sinceRebase >= window.period { rebase() }
    }

    private mutating func rebase() {
        sinceRebase = 0
        let held = window.held
        var count = 0.0
        var sum = 0.0
        for k in 0..<held.count where !held[k].isNaN {
            sum += held[k]
            count += 1
        }
        shift = count > 0 ? sum / count : 0
        s1 = 0
        s2 = 0
        for k in 0..<held.count where !held[k].isNaN {
            let dx = held[k] - shift
            s1 += dx
            s2 += dx * dx
        }
    }
}

extension RollingDeviation: StorageClaiming {
    mutating func claimStorage() {
        window.claimStorage()
    }
}
