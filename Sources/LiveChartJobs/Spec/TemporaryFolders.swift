import Foundation

/// The private temporary folders that hold inline data while a job runs, so an interrupted batch or service
/// (SIGINT, SIGTERM) removes them before it exits instead of leaving the client's data behind. Thread-safe.
package enum TemporaryFolders {
    /// How many are there now (tests).
    static var count: Int { lock.withLock { live.count } }

    private static let lock = NSLock()
    /// By path: a URL made by `deletingLastPathComponent` compares unequal to the one made (a trailing slash),
    /// and every removed folder stayed in a set of URLs (the service soak's ~500 bytes a request of inline data).
    nonisolated(unsafe) private static var live: Set<String> = []  // guarded by `lock`

    /// Makes a private (0700) folder and remembers it.
    /// - Throws: what `FileManager.createDirectory` throws.
    package static func make() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        lock.withLock { _ = live.insert(dir.path) }
        return dir
    }

    /// Removes `dir` and forgets it.
    package static func remove(_ dir: URL) {
        try? FileManager.default.removeItem(at: dir)
        lock.withLock { _ = live.remove(dir.path) }
    }

    /// Removes every folder still there (the process is about to exit).
    package static func removeAll() {
        for path in lock.withLock({ live }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
