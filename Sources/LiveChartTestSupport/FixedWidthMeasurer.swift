import Foundation
import LiveChartCore

/// Text measured as 6 points per character and 1.2 × the font size high, so layout tests run without Pango.
public struct FixedWidthMeasurer: TextMeasurer {
    public init() {}

    public func size(of text: String, font: FontSpec) -> CGSize { CGSize(width: Double(text.count) * 6, height: font.size * 1.2) }
}

/// Text measured as 0.6 em per character and 1.2 em high: widths follow the font size, as real fonts' do.
public struct EmWidthMeasurer: TextMeasurer {
    public init() {}

    public func size(of text: String, font: FontSpec) -> CGSize {
        CGSize(width: Double(text.count) * font.size * 0.6, height: font.size * 1.2)
    }
}
