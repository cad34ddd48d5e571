import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore

/// Where every command's `-o` goes: a file written atomically, or standard output for `-` (a PNG unless
/// the command writes text), so `livechart kline a.csv -o - | display` and `indicators a.csv -o -` work.
package enum ChartOutput {
    /// The format `path` asks for: its extension, PNG for `-`; nil for an unknown extension.
    static func format(of path: String) -> OutputFormat? { path == "-" ? .png : OutputFormat(path: path) }

    /// Writes `still` to `path` (`-`: standard output).
    /// - Throws: `CommandFailure(.cannotCreate)` when the image cannot be made or written.
    package static func write(_ still: ChartStill, to path: String) throws {
        try write(still.list, to: path, format: still.format, scale: still.scale)
    }

    /// Writes `list` as `format` to `path` (`-`: standard output).
    /// - Throws: `CommandFailure(.cannotCreate)` when the image cannot be made or written.
    static func write(_ list: DisplayList, to path: String, format: OutputFormat, scale: Double) throws {
        do {
            if path == "-" {
                try FileHandle.standardOutput.write(contentsOf: ChartRenderer.data(list, format: format, scale: scale))
            } else {
                try ChartFileWriter.write(list, to: path, format: format, scale: scale)
            }
        } catch {
            throw failure(error, path: path)
        }
    }

    /// The error as a user reads it: standard output's failure by its reason ("No space left on device"),
    /// not Foundation's error dump.
    private static func failure(_ error: Error, path: String) -> CommandFailure {
        guard path == "-" else { return CommandFailure(code: .cannotCreate, message: "\(error)") }
        return CommandFailure(code: .cannotCreate, message: "cannot write standard output: \(reason(error))")
    }

    /// A failed `FileHandle` write's reason as the system states it ("No space left on device").
    package static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
    }

    /// Writes `data` (a table, a frame) to `path` (`-`: standard output), atomically for a file.
    /// - Throws: `CommandFailure(.cannotCreate)` when the directory is missing or not writable.
    package static func write(_ data: Data, to path: String) throws {
        do {
            if path == "-" { try FileHandle.standardOutput.write(contentsOf: data) } else { try ChartFileWriter.write(data, to: path) }
        } catch {
            throw failure(error, path: path)
        }
    }
}
