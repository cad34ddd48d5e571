import Foundation

/// The private temporary folders that hold inline data while a job runs, so an interrupted batch or service
/// (SIGINT, SIGTERM) removes them before it exits instead of leaving the client's data behind. Thread-safe.
enum TemporaryFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var live: Set<URL> = []  // guarded by `lock`

    /// Makes a private (0700) folder and remembers it.
    /// - Throws: what `FileManager.createDirectory` throws.
    static func make() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        lock.withLock { _ = live.insert(dir) }
        return dir
    }

    /// Removes `dir` and forgets it.
    static func remove(_ dir: URL) {
        try? FileManager.default.removeItem(at: dir)
        lock.withLock { _ = live.remove(dir) }
    }

    /// Removes every folder still there (the process is about to exit).
    static func removeAll() {
        for dir in lock.withLock({ live }) { try? FileManager.default.removeItem(at: dir) }
    }
}
