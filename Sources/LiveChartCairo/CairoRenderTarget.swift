import CCairo
import Foundation
import LiveChartCore

/// A `RenderTarget` that draws into a Cairo context, with text set by Pango.
///
/// The context's user space is points: the target applies `pixelRatio` (device pixels per point)
/// once in `begin`, so a display list renders identically on an image at any scale, a PDF page
/// or an SVG document. Not thread-safe: one frame at a time.
package final class CairoRenderTarget: RenderTarget {
    /// The Cairo context; owned by the caller, who also owns its surface.
    package let context: OpaquePointer
    /// Device pixels per point.
    package let pixelRatio: Double
    private let text: PangoText
    private var clipDepth = 0

    /// - Parameters:
    ///   - context: a `cairo_t *` whose surface outlives this target.
    ///   - pixelRatio: device pixels per point (1 for PDF and SVG).
    package init(context: OpaquePointer, pixelRatio: Double = 1) {
        self.context = context
        self.pixelRatio = pixelRatio
        self.text = PangoText(context: context)
    }

    package func begin(size: CGSize, background: Color?) {
        cairo_save(context)
        cairo_scale(context, pixelRatio, pixelRatio)
        if let background {
            cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
            cairo_paint(context)
        }
    }

    package func fill(_ path: Path, color: Color) {
        setPath(path)
        setSource(color)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        fillAntialiased()
    }

    package func fillVerticalGradient(_ path: Path, top: Color, bottom: Color, y0: CGFloat, y1: CGFloat) {
        setPath(path)
        guard let pattern = cairo_pattern_create_linear(0, y0, 0, y1) else { return }
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        cairo_set_source(context, pattern)
        fillAntialiased()
        cairo_pattern_destroy(pattern)
    }

    /// Fills the current path with Cairo's default anti-aliasing, whatever the last stroke chose: Cairo 1.16's
    /// fast rasteriser (`CAIRO_ANTIALIAS_FAST`, the "tor22" scan converter, kept for thin strokes) writes past
    /// its span buffer on some filled areas (valgrind: an invalid write in `cairo_fill` on the timeline's
    /// gradient area of 81 minutes at 1280x800; the process then died in malloc).
    private func fillAntialiased() {
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
        cairo_fill(context)
    }

    package func stroke(_ path: Path, style: StrokeStyle) {
        setSource(style.color)
        cairo_set_line_width(context, style.lineWidth)
        switch style.cap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        // Thin lines (≤ 2 device pixels: grid, indicator lines) use Cairo's fast anti-aliasing: three
        // times cheaper to stroke and indistinguishable at that width (compared side by side at 3× zoom).
        cairo_set_antialias(context, style.lineWidth * pixelRatio <= 2 ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT)
        style.dash.map(Double.init).withUnsafeBufferPointer { dashes in
            cairo_set_dash(context, dashes.baseAddress, Int32(dashes.count), 0)
        }
        if style.dash.isEmpty, let chunks = PolylineChunks(path, pixelRatio: pixelRatio) {
            // Cairo's scan converter slows with the area a polygon spans: a long indicator line is
            // stroked in short runs, each clipped to the pixel columns it alone paints (see PolylineChunks).
            for run in chunks.runs {
                cairo_save(context)
                let left = max(run.minX, -1e6), right = min(run.maxX, 1e6)
                cairo_rectangle(context, left, -1e6, right - left, 2e6)
                cairo_clip(context)
                setPath(run.path)
                cairo_stroke(context)
                cairo_restore(context)
            }
            return
        }
        setPath(path)
        cairo_stroke(context)
    }

    package func draw(_ run: TextRun) {
        setSource(run.color)
        text.draw(run)
    }

    package func pushClip(_ rect: CGRect) {
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        clipDepth += 1
    }

    package func popClip() {
        guard clipDepth > 0 else { return }
        clipDepth -= 1
        cairo_restore(context)
    }

    package func end() {
        while clipDepth > 0 { popClip() }
        cairo_restore(context)
    }

    private func setSource(_ c: Color) {
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    }

    private func setPath(_ path: Path) {
        cairo_new_path(context)
        var current = CGPoint.zero
        for element in path.elements {
            switch element.held {
            case .move(let p):
                cairo_move_to(context, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(context, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // Degree elevation: a quadratic is the cubic with controls 2/3 of the way to its control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(context)
            }
        }
    }
}

private extension PathElement {
    /// The element with every point within ±2 million points. Cairo keeps coordinates in 24.8 fixed point and
    /// beyond about ±8 million device pixels they wrap (a fill to a far-off level came out on the wrong side);
    /// so far off any canvas, holding a point changes what is visible of a shape by less than can be seen.
    var held: PathElement {
        let limit = 2_000_000.0
        return mapped { CGPoint(x: min(max($0.x, -limit), limit), y: min(max($0.y, -limit), limit)) }
    }
}
