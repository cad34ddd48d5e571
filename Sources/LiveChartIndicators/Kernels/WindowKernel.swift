/// A kernel over the last N values: an accumulator slid by one value per commit and recomputed
/// exactly every `rebaseInterval` = max(N, 64) commits (`RollingSum`, `RollingMean`, `RollingWeightedMean`, `RollingDeviation`).
///
/// Warm-up: the first N − 1 outputs are NaN. A missing (NaN) or infinite input makes each window
/// containing it NaN (a running sum cannot take an infinity out again); outputs resume N items
/// after it. Streaming keeps the last N − 1 values in a ring; the batch
/// path (`column(_:into:)`) reads them from the input column and gives the same values.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`, O(N) memory.
public struct WindowKernel<Accumulator: WindowAccumulator>: StreamKernel {
    @usableFromInline var window: SlidingWindow
    @usableFromInline var accumulator: Accumulator
    @usableFromInline var sinceRebase = 0
    /// Commits between exact recomputations: max(N, 64). Often enough that rounding never builds
    /// up beyond a few dozen slides; rarely enough that the O(N) recomputation stays a small
    /// share of the batch loop (for N = 20, re-summing every N commits took 40 % of its time).
    @usableFromInline let rebaseInterval: Int
    @usableFromInline var live = Double.nan

    /// Creates the kernel for windows of `period` ≥ 1 items around an empty accumulator.
    public init(period: Int, accumulator: Accumulator) {
        window = SlidingWindow(period: period)
        rebaseInterval = max(period, 64)
        self.accumulator = accumulator
    }

    /// The window length N, in items.
    public var period: Int { window.period }

    /// The value of the window ending at `input`, or NaN while incomplete or containing NaN or ±∞.
    @inline(__always) public mutating func update(_ input: Double) -> Double {
        let x = input.isFinite ? input : .nan
        live = x
        return window.isValid(live: x) ? accumulator.value(live: x) : .nan
    }

    /// Commits the live value.
    @inline(__always) public mutating func advance() {
        let x = live
        let leaving = window.commit(x) ?? .nan
        sinceRebase &+= 1
        if sinceRebase >= rebaseInterval {
            sinceRebase = 0
            accumulator.rebase(held: window.held)
        } else {
            accumulator.slideSkippingMissing(leaving: leaving, entering: x)
        }
    }
}

extension WindowKernel: StorageClaiming {
    mutating func claimStorage() {
        window.claimStorage()
    }
}
