import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartData
import LiveChartTestSupport

/// Shared helpers of the rendering tests.
enum RenderHelpers {
    static func series(_ count: Int, seed: UInt64 = 42) -> BarSeries {
        BarSeries(bars: SyntheticBars.walk(count: count, seed: seed).map {
            Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5)
        }, symbol: "TEST")
    }

    /// A fresh directory for output files; renders are kept in `LIVECHART_KEEP_RENDERS` when set.
    static func outputDirectory() -> URL {
        if let keep = ProcessInfo.processInfo.environment["LIVECHART_KEEP_RENDERS"] {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            return URL(fileURLWithPath: keep)
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The ARGB32 pixel at device coordinates (x, y) of an image surface, as (r, g, b, a) bytes.
    static func pixel(_ surface: OpaquePointer, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let p = data + y * stride + x * 4
        return (p[2], p[1], p[0], p[3])  // little-endian BGRA in memory
    }
}
