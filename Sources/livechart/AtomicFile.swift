import Foundation
import LiveChartCairo

/// Writes the CLI's non-chart files (indicator tables, frames) through the library's atomic writer.
enum AtomicFile {
    /// - Throws: `CommandFailure(.cannotCreate)` when the directory is missing or not writable.
    static func write(_ data: Data, to path: String) throws {
        do {
            try ChartFileWriter.write(data, to: path)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(error)")
        }
    }
}
