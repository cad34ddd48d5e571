import CCairo
import Foundation
import LiveChartCairo
import LiveChartCore

/// Keeps the last full chart image so a crosshair-only frame redraws just the crosshair over it.
final class FrameRasterizer {
    private(set) var base: OpaquePointer?
    private(set) var output: OpaquePointer?
    private var size = (width: Int32(0), height: Int32(0))

    deinit {
        if let base { cairo_surface_destroy(base) }
        if let output { cairo_surface_destroy(output) }
    }

    /// Draws `list` as the new base image at `scale` pixels per point; when `keep` is given, the pixels of
    /// those rectangles (points) are copied from the previous base instead (panes skipped during a drag).
    func drawBase(_ list: DisplayList, scale: Double, keep: [CGRect] = []) {
        let w = Int32((list.size.width * scale).rounded()), h = Int32((list.size.height * scale).rounded())
        let previous = base
        let resized = size != (w, h)
        base = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)
        let context = cairo_create(base)!
        list.render(into: CairoRenderTarget(context: context, pixelRatio: scale))
        if let previous, !resized {
            for rect in keep {
                cairo_save(context)
                cairo_rectangle(context, rect.minX * scale, rect.minY * scale, rect.width * scale, rect.height * scale)
                cairo_clip(context)
                cairo_set_source_surface(context, previous, 0, 0)
                cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
                cairo_paint(context)
                cairo_restore(context)
            }
        }
        cairo_destroy(context)
        if let previous { cairo_surface_destroy(previous) }
        if resized {
            if let output { cairo_surface_destroy(output) }
            output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)
            size = (w, h)
        }
    }

    /// Writes the last composed image as PNG, atomically (the viewers' S key and `--screenshot`).
    /// - Throws: `OutputError` naming `path` when nothing was drawn yet or the file cannot be written.
    func saveOutput(to path: String) throws(OutputError) {
        guard let output else { throw OutputError(path: path, reason: "no frame was drawn") }
        try ChartFileWriter.write(try ChartRenderer.png(surface: output), to: path)
    }

    /// The screenshot at the end of a `--frames` run, when a path is set.
    /// - Throws: `ViewerError` when it cannot be written, so the run fails instead of silently saving nothing.
    func saveAtEnd(to path: String?) throws(ViewerError) {
        guard let path else { return }
        do { try saveOutput(to: path) } catch { throw ViewerError(message: "screenshot: \(error)", isOutput: true) }
    }

    /// Saves a screenshot the user asked for with S: a failure is reported on standard error, the window goes on.
    func saveRequested(to path: String) {
        do {
            try saveOutput(to: path)
        } catch {
            TerminalText.writeError("livechart: warning: screenshot not saved: \(error)")
        }
    }

    /// Composes the base image and `overlay` (crosshair, toolbar, frame-time text) into the output image.
    func compose(overlay: DisplayList, scale: Double) -> OpaquePointer? {
        guard let base, let output else { return nil }
        let context = cairo_create(output)!
        cairo_set_source_surface(context, base, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        overlay.render(into: CairoRenderTarget(context: context, pixelRatio: scale))
        cairo_destroy(context)
        cairo_surface_flush(output)
        return output
    }
}
