import Foundation
import LiveChartCairo
import LiveChartCore

/// A still chart ready to write or send: its display list, the output format, and PNG pixels per point.
/// What `kline`, `timeline`, `curve` and `score` draw, the service answers and `livechart batch` writes.
package struct ChartStill {
    package var list: DisplayList
    var format: OutputFormat
    /// Device pixels per point of a PNG (vector formats ignore it).
    var scale: Double

    /// The chart's bytes in its format, or nil once `stop` answers true (`ChartRenderer.data(_:format:scale:until:)`).
    /// - Throws: `CommandFailure(.cannotCreate)` when the image cannot be made (too large, out of memory).
    func data(until stop: () -> Bool) throws -> Data? {
        do { return try ChartRenderer.data(list, format: format, scale: scale, until: stop) } catch {
            throw CommandFailure(code: .cannotCreate, message: "\(error)")
        }
    }
}
