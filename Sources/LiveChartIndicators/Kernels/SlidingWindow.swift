/// Bookkeeping shared by the window kernels: the last `period − 1` committed values, how many
/// values were committed, and where the last missing value (NaN) was.
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
    @usableFromInline var lastNaN = Int.min / 2

    /// Creates an empty window of `period` items.
    /// - Parameter keepsValues: hold the last `period − 1` values (false when a kernel keeps its
    ///   own structure and needs only the counts, as the monotonic deque does).
    public init(period: Int, keepsValues: Bool = true) {
        precondition(period >= 1, "window period must be at least 1")
        self.period = period
        held = RingBuffer(capacity: keepsValues ? period - 1 : 0, filler: 0)
    }

    /// Whether the window ending at a live value `x` is complete and free of NaN.
    @inlinable public func isValid(live x: Double) -> Bool {
        committed >= period - 1 && !x.isNaN && lastNaN < committed - period + 1
    }

    /// Commits `x`, returning the value that left the window of held values, if any.
    /// - Complexity: O(1).
    @discardableResult @inline(__always)
    public mutating func commit(_ x: Double) -> Double? {
        if x.isNaN { lastNaN = committed }
        committed += 1
        return held.push(x)
    }
}
