import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import Testing

/// The library renders charts to memory (PNG and PDF bytes, SVG text, RGBA pixels) without a file, and its
/// file writes are atomic per call even when many threads write one path.
@Suite struct InMemoryOutputTests {
    func chartList(width: Double = 640, height: Double = 400) throws -> DisplayList {
        let chart = try KLineChart(series: RenderHelpers.series(120))
        return chart.displayList(in: RenderContext(size: CGSize(width: width, height: height), measurer: PangoTextMeasurer()))
    }

    @Test func pngBytesDecodeToTheDrawnSize() throws {
        let png = try ChartRenderer.png(try chartList(), scale: 2)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height big-endian at bytes 16…23 (PNG 1.2, section 11.2.2).
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 800)
    }

    @Test func pdfAndSvgAreWholeDocuments() throws {
        let list = try chartList()
        let pdf = try ChartRenderer.pdf(list)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: pdf.suffix(6), as: UTF8.self).contains("%%EOF"))
        let svg = try ChartRenderer.svg(list)
        #expect(svg.contains("<svg") && svg.contains("width=\"640px\"") && svg.hasSuffix("</svg>\n"))
    }

    @Test func rgbaPixelsAreUnpremultipliedAtKnownPlaces() throws {
        var square = Path()
        square.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let list = DisplayList(size: CGSize(width: 50, height: 40), background: nil, items: [
            .fill(square, Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
        ])
        let image = try ChartRenderer.rgba(list, scale: 2)
        #expect(image.width == 100 && image.height == 80 && image.bytes.count == 100 * 80 * 4)
        #expect(image[5, 5] == (0, 0, 0, 0))
        let inside = image[40, 40]
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0 && (127...128).contains(inside.a), "\(inside)")
    }

    /// Eight threads write one path 20 times each: every write succeeds, no temporary file is left, and the
    /// file at the end is one whole PNG (the temporary name was once per process, so these collided).
    @Test func concurrentWritesToOnePathAreAtomic() throws {
        let dir = RenderHelpers.outputDirectory().appendingPathComponent("concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("chart.png").path
        let list = try chartList(width: 300, height: 200)
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20 {
                do { try ChartFileWriter.write(list, to: path, format: .png) } catch { failures.add() }
            }
        }
        #expect(failures.value == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["chart.png"])
        let decoded = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(decoded) }
        #expect(cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS && cairo_image_surface_get_width(decoded) == 300)
    }
}

/// A counter threads may bump.
final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }

    /// Issue 17, family 5 widened: a title or description with a control character (a symbol column's
    /// `A\u{1}B`, a title set through the API) made an SVG no XML parser reads; it is shown as `\u{1}`.
    @Test func svgTextHoldsNoCharacterXMLForbids() throws {
        let list = DisplayList(size: CGSize(width: 100, height: 80), accessibleText: AccessibleText(title: "A\u{1}B", description: "x\u{1B}[31m y"))
        let svg = try ChartRenderer.svg(list)
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }, "\(svg.prefix(400))")
        #expect(svg.contains("<title id=\"chart-title\">A\\u{1}B</title>"))
    }
}
