import LiveChartData

/// A source of older bars for lazy history loading (a file served in slices, a network API).
///
/// The chart calls `requestBars` when the visible range comes near the oldest loaded bar; the
/// loader answers on any thread through `completion` with bars older than `time`, oldest first,
/// at most `count` of them, or an empty array when there is no older history.
public protocol HistoryLoader: AnyObject, Sendable {
    func requestBars(before time: Int64, count: Int, completion: @escaping @Sendable ([Bar]) -> Void)
}

/// Decides when to ask a `HistoryLoader` for more: once per oldest bar, when the first visible
/// logical index comes within `threshold` bars of index 0, and never again after an empty answer.
///
/// Pure state: the host calls `shouldRequest` after every view change (every frame is fine: it fires
/// once, not on every frame) and `received` with the answer.
public struct HistoryTrigger: Sendable, Equatable {
    /// How close (in bars) to the oldest loaded bar the view may come before more is requested.
    public var threshold: Double
    /// How many bars to ask for at a time.
    public var batchSize: Int
    /// The oldest bar's time of the request in flight or last made; nil before any.
    public private(set) var requestedBefore: Int64?
    public private(set) var inFlight = false
    /// True once the loader answered with no bars.
    public private(set) var exhausted = false

    public init(threshold: Double = 50, batchSize: Int = 500) {
        self.threshold = threshold
        self.batchSize = batchSize
    }

    /// Whether to request bars older than `oldestTime` now.
    /// - Parameter firstVisibleIndex: the left edge's logical index (`TimeScale.visibleLogicalRange.lowerBound`).
    public mutating func shouldRequest(firstVisibleIndex: Double, oldestTime: Int64) -> Bool {
        guard !exhausted, !inFlight, firstVisibleIndex < threshold, requestedBefore != oldestTime else { return false }
        requestedBefore = oldestTime
        inFlight = true
        return true
    }

    /// Records the loader's answer of `count` bars.
    public mutating func received(_ count: Int) {
        inFlight = false
        if count == 0 { exhausted = true }
    }
}
