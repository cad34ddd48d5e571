import Foundation
import Synchronization

/// Rendered images (with their descriptions and warnings) by the job's whole identity (`ChartJob.identity`: the canonical
/// spec and its files' identities), bounded in bytes, keys included: the oldest entries go first. Keyed by the
/// identity itself, not its 64-bit tag, so two specs whose tags collide (an attacker found a pair of titles in
/// minutes) never share an image. Thread-safe.
final class ImageCache: Sendable {
    typealias Entry = (data: Data, type: String, description: String, warnings: [String])
    private struct State {
        var entries: [Data: Entry] = [:]
        var order: [Data] = []
        var bytes = 0
    }
    private let state = Mutex(State())
    let limit: Int

    /// - Parameter limit: most bytes held.
    init(limit: Int) { self.limit = limit }

    func get(_ key: Data) -> Entry? { state.withLock { $0.entries[key] } }

    func put(_ key: Data, _ data: Data, type: String, description: String, warnings: [String]) {
        guard data.count + key.count <= limit else { return }
        state.withLock { s in
            guard s.entries[key] == nil else { return }
            s.entries[key] = (data, type, description, warnings)
            s.order.append(key)
            s.bytes += data.count + key.count
            while s.bytes > limit, let oldest = s.order.first {
                s.order.removeFirst()
                s.bytes -= (s.entries.removeValue(forKey: oldest)?.data.count ?? 0) + oldest.count
            }
        }
    }
}
