import Foundation
import LiveChartCore

/// What a batch has written into its folder, kept in `DIR/.livechart-batch` as lines `TAG SIZE MTIME NAME`: the
/// job's tag (the spec and each input's path, size and modification time) and the output's size and
/// modification time (nanoseconds) when it was written. An output whose line carries the same tag and which is
/// still that file is up to date and skipped; an output changed or replaced since is drawn again. Lines are
/// appended as outputs are written, so a run cut short resumes where it stopped.
///
/// The ledger is locked (`flock`) for the whole run, so two batches cannot write into one folder at once, and
/// it is compacted to one line an output when opened. It must be a regular file (not a link, a FIFO or a
/// folder); unreadable lines are dropped with a warning and their outputs drawn again. Thread-safe.
final class BatchLedger: @unchecked Sendable {
    private struct Entry { var tag: String; var size: Int64; var modified: Int64 }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private let fd: Int32
    private let folder: String

    /// Opens, locks and compacts the ledger of `folder`.
    /// - Throws: `CommandFailure(.cannotCreate)` when it is not a regular file, cannot be opened or written, or
    ///   another batch holds it.
    init(folder: String) throws {
        self.folder = folder
        let path = folder + "/.livechart-batch"
        // No following a link out of the folder, no blocking on a FIFO.
        fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CommandFailure(code: .cannotCreate, message: "\(path): cannot open the batch's ledger (\(String(cString: strerror(errno))); "
                                 + (errno == ELOOP ? "it is a symbolic link)" : "remove it or pick another --out)"))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw CommandFailure(code: .cannotCreate, message: "\(path): the batch's ledger is not a regular file; remove it")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw CommandFailure(code: .cannotCreate, message: "\(folder): another livechart batch is writing into this folder")
        }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        var unreadable = 0
        for line in TextLines.of(String(decoding: bytes, as: UTF8.self)) where !line.isEmpty {
            let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
            guard parts.count == 4, parts[0].count == 16, let size = Int64(parts[1]), let modified = Int64(parts[2]) else {
                unreadable += 1
                continue
            }
            entries[parts[3]] = Entry(tag: parts[0], size: size, modified: modified)
        }
        if unreadable > 0 {
            TerminalText.writeError("livechart: batch: warning: \(path): \(unreadable) unreadable lines dropped; their charts are drawn again")
        }
        let compact = entries.sorted { $0.key < $1.key }.map { Self.line($0.key, $0.value) }.joined()
        guard ftruncate(fd, 0) == 0, lseek(fd, 0, SEEK_SET) == 0, Self.write(fd, compact) else {
            close(fd)
            throw CommandFailure(code: .cannotCreate, message: "\(path): cannot write the batch's ledger (\(String(cString: strerror(errno))))")
        }
    }

    deinit { close(fd) }

    /// Whether `name` was written from a job of this tag and is still that file (same size and time).
    func isCurrent(_ name: String, tag: String) -> Bool {
        guard let entry = lock.withLock({ entries[name] }), entry.tag == tag, let now = Self.identity(folder + "/" + name) else { return false }
        return now.size == entry.size && now.modified == entry.modified
    }

    /// Records that `name` was just written from a job of `tag`.
    func record(_ name: String, tag: String) {
        guard let now = Self.identity(folder + "/" + name) else { return }
        let entry = Entry(tag: tag, size: now.size, modified: now.modified)
        lock.withLock {
            entries[name] = entry
            _ = Self.write(fd, Self.line(name, entry))
        }
    }

    private static func line(_ name: String, _ e: Entry) -> String { "\(e.tag) \(e.size) \(e.modified) \(name)\n" }

    /// A regular file's size and modification time in nanoseconds (links not followed).
    private static func identity(_ path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (Int64(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    private static func write(_ fd: Int32, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }
}
