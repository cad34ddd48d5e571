import Foundation
import LiveChartCore

/// A row of coloured text items (a title line or a pane legend), shared by the charts.
enum LegendRow {
    /// The items laid out left to right from `rect`'s left edge, vertically centred, `gap` points apart.
    /// - Complexity: O(items); each text is measured once (the measurer caches).
    static func layer(_ items: [(String, Color)], in rect: CGRect, font: FontSpec, gap: Double, measurer: TextMeasurer,
                      name: String = "") -> TextLayer {
        var x = rect.minX
        var runs: [TextRun] = []
        for (text, color) in items {
            runs.append(TextRun(text, at: CGPoint(x: x, y: rect.midY), font: font, color: color))
            x += measurer.size(of: text, font: font).width + gap
        }
        return TextLayer(name: name, runs: runs)
    }
}
