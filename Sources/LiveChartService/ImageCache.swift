import Foundation

/// Rendered images (with their descriptions and warnings) by the job's whole identity (`ChartJob.identity`: the canonical
/// spec and its files' identities), bounded in bytes, keys included: the oldest entries go first. Keyed by the
/// identity itself, not its 64-bit tag, so two specs whose tags collide (an attacker found a pair of titles in
/// minutes) never share an image. Thread-safe.
final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Data: (data: Data, type: String, description: String, warnings: [String])] = [:]
    private var order: [Data] = []
    private var bytes = 0
    let limit: Int

    /// - Parameter limit: most bytes held.
    init(limit: Int) { self.limit = limit }

    func get(_ key: Data) -> (data: Data, type: String, description: String, warnings: [String])? { lock.withLock { entries[key] } }

    func put(_ key: Data, _ data: Data, type: String, description: String, warnings: [String]) {
        guard data.count + key.count <= limit else { return }
        lock.withLock {
            guard entries[key] == nil else { return }
            entries[key] = (data, type, description, warnings)
            order.append(key)
            bytes += data.count + key.count
            while bytes > limit, let oldest = order.first {
                order.removeFirst()
                bytes -= (entries.removeValue(forKey: oldest)?.data.count ?? 0) + oldest.count
            }
        }
    }
}
