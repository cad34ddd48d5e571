import Foundation

/// Reads text lines from standard input or from a file that another program keeps appending to (like
/// `tail -f`), on a background thread, and hands over the complete lines received since the last poll.
///
/// A file is read from its start; at its end the reader waits `pollInterval` seconds and tries again, so
/// lines appended later arrive too. A last line without a newline is handed over only when the input
/// ends (standard input closed, or a file read with `follow: false`). Thread-safe.
///
/// Log rotation, as `logrotate` does it, is followed: when the path names another file than the one open
/// (renamed away and created anew), the old file is read to its end, its unfinished last line handed over,
/// and the new file read from its start; when the file shrinks below what was read (truncated in place,
/// `copytruncate`) or the last bytes read changed (rewritten, even to a larger size before the next look), it is
/// read again from its start and the unfinished line dropped. Rotations faster than `pollInterval` lose nothing:
/// the old file is drained before it is left, and every sibling it was renamed past in the meantime (`log.2`,
/// `log.1`, …) is read to its end, oldest first, before the file at the path (`RotatedFiles`); a rotated file
/// deleted or compressed before the follower reaches it is gone. A path that is gone, or is no longer a regular
/// file, is waited out on the old file. Each is said once through `takeNotices()`. Only the new bytes of each read
/// are scanned for line ends.
public final class LineFollower: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [String] = []
    private var notices: [String] = []
    /// The unfinished last line; touched by the reading thread only.
    private var partial = Data()
    /// Whether the bytes read are the rest of an over-long line of a file, dropped up to its end.
    private var skipping = false
    private var finished = false
    private var stopped = false
    /// The descriptor read from (standard input's is 0); opened non-blocking so a FIFO without a writer
    /// cannot stall the caller. Replaced by the reading thread when the file is rotated.
    private var descriptor: Int32
    /// The file followed, nil for standard input.
    private let path: String?
    /// Bytes read from the open file since its start (or since it was last read again from its start).
    private var offset: Int64 = 0
    /// The last (at most 64) bytes read, ending at `offset`: rewritten bytes there mean the file was rewritten.
    private var tail: [UInt8] = []
    /// What was last said about the path being unusable (reset when a file is read again).
    private var absence: Absence?
    /// The longest line kept, in bytes (the bar readers' record cap). In a file a longer line is skipped, said once,
    /// and the lines after it read (a 2 MiB line appended to a followed file lost the 120 minutes after it); on
    /// standard input, which a program may never end a line on (`/dev/zero`), reading stops with a failure.
    public static let maxLineBytes = 1 << 20
    /// Why reading stopped early (an I/O error, a line over `maxLineBytes`), if it did.
    public private(set) var failure: String? {
        get { lock.withLock { failureText } }
        set { lock.withLock { failureText = newValue } }
    }
    private var failureText: String?
    private let follow: Bool
    private let pollInterval: Double

    /// - Parameters:
    ///   - path: the file to read, or "-" for standard input.
    ///   - follow: keep waiting for appended lines at the end of a file (ignored for standard input).
    ///   - pollInterval: seconds between looks at a file's end.
    /// - Throws: `StreamOpenError` when the path cannot be opened or is a directory.
    public init(path: String, follow: Bool = true, pollInterval: Double = 0.1) throws(StreamOpenError) {
        if path == "-" {
            // A directory on standard input (`< /some/dir`) fails every read with EISDIR.
            if let problem = InputFile.standardInputProblem() { throw StreamOpenError(path: path, reason: problem) }
            descriptor = 0
            self.path = nil
            self.follow = false
        } else {
            switch Self.openLines(path) {
            case .success(let fd): descriptor = fd
            case .failure(let failure): throw StreamOpenError(path: path, reason: failure.reason)
            }
            self.path = path
            self.follow = follow
        }
        self.pollInterval = pollInterval
        let thread = Thread { [weak self] in self?.readLoop() }
        thread.name = "livechart.stream"
        thread.start()
    }

    /// Whether the input ended and every line was handed over.
    public var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished && pending.isEmpty
    }

    /// The complete lines received since the last call, oldest first (without their line ends).
    public func poll() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let lines = pending
        pending.removeAll(keepingCapacity: true)
        return lines
    }

    /// Why reading stopped early, the first time it is asked after it did; nil otherwise. Lets a host
    /// report the failure once, while it polls.
    public func takeFailure() -> String? {
        lock.withLock {
            guard let text = failureText, !failureTaken else { return nil }
            failureTaken = true
            return text
        }
    }
    private var failureTaken = false

    /// What happened to the followed file since the last call (rotated, truncated), oldest first, each said
    /// once; reading went on after each.
    public func takeNotices() -> [String] {
        lock.withLock {
            let taken = notices
            notices.removeAll()
            return taken
        }
    }

    /// Stops reading (the thread ends at its next look at the input).
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        defer { if descriptor != 0 { close(descriptor) } }
        while true {
            lock.lock()
            let stop = stopped
            lock.unlock()
            if stop { return }
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n > 0 {
                offset += Int64(n)
                remember(buffer[0..<n])
                var chunk = buffer[0..<n]
                if skipping {
                    guard let newline = chunk.firstIndex(of: 0x0A) else { continue }
                    skipping = false
                    chunk = chunk[(newline + 1)...]
                }
                if !deliver(chunk, end: false) {
                    if let path {
                        skipping = true
                        say("\(path): a line longer than \(Self.maxLineBytes) bytes was skipped; reading on after it")
                        continue
                    }
                    failure = "a line longer than \(Self.maxLineBytes) bytes"
                    deliver([], end: true)
                    return
                }
                continue
            }
            let error = n < 0 ? errno : 0
            if n < 0, error != EAGAIN, error != EINTR {
                failure = String(cString: strerror(error))
                deliver([], end: true)
                return
            }
            // No data yet (a FIFO without a writer, a file at its end): wait, unless the input has ended.
            if n == 0, !follow {
                deliver([], end: true)
                return
            }
            if n == 0, reopenIfReplaced() { continue }
            Thread.sleep(forTimeInterval: pollInterval)
            // Before reading on from `offset`: a file rewritten meanwhile is read again from its start.
            rereadIfRewritten()
        }
    }

    /// Hands over the complete lines in `chunk` (scanning only its bytes for line ends); false (the partial
    /// line dropped) when the unfinished line grew past `maxLineBytes`.
    @discardableResult
    private func deliver(_ chunk: ArraySlice<UInt8>, end: Bool) -> Bool {
        var lines: [String] = []
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            if partial.isEmpty {
                lines.append(Self.text(chunk[start..<newline]))
            } else {
                partial.append(contentsOf: chunk[start..<newline])
                lines.append(Self.text(partial))
                partial.removeAll(keepingCapacity: true)
            }
            start = newline + 1
        }
        partial.append(contentsOf: chunk[start...])
        let tooLong = partial.count > Self.maxLineBytes
        if tooLong { partial.removeAll() }
        if end, !partial.isEmpty {
            lines.append(Self.text(partial))
            partial.removeAll()
        }
        lock.withLock {
            pending.append(contentsOf: lines)
            if end { finished = true }
        }
        return !tooLong
    }

    /// At the end of a followed file: when the path names another regular file (rotated), opens the next file
    /// written after the open one: a rotated sibling renamed away before this look (`RotatedFiles`), else the file
    /// at the path. A path gone, or become a directory, pipe or device, is said once and waited out on the old file.
    /// True when reading should go on at once. O(1) (one `stat`, one `fstat`) until a rotation, then O(files in
    /// the folder).
    private func reopenIfReplaced() -> Bool {
        guard let path else { return false }
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0 else { return false }
        guard stat(path, &named) == 0 else {
            sayOnce(.gone, "\(path): the file is gone; waiting for it to come back")
            return false
        }
        guard named.st_ino != open.st_ino || named.st_dev != open.st_dev else { return false }
        // Written to after the read that found its end, then rotated: drained before it is left.
        if open.st_mode & S_IFMT == S_IFREG, Int64(open.st_size) > offset { return true }
        if let rotated = RotatedFiles.next(after: open, path: path) {
            guard case .success(let fd) = Self.openLines(rotated.path) else { return true }
            var opened = stat()
            // Renamed again between the folder's listing and the open: look again.
            guard fstat(fd, &opened) == 0, UInt64(opened.st_ino) == rotated.inode, UInt64(opened.st_dev) == rotated.device else {
                close(fd)
                return true
            }
            switchTo(fd)
            say("\(path): rotated more than once since the last look; reading \(rotated.path) to its end first")
            return true
        }
        guard named.st_mode & S_IFMT == S_IFREG, case .success(let fd) = Self.openLines(path) else {
            sayOnce(.notAFile, "\(path): the path is no longer a regular file; waiting for one")
            return false
        }
        switchTo(fd)
        say("\(path): the file was replaced (rotated); reading the new file from its start")
        return true
    }

    /// Reads `fd` from its start instead of the open file, whose unfinished last line ends with it.
    private func switchTo(_ fd: Int32) {
        close(descriptor)
        descriptor = fd
        offset = 0
        tail.removeAll()
        absence = nil
        if !partial.isEmpty {
            let line = Self.text(partial)
            partial.removeAll()
            lock.withLock { pending.append(line) }
        }
    }

    /// Rewinds a followed regular file that shrank below `offset` or whose last bytes read changed. O(1).
    private func rereadIfRewritten() {
        guard let path else { return }
        var open = stat()
        guard fstat(descriptor, &open) == 0, open.st_mode & S_IFMT == S_IFREG,
              Int64(open.st_size) < offset || !tailIsUnchanged() else { return }
        lseek(descriptor, 0, SEEK_SET)
        offset = 0
        tail.removeAll()
        partial.removeAll()
        say("\(path): the file was truncated or rewritten; reading it again from its start")
    }

    /// Whether the last bytes read (`tail`) are still where they were read: false when the file was rewritten.
    private func tailIsUnchanged() -> Bool {
        guard !tail.isEmpty else { return true }
        var now = [UInt8](repeating: 0, count: tail.count)
        let n = now.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset) - off_t(tail.count)) }
        return n == tail.count && now == tail
    }

    /// Keeps the last 64 bytes read, for `tailIsUnchanged`.
    private func remember(_ chunk: ArraySlice<UInt8>) {
        if chunk.count >= 64 {
            tail = Array(chunk.suffix(64))
        } else {
            tail.append(contentsOf: chunk)
            if tail.count > 64 { tail.removeFirst(tail.count - 64) }
        }
    }

    /// Why the path cannot be followed now, said once until a file is read again.
    private enum Absence { case gone, notAFile }

    private func sayOnce(_ why: Absence, _ notice: String) {
        guard absence != why else { return }
        absence = why
        say(notice)
    }

    private func say(_ notice: String) { lock.withLock { notices.append(notice) } }

    /// Opens `path` for reading lines, non-blocking; refuses directories and devices.
    private static func openLines(_ path: String) -> Result<Int32, LineOpenFailure> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(LineOpenFailure(String(cString: strerror(errno)))) }
        var info = stat()
        let kind = fstat(fd, &info) == 0 ? info.st_mode & S_IFMT : 0
        if kind == S_IFDIR || kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK {
            close(fd)
            return .failure(LineOpenFailure(kind == S_IFDIR ? "is a directory, not a file of lines" : "is a device, not a file of lines"))
        }
        return .success(fd)
    }

    /// UTF-8 text of a line without a trailing carriage return.
    private static func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var s = String(decoding: bytes, as: UTF8.self)
        if s.hasSuffix("\r") { s.removeLast() }
        return s
    }
}

/// Why a path could not be opened as a file of lines (`strerror`'s text, or a directory or device).
private struct LineOpenFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
