import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import Testing

@Suite struct KLineRenderTests {
    @Test func writesValidPNGPDFAndSVG() throws {
        let chart = try KLineChart(series: RenderHelpers.series(120))
        let list = chart.displayList(in: RenderContext(size: CGSize(width: 800, height: 500), measurer: PangoTextMeasurer()))
        let dir = RenderHelpers.outputDirectory()
        for format in OutputFormat.allCases {
            let path = dir.appendingPathComponent("synthetic.\(format.rawValue)").path
            try ChartFileWriter.write(list, to: path, format: format, scale: format == .png ? 2 : 1)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            switch format {
            case .png:
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                let surface = cairo_image_surface_create_from_png(path)!
                defer { cairo_surface_destroy(surface) }
                #expect(cairo_image_surface_get_width(surface) == 1600)
                #expect(cairo_image_surface_get_height(surface) == 1000)
            case .pdf:
                #expect(bytes.starts(with: Array("%PDF-".utf8)))
                #expect(String(decoding: bytes.suffix(8), as: UTF8.self).contains("%%EOF"))
            case .svg:
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(text.contains("<svg") && text.contains("width=\"800px\"") && text.contains("</svg>"))
            }
        }
    }
}
