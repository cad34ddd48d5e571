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

    /// Runs `body` on a worker and returns what it returns (or throws what it throws).
    func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, Error>?
        condition.lock()
        jobs.append {
            result = Result { try body() }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return try result!.get()
    }
}
