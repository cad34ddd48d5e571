import Foundation

/// What a batch has written into its folder, kept in `DIR/.livechart-batch` as lines `TAG NAME` (the job's tag
/// covers the spec and each input's path, size and modification time): an output whose line carries the same
/// tag, and which still exists, is up to date and skipped when the batch runs again. Lines are appended as
/// outputs are written, so a run cut short resumes where it stopped. Thread-safe.
final class BatchLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var tags: [String: String] = [:]
    private let handle: FileHandle?
    private let folder: String

    /// Opens (or creates) the ledger of `folder`.
    init(folder: String) {
        self.folder = folder
        let path = folder + "/.livechart-batch"
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1)
                if parts.count == 2 { tags[String(parts[1])] = String(parts[0]) }
            }
        }
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        handle = FileHandle(forWritingAtPath: path)
        _ = try? handle?.seekToEnd()
    }

    /// Whether `name` was written from a job of this tag and is still there.
    func isCurrent(_ name: String, tag: String) -> Bool {
        lock.withLock { tags[name] == tag } && FileManager.default.fileExists(atPath: folder + "/" + name)
    }

    /// Records that `name` was written from a job of `tag`.
    func record(_ name: String, tag: String) {
        lock.withLock {
            tags[name] = tag
            try? handle?.write(contentsOf: Data("\(tag) \(name)\n".utf8))
        }
    }
}
