import Foundation

/// Rendered images (with their descriptions) by ETag, bounded in bytes: the oldest entries go first. Thread-safe.
final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (data: Data, type: String, description: String)] = [:]
    private var order: [String] = []
    private var bytes = 0
    let limit: Int

    /// - Parameter limit: most bytes held.
    init(limit: Int) { self.limit = limit }

    func get(_ key: String) -> (data: Data, type: String, description: String)? { lock.withLock { entries[key] } }

    func put(_ key: String, _ data: Data, type: String, description: String) {
        guard data.count <= limit else { return }
        lock.withLock {
            guard entries[key] == nil else { return }
            entries[key] = (data, type, description)
            order.append(key)
            bytes += data.count
            while bytes > limit, let oldest = order.first {
                order.removeFirst()
                bytes -= entries.removeValue(forKey: oldest)?.data.count ?? 0
            }
        }
    }
}
