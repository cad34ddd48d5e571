import Foundation

/// Files written for one test, in the system's temporary folder under a fresh name.
public enum TemporaryFile {
    /// Writes `text` (UTF-8) to a new file ending in `.ext` and returns its path.
    /// - Throws: what `String.write(to:atomically:encoding:)` throws.
    public static func write(_ text: String, ext: String = "csv") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-test-\(UUID().uuidString).\(ext)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
