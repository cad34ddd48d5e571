/// HHV(high, N) and LLV(low, N) together: the range of the last N bars (KDJ, WR).
///
/// Two monotonic deques; warm-up and NaN rules as `RollingExtreme`.
/// - Complexity: O(1) per `update`, amortised O(1) per `advance`.
public struct RollingRange: StreamKernel {
    @usableFromInline var highest: RollingExtreme
    @usableFromInline var lowest: RollingExtreme

    /// Creates the kernel for windows of `period` ≥ 1 bars.
    public init(period: Int) {
        highest = RollingExtreme(period: period, kind: .highest)
        lowest = RollingExtreme(period: period, kind: .lowest)
    }

    /// The highest high and lowest low of the window ending at the live bar, or NaN.
    @inline(__always) public mutating func update(_ input: (high: Double, low: Double)) -> (highest: Double, lowest: Double) {
        (highest.update(input.high), lowest.update(input.low))
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        highest.advance()
        lowest.advance()
    }
}

extension RollingRange: StorageClaiming {
    mutating func claimStorage() {
        highest.claimStorage()
        lowest.claimStorage()
    }
}
