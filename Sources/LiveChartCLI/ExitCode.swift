import Foundation
import LiveChartData
import LiveChartViewer

/// Process exit codes, from BSD's sysexits.h.
enum ExitCode: Int32 {
    case ok = 0
    /// EX_USAGE: the command line was wrong.
    case usage = 64
    /// EX_DATAERR: the input data was malformed.
    case dataError = 65
    /// EX_NOINPUT: an input file did not exist or was not readable.
    case noInput = 66
    /// EX_UNAVAILABLE: a window cannot be opened (no display, SDL cannot start).
    case unavailable = 69
    /// EX_CANTCREAT: an output file could not be created.
    case cannotCreate = 73
    /// EX_IOERR: an error while writing.
    case ioError = 74
}

extension CommandFailure {
    /// A viewer that could not open its window (69) or could not write its `--frames` screenshot (73).
    init(viewer error: ViewerError) {
        self.init(code: error.isOutput ? .cannotCreate : .unavailable, message: "viewer: \(error)")
    }
}

extension CommandFailure {
    /// A located data error (65), or an input that cannot be read at all (66: missing, a directory, a
    /// device, a pipe without a writer); `prefix` goes before the error's own text.
    init(_ error: DataError, prefix: String = "") {
        self.init(code: error.cannotRead ? .noInput : .dataError, message: prefix + "\(error)")
    }

    /// The UTF-8 text of the file at `path`, or nil when its bytes are not UTF-8.
    /// - Throws: exit 66 naming `prefix`, the path and why it cannot be read (missing, a directory, a device,
    ///   a pipe without a writer).
    static func text(of path: String, prefix: String = "") throws -> String? {
        let bytes: Data
        do { bytes = try InputFile.contents(atPath: path) } catch { throw CommandFailure(error, prefix: prefix) }
        return String(data: bytes, encoding: .utf8)
    }

    /// Refuses `path` unless it is a readable file (or a pipe): exit 66 naming the path and why.
    static func requireInput(_ path: String, what: String = "") throws {
        if let problem = InputFile.problem(atPath: path) {
            throw CommandFailure(code: .noInput, message: "\(path): \(what)\(problem)")
        }
    }
}

/// A failure that ends the command with an exit code and a message for standard error.
struct CommandFailure: Error {
    var code: ExitCode
    var message: String
    /// What was warned of before the failure, for a host that hands warnings to its client (the service).
    var warnings: [String] = []
}
