import Foundation

/// Reads text lines from standard input or from a file that another program keeps appending to (like
/// `tail -f`), on a background thread, and hands over the complete lines received since the last poll.
///
/// A file is read from its start; at its end the reader waits `pollInterval` seconds and tries again, so
/// lines appended later arrive too. A last line without a newline is handed over only when the input
/// ends (standard input closed, or a file read with `follow: false`). Thread-safe.
public final class LineFollower: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [String] = []
    private var partial = Data()
    private var finished = false
    private var stopped = false
    /// The descriptor read from (standard input's is 0); opened non-blocking so a FIFO without a writer
    /// cannot stall the caller.
    private let descriptor: Int32
    /// The longest line kept, in bytes (the bar readers' record cap): an input that never ends a line
    /// (`/dev/zero` on standard input) stops with a failure instead of growing without bound.
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
            self.follow = false
        } else {
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { throw StreamOpenError(path: path, reason: String(cString: strerror(errno))) }
            var info = stat()
            let kind = fstat(fd, &info) == 0 ? info.st_mode & S_IFMT : 0
            if kind == S_IFDIR || kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK {
                close(fd)
                throw StreamOpenError(path: path, reason: kind == S_IFDIR ? "is a directory, not a file of lines" : "is a device, not a file of lines")
            }
            descriptor = fd
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
                if !deliver(Data(buffer[0..<n]), end: false) {
                    failure = "a line longer than \(Self.maxLineBytes) bytes"
                    deliver(Data(), end: true)
                    return
                }
                continue
            }
            let error = n < 0 ? errno : 0
            if n < 0, error != EAGAIN, error != EINTR {
                failure = String(cString: strerror(error))
                deliver(Data(), end: true)
                return
            }
            // No data yet (a FIFO without a writer, a file at its end): wait, unless the input has ended.
            if n == 0, !follow {
                deliver(Data(), end: true)
                return
            }
            Thread.sleep(forTimeInterval: pollInterval)
        }
    }

    /// Hands over the complete lines; false (the partial line dropped) when the unfinished line
    /// grew past `maxLineBytes`.
    @discardableResult
    private func deliver(_ chunk: Data, end: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        partial.append(chunk)
        while let newline = partial.firstIndex(of: 0x0A) {
            pending.append(Self.text(partial[partial.startIndex..<newline]))
            partial.removeSubrange(partial.startIndex...newline)
        }
        if partial.count > Self.maxLineBytes {
            partial.removeAll()
            return false
        }
        if end {
            if !partial.isEmpty { pending.append(Self.text(partial)) }
            partial.removeAll()
            finished = true
        }
        return true
    }

    /// UTF-8 text of a line without a trailing carriage return.
    private static func text(_ bytes: Data) -> String {
        var s = String(decoding: bytes, as: UTF8.self)
        if s.hasSuffix("\r") { s.removeLast() }
        return s
    }
}
