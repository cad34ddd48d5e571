import CCairo
import Foundation
import LiveChartCore

/// Renders a display list in memory through Cairo and Pango: PNG and PDF bytes, SVG text, raw RGBA pixels.
/// No C type crosses this API, so a server or an app embeds charts without touching Cairo.
///
/// Each call makes its own Cairo surface and context, so calls may run on many threads at once; the
/// `DisplayList` is immutable and `Sendable`. Text measurers used to *build* lists are per thread.
///
/// ```swift
/// let list = chart.displayList(in: RenderContext(size: CGSize(width: 1200, height: 800), measurer: PangoTextMeasurer()))
/// let png = try ChartRenderer.png(list, scale: 2)
/// ```
public enum ChartRenderer {
    /// PNG bytes (8-bit RGB, or RGBA when any pixel is translucent) of `list` at `scale` device pixels per point.
    /// - Throws: `OutputError` when the image would exceed Cairo's 32,767 pixels a side (or `scale` is not a
    ///   finite number > 0), or deflate fails (out of memory).
    /// - Complexity: O(pixels) plus the list's drawing.
    public static func png(_ list: DisplayList, scale: Double = 1) throws(OutputError) -> Data {
        try png(list, scale: scale, until: { false })!
    }

    /// `png(_:scale:)` that gives up once `stop` answers true: it is asked every 64 display items while drawing
    /// and every 64 rows while encoding, so a server stops a render nobody waits for within a millisecond or so.
    /// - Returns: the PNG bytes, or nil when stopped.
    /// - Throws: `OutputError` as `png(_:scale:)` does.
    public static func png(_ list: DisplayList, scale: Double = 1, until stop: () -> Bool) throws(OutputError) -> Data? {
        guard let surface = try checkedImage(list, scale: scale, name: "PNG", until: stop) else { return nil }
        defer { cairo_surface_destroy(surface) }
        return try PNGEncoder.encode(surface, name: "PNG", until: stop)
    }

    /// A one-page PDF of `list`, vector, its page `list.size` points; `list.accessibleText` is its title and subject.
    /// - Throws: `OutputError` with Cairo's status when it fails.
    public static func pdf(_ list: DisplayList) throws(OutputError) -> Data {
        try pdf(list, until: { false })!
    }

    private static func pdf(_ list: DisplayList, until stop: () -> Bool) throws(OutputError) -> Data? {
        try vector(list, name: "PDF", until: stop) { write, sink in
            let surface = cairo_pdf_surface_create_for_stream(write, sink, list.size.width, list.size.height)
            if let text = list.accessibleText {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, text.title)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, text.description)
            }
            return surface
        }
    }

    /// An SVG document of `list` in pixel units, `list.size` wide and high. With `list.accessibleText` the root
    /// element is `role="img"` labelled by a `<title>` and a `<desc>` (Cairo writes glyphs as paths, so a
    /// screen reader would find no text).
    /// - Throws: `OutputError` with Cairo's status when it fails.
    public static func svg(_ list: DisplayList) throws(OutputError) -> String {
        try svg(list, until: { false })!
    }

    private static func svg(_ list: DisplayList, until stop: () -> Bool) throws(OutputError) -> String? {
        let bytes = try vector(list, name: "SVG", until: stop) { write, sink in
            let surface = cairo_svg_surface_create_for_stream(write, sink, list.size.width, list.size.height)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            return surface
        }
        guard let bytes else { return nil }
        let svg = String(decoding: bytes, as: UTF8.self)
        guard let text = list.accessibleText, let open = svg.range(of: "<svg"), let end = svg[open.upperBound...].firstIndex(of: ">") else { return svg }
        func escaped(_ s: String) -> String {
            // XML 1.0 has no control characters but tab and line breaks, not even as references: shown as \u{1}.
            TerminalText.escaped(s, keepingNewlines: false).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        return String(svg[..<end]) + #" role="img" aria-labelledby="chart-title chart-desc">"#
            + "\n<title id=\"chart-title\">\(escaped(text.title))</title>\n<desc id=\"chart-desc\">\(escaped(text.description))</desc>"
            + String(svg[svg.index(after: end)...])
    }

    /// The pixels of `list` at `scale`, non-premultiplied RGBA, 8 bits per channel, rows top to bottom.
    /// - Throws: `OutputError` when the image would exceed 32,767 pixels a side or `scale` is not a finite number > 0.
    public static func rgba(_ list: DisplayList, scale: Double = 1) throws(OutputError) -> RGBAImage {
        let surface = try checkedImage(list, scale: scale, name: "RGBA")
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x], a = p >> 24, o = (y * width + x) * 4
                    func channel(_ shift: UInt32) -> UInt8 {
                        let c = (p >> shift) & 0xFF
                        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                    }
                    bytes[o] = channel(16)
                    bytes[o + 1] = channel(8)
                    bytes[o + 2] = channel(0)
                    bytes[o + 3] = UInt8(a)
                }
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The bytes of `list` in `format` (SVG as UTF-8); `scale` applies to PNG only.
    /// - Throws: `OutputError` as the format's own function does.
    public static func data(_ list: DisplayList, format: OutputFormat, scale: Double = 1) throws(OutputError) -> Data {
        try data(list, format: format, scale: scale, until: { false })!
    }

    /// `data(_:format:scale:)` that gives up once `stop` answers true (asked every 64 display items while drawing,
    /// and every 64 rows while encoding a PNG).
    /// - Returns: the bytes, or nil when stopped.
    /// - Throws: `OutputError` as the format's own function does.
    public static func data(_ list: DisplayList, format: OutputFormat, scale: Double = 1, until stop: () -> Bool) throws(OutputError) -> Data? {
        switch format {
        case .png: try png(list, scale: scale, until: stop)
        case .pdf: try pdf(list, until: stop)
        case .svg: try svg(list, until: stop).map { Data($0.utf8) }
        }
    }

    /// PNG bytes of an ARGB32 image surface the package's hosts drew (the viewers' screenshots).
    /// - Throws: `OutputError` when deflate fails (out of memory).
    package static func png(surface: OpaquePointer) throws(OutputError) -> Data {
        try PNGEncoder.encode(surface, name: "PNG")!
    }

    /// The largest side of an image surface Cairo makes, in pixels.
    static let maximumPixels = 32_767

    /// `renderImage` after checking that the image can exist: finite positive scale, at most `maximumPixels` a side.
    private static func checkedImage(_ list: DisplayList, scale: Double, name: String, until stop: () -> Bool = { false }) throws(OutputError) -> OpaquePointer? {
        let width = list.size.width * scale, height = list.size.height * scale
        guard scale.isFinite, scale > 0, width.isFinite, height.isFinite,
              width.rounded(.up) <= Double(maximumPixels), height.rounded(.up) <= Double(maximumPixels) else {
            throw OutputError(path: name, reason: "an image of \(list.size.width)×\(list.size.height) points at scale \(scale) "
                + "exceeds \(maximumPixels) pixels a side (or the scale is not a number > 0)")
        }
        return renderImage(list, scale: scale, until: stop)
    }

    /// Renders into an ARGB32 image surface (Cairo's premultiplied layout) for the package's own hosts and tests.
    /// - Returns: the `cairo_surface_t *`; the caller destroys it with `cairo_surface_destroy`.
    package static func renderImage(_ list: DisplayList, scale: Double = 1) -> OpaquePointer {
        renderImage(list, scale: scale, until: { false })!
    }

    /// `renderImage(_:scale:)`, or nil (the surface destroyed) once `stop` answers true while drawing.
    private static func renderImage(_ list: DisplayList, scale: Double, until stop: () -> Bool) -> OpaquePointer? {
        let width = Int32((list.size.width * scale).rounded(.up)), height = Int32((list.size.height * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        guard draw(list, on: surface, scale: scale, until: stop) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        return surface
    }

    /// Draws `list` on a stream surface that `make` creates with Cairo's write callback, and returns the bytes,
    /// or nil once `stop` answers true.
    private static func vector(_ list: DisplayList, name: String, until stop: () -> Bool,
                               make: (cairo_write_func_t, UnsafeMutableRawPointer) -> OpaquePointer?) throws(OutputError) -> Data? {
        let sink = ByteSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = make(write, context) else { throw OutputError(path: name, reason: "Cairo could not create the surface") }
        let drawn = draw(list, on: surface, scale: 1, until: stop)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard drawn else { return nil }
        guard status == CAIRO_STATUS_SUCCESS else { throw OutputError(path: name, reason: String(cString: cairo_status_to_string(status))) }
        return withExtendedLifetime(sink) { sink.data }
    }

    /// - Returns: whether every item was drawn (false once `stop` answered true).
    private static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: Double, until stop: () -> Bool) -> Bool {
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        return list.render(into: CairoRenderTarget(context: context, pixelRatio: scale), until: stop)
    }
}

/// Bytes Cairo's write callback appends to.
private final class ByteSink {
    var data = Data()
}
