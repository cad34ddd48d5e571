import CCairo
import Foundation
import LiveChartCore

/// Measures text with the same Pango setup the renderer draws with, on a private 1×1 image surface.
///
/// Layout code calls it before anything is drawn, so axis widths and label boxes use the real
/// font metrics. Not thread-safe; create one per thread.
public final class PangoTextMeasurer: TextMeasurer {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let text: PangoText
    private var cache: [String: CGSize] = [:]
    /// Most measurements memoised; at the limit the memo starts over. A live chart measures a new price label
    /// on nearly every update, so an unbounded memo grew by about 1 MB a minute at 1,000 updates a second.
    static let cacheLimit = 4096

    public init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
        text = PangoText(context: context)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The logical size in points. Memoised per text and font (at most `cacheLimit` entries). O(text length) on a miss.
    public func size(of string: String, font: FontSpec) -> CGSize {
        let key = "\(font.family)|\(font.size)|\(font.bold)|\(string)"
        if let hit = cache[key] { return hit }
        let measured = text.size(of: string, font: font)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = measured
        return measured
    }
}
