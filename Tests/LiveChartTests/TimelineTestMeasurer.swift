import Foundation
import LiveChartCore

/// A text measurer with fixed metrics (0.6 em per character), so layout tests need no font library.
struct TimelineTestMeasurer: TextMeasurer {
    func size(of text: String, font: FontSpec) -> CGSize {
        CGSize(width: Double(text.count) * font.size * 0.6, height: font.size * 1.2)
    }
}
