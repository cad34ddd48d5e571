import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal (so logs and
/// pipes get no carriage-return noise): `[##########··········]  50%  120/240 frames`.
package final class TerminalProgress {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private var lastPercent = -1

    /// A bar counting to `total` (≥ 1) `label`s ("frames").
    public init(total: Int, label: String, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = max(1, total)
        self.label = label
        self.enabled = enabled
    }

    /// Shows `done` of the total; redraws only when the whole percentage changes.
    public func update(_ done: Int) {
        guard enabled else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let filled = percent / 5
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: 20 - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(String(format: "%3d", percent))%  \(done)/\(total) \(label)".utf8))
    }

    /// Ends the line (when drawn).
    public func finish() {
        guard enabled, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
