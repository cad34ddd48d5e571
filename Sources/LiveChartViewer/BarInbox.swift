import LiveChartData
import Synchronization

/// Batches of bars handed from a loader's thread to the viewer's frame loop.
final class BarInbox: Sendable {
    private let batches = Mutex<[[Bar]]>([])

    /// Called on any thread.
    func post(_ bars: [Bar]) { batches.withLock { $0.append(bars) } }

    /// Everything posted since the last drain, in arrival order.
    func drain() -> [[Bar]] {
        batches.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}
