import Foundation

/// A fixed set of threads that render, fed one job at a time: whatever a render leaves per thread (Pango's
/// font map and glyph caches are per thread, ~30 MB each) stays on these few threads, not on every one of
/// the server's connection threads. `run` blocks its caller until its job is done. Thread-safe.
final class RenderWorkers: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []

    /// Starts `count` worker threads.
    init(count: Int) {
        for n in 0..<max(count, 1) {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "livechart-render-\(n)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }

    /// Runs `body` on a worker and returns what it returns or throws, or nil when it has not finished within
    /// `timeout` seconds. A job still queued then is dropped when its turn comes (nobody waits for it); one
    /// already running learns it from the function `body` is given, which says whether its request stopped
    /// waiting, so it can stop at its next stage; what it returns is dropped. `finally` runs on the worker either
    /// way, once the job is done or dropped (the service gives its render slot back there).
    func run<T>(timeout: Double, _ body: @escaping (_ abandoned: () -> Bool) throws -> T, finally: @escaping () -> Void) -> Result<T, Error>? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        condition.lock()
        jobs.append {
            defer { finally() }
            guard box.start() else { return }
            box.set(Result { try body(box.isAbandoned) })
            done.signal()
        }
        condition.signal()
        condition.unlock()
        guard done.wait(timeout: .now() + timeout) == .success else {
            box.abandon()
            return nil
        }
        return box.get()
    }
}

/// One job's result, written by its worker and read by the request, which may have stopped waiting.
private final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, Error>?
    private var started = false, abandoned = false
    /// Marks the job started, unless its request gave up waiting first. - Returns: whether to run it.
    func start() -> Bool { lock.withLock { started = !abandoned; return started } }
    func abandon() { lock.withLock { abandoned = true } }
    func isAbandoned() -> Bool { lock.withLock { abandoned } }
    func set(_ r: Result<T, Error>) { lock.withLock { result = r } }
    func get() -> Result<T, Error>? { lock.withLock { result } }
}
