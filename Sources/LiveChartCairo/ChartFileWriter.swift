import CCairo
import Foundation
import LiveChartCore

/// Renders a display list to a PNG, PDF or SVG file through Cairo, atomically.
///
/// The file is written to a temporary sibling and renamed over the destination only once Cairo
/// reports success, so a failed render never leaves a half-written file or destroys an old one.
public enum ChartFileWriter {
    /// - Parameters:
    ///   - list: what to draw; its `size` is the canvas in points.
    ///   - path: destination; its directory must exist.
    ///   - format: the file format (see `OutputFormat(path:)`).
    ///   - scale: device pixels per point for PNG (2 for HiDPI); PDF and SVG are vector and ignore it.
    /// - Throws: `OutputError` when the file cannot be created or Cairo fails.
    public static func write(_ list: DisplayList, to path: String, format: OutputFormat, scale: Double = 1) throws(OutputError) {
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        do {
            try render(list, to: temp, format: format, scale: scale)
        } catch {
            unlink(temp)
            throw OutputError(path: path, reason: error.reason)  // name the user's file, not the temporary one
        }
        if rename(temp, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw OutputError(path: path, reason: "cannot replace the file: \(reason)")
        }
    }

    /// Renders into an in-memory ARGB32 image, for tests and the viewer.
    ///
    /// - Returns: the surface (`cairo_surface_t *`); the caller destroys it with `cairo_surface_destroy`.
    public static func renderImage(_ list: DisplayList, scale: Double = 1) -> OpaquePointer {
        let width = Int32((list.size.width * scale).rounded(.up)), height = Int32((list.size.height * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        draw(list, on: surface, scale: scale)
        cairo_surface_flush(surface)
        return surface
    }

    private static func render(_ list: DisplayList, to path: String, format: OutputFormat, scale: Double) throws(OutputError) {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw OutputError(path: path, reason: "cannot create the file: \(String(cString: strerror(errno)))")
        }
        let w = list.size.width, h = list.size.height
        let surface: OpaquePointer
        switch format {
        case .png:
            surface = renderImage(list, scale: scale)
            defer { cairo_surface_destroy(surface) }
            let bytes = try PNGEncoder.encode(surface, name: path)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                throw OutputError(path: path, reason: "cannot write the file: \(String(cString: strerror(errno)))")
            }
            return
        case .pdf:
            surface = cairo_pdf_surface_create(path, w, h)
        case .svg:
            surface = cairo_svg_surface_create(path, w, h)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        }
        draw(list, on: surface, scale: 1)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        try check(status, path: path)
    }

    private static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: Double) {
        let context = cairo_create(surface)!
        list.render(into: CairoRenderTarget(context: context, pixelRatio: scale))
        cairo_destroy(context)
    }

    private static func check(_ status: cairo_status_t, path: String) throws(OutputError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw OutputError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
