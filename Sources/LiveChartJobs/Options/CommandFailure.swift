import Foundation
import LiveChartData

extension CommandFailure {
    /// A located data error (65), or an input that cannot be read at all (66: missing, a directory, a
    /// device, a pipe without a writer); `prefix` goes before the error's own text.
    package init(_ error: DataError, prefix: String = "") {
        self.init(code: error.cannotRead ? .noInput : .dataError, message: prefix + "\(error)")
    }

    /// The UTF-8 text of the file at `path`, or nil when its bytes are not UTF-8.
    /// - Throws: exit 66 naming `prefix`, the path and why it cannot be read (missing, a directory, a device,
    ///   a pipe without a writer).
    package static func text(of path: String, prefix: String = "") throws -> String? {
        let bytes: Data
        do { bytes = try InputFile.contents(atPath: path) } catch { throw CommandFailure(error, prefix: prefix) }
        return String(data: bytes, encoding: .utf8)
    }

    /// Refuses `path` unless it is a readable file (or a pipe): exit 66 naming the path and why.
    package static func requireInput(_ path: String, what: String = "") throws {
        if let problem = InputFile.problem(atPath: path) {
            throw CommandFailure(code: .noInput, message: "\(path): \(what)\(problem)")
        }
    }
}

/// A failure that ends a command with an exit code and a message for standard error; the error every option
/// table, spec, job and the service's settings throw.
public struct CommandFailure: Error {
    /// What kind of failure: usage (64), bad data (65), missing input (66), cannot create (73), …
    public var code: ExitCode
    /// One line (or a few) for a person, without the tool's name: "--size 'x' must be WxH …",
    /// "spy.csv:3:7: field 'high': …".
    public var message: String
    /// What was warned of before the failure, for a host that hands warnings to its client (the service).
    public var warnings: [String] = []

    /// A failure of `code` saying `message`.
    public init(code: ExitCode, message: String, warnings: [String] = []) {
        self.code = code
        self.message = message
        self.warnings = warnings
    }
}
