import Foundation
import LiveChartCore

/// A batch's counts, and on a terminal a progress line on standard error (done of total, rate, ETA) redrawn at
/// most ten times a second; failures are printed as they happen. Thread-safe.
final class BatchProgress: @unchecked Sendable {
    enum Outcome { case written, skipped, failed(String) }

    private let lock = NSLock()
    private let total: Int
    private let start = Date()
    private let terminal = isatty(STDERR_FILENO) == 1
    private var drawn = Date.distantPast
    private(set) var written = 0, skipped = 0, failed = 0

    init(total: Int) { self.total = total }

    func add(_ outcome: Outcome) {
        lock.withLock {
            switch outcome {
            case .written: written += 1
            case .skipped: skipped += 1
            case .failed(let message):
                failed += 1
                write((terminal ? "\r\u{1B}[K" : "") + TerminalText.escaped("livechart: batch: \(message)") + "\n")
            }
            let done = written + skipped + failed
            if terminal, done == total || Date().timeIntervalSince(drawn) >= 0.1 {
                drawn = Date()
                write("\r\u{1B}[K" + line(done: done))
            }
        }
    }

    /// The summary after the last item, with the terminal's progress line ended.
    func finish(folder: String) {
        lock.withLock {
            let seconds = Date().timeIntervalSince(start)
            let rate = seconds > 0 ? Double(written) / seconds : 0
            write((terminal ? "\n" : "") + "livechart: batch: \(total) items: \(written) written, \(skipped) up to date, \(failed) failed, in "
                  + String(format: "%.1f s (%.1f charts/s) into %@\n", seconds, rate, folder))
        }
    }

    private func line(done: Int) -> String {
        let width = 30, filled = total == 0 ? width : done * width / total
        let seconds = Date().timeIntervalSince(start)
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let eta = rate > 0 ? Int((Double(total - done) / rate).rounded()) : 0
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
            + "\(done)/\(total) " + String(format: "%.1f/s", rate) + " ETA \(eta / 60)m\(String(format: "%02d", eta % 60))s"
            + (failed > 0 ? " · \(failed) failed" : "")
    }

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
