import CCairo
import Foundation
import LiveChartCore

/// Pango layouts bound to one Cairo context: sets and measures text with font fallback, so CJK
/// text falls back to an installed CJK font instead of drawing boxes.
final class PangoText {
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var fonts: [FontSpec: OpaquePointer] = [:]

    init(context: OpaquePointer) {
        self.context = context
        self.layout = pango_cairo_create_layout(context)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
    }

    deinit {
        for (_, description) in fonts { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The logical size of `text` in points.
    func size(of text: String, font: FontSpec) -> CGSize {
        prepare(text, font: font)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        return CGSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// Draws `run` with the context's current source colour.
    func draw(_ run: TextRun) {
        let box = size(of: run.text, font: run.font)
        let origin = run.origin(for: box)
        cairo_move_to(context, origin.x, origin.y)
        pango_cairo_show_layout(context, layout)
        cairo_new_path(context)
    }

    private func prepare(_ text: String, font: FontSpec) {
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_text(layout, text, -1)
    }

    private func description(for font: FontSpec) -> OpaquePointer {
        if let cached = fonts[font] { return cached }
        let description = pango_font_description_from_string(font.family)!
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        fonts[font] = description
        return description
    }
}
