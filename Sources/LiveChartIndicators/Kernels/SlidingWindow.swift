/// Bookkeeping shared by the window kernels: the last `period − 1` committed values, how many
/// values were committed, and from which count on the windows are free of the last missing
/// value (NaN); that bound moves only when a NaN is committed.
///
/// The live value plus the held values form the window of `period` values ending at the live
/// item. A window is complete when `period − 1` values are held; it is *valid* when it is
/// complete and neither the live value nor any held value is NaN.
public struct SlidingWindow: Sendable {
    /// The window length N ≥ 1, in items.
    public let period: Int
    /// The last `period − 1` committed values, oldest first (none unless `keepsValues`).
    public private(set) var held: RingBuffer<Double>
    /// The number of values committed so far.
    public private(set) var committed = 0
    /// The first `committed` count whose window (held values plus a live value) is complete and
    /// holds no committed NaN: `period − 1` at the start, `k + period` after a NaN committed as
    /// the k-th value (0-based).
    @usableFromInline var validFrom: Int

    /// Creates an empty window of `period` items.
    /// - Parameter keepsValues: hold the last `period − 1` values (false when a kernel keeps its
    ///   own structure and needs only the counts, as the monotonic deque does).
    public init(period: Int, keepsValues: Bool = true) {
        precondition(period >= 1, "window period must be at least 1")
        self.period = period
        validFrom = period - 1
        held = RingBuffer(capacity: keepsValues ? period - 1 : 0, filler: 0)
    }

    /// Whether the window ending at a live value `x` is complete and free of NaN.
    @inlinable public func isValid(live x: Double) -> Bool {
        committed >= validFrom && !x.isNaN
    }

    /// Commits `x`, returning the value that left the window of held values, if any.
    /// - Complexity: O(1).
    @discardableResult @inline(__always)
    public mutating func commit(_ x: Double) -> Double? {
        if x.isNaN { validFrom = committed &+ period }
        committed &+= 1
        return held.push(x)
    }
}

extension SlidingWindow: StorageClaiming {
    mutating func claimStorage() {
        held.claimStorage()
    }
}
