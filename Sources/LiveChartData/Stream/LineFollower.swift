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
    private let handle: FileHandle
    private let follow: Bool
    private let pollInterval: Double

    /// - Parameters:
    ///   - path: the file to read, or "-" for standard input.
    ///   - follow: keep waiting for appended lines at the end of a file (ignored for standard input).
    ///   - pollInterval: seconds between looks at a file's end.
    /// - Throws: `CocoaError` when the file cannot be opened.
    public init(path: String, follow: Bool = true, pollInterval: Double = 0.1) throws {
        if path == "-" {
            handle = FileHandle.standardInput
            self.follow = false
        } else {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
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

    /// Stops reading (the thread ends at its next look at the input).
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private func readLoop() {
        while true {
            lock.lock()
            let stop = stopped
            lock.unlock()
            if stop { return }
            let chunk = handle.availableData
            if chunk.isEmpty {
                if follow {
                    Thread.sleep(forTimeInterval: pollInterval)
                    continue
                }
                deliver(Data(), end: true)
                return
            }
            deliver(chunk, end: false)
        }
    }

    private func deliver(_ chunk: Data, end: Bool) {
        lock.lock()
        defer { lock.unlock() }
        partial.append(chunk)
        while let newline = partial.firstIndex(of: 0x0A) {
            pending.append(Self.text(partial[partial.startIndex..<newline]))
            partial.removeSubrange(partial.startIndex...newline)
        }
        if end {
            if !partial.isEmpty { pending.append(Self.text(partial)) }
            partial.removeAll()
            finished = true
        }
    }

    /// UTF-8 text of a line without a trailing carriage return.
    private static func text(_ bytes: Data) -> String {
        var s = String(decoding: bytes, as: UTF8.self)
        if s.hasSuffix("\r") { s.removeLast() }
        return s
    }
}
