import LiveChartData
import Synchronization

/// Scoring events handed from the standard-input reader's thread to the score viewer's frame loop.
final class ScoreInbox: Sendable {
    private let pending = Mutex<[ScoringEvent]>([])

    /// Called on any thread.
    func post(_ event: ScoringEvent) { pending.withLock { $0.append(event) } }

    /// Everything posted since the last drain, in arrival order.
    func drain() -> [ScoringEvent] {
        pending.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }
}
