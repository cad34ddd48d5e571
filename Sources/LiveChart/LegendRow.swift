import Foundation
import LiveChartCore

/// A row of coloured text items — a title line or a pane legend — shared by every family: the K-line's
/// title and pane legends, the timeline's, the curve's title with its series legend and the score header.
enum LegendRow {
    /// One item: its text in `color`, in `font` when given (else the row's), after a short line in
    /// `swatch`'s style when given (a series legend).
    struct Item {
        var text: String
        var color: Color
        var font: FontSpec?
        var swatch: StrokeStyle?
        /// A shorter form shown instead when the whole text does not fit ("C 350.58" for the OHLC group).
        var short: String?

        init(_ text: String, _ color: Color, font: FontSpec? = nil, swatch: StrokeStyle? = nil, short: String? = nil) {
            self.text = text
            self.color = color
            self.font = font
            self.swatch = swatch
            self.short = short
        }
    }

    /// Where the row starts: `leading` from `rect`'s left edge to the right, `trailing` from its right edge to
    /// the left (the first item rightmost).
    enum Direction { case leading, trailing }

    /// Length of a swatch's line and the space after it, in points.
    static let swatchLength = 14.0, swatchGap = 5.0

    /// The items laid out from `rect`'s edge, vertically centred, `gap` points apart: a text layer named
    /// `name` with a swatch layer per item that has one. Items are in priority order: on a canvas too
    /// narrow for all of them the row ends with "…" where the next would leave `rect`, never with a cut item.
    /// - Complexity: O(items); each text is measured once (the measurer caches).
    static func layer(_ items: [Item], in rect: CGRect, font: FontSpec, gap: Double, measurer: TextMeasurer,
                      name: String = "", from direction: Direction = .leading) -> TextLayer {
        let layer = TextLayer(name: name)
        var x = direction == .leading ? rect.minX : rect.maxX
        let sign = direction == .leading ? 1.0 : -1.0
        var runs: [TextRun] = []
        let ellipsis = measurer.size(of: "…", font: font).width
        for (n, original) in items.enumerated() {
            var item = original
            let itemFont = item.font ?? font
            let swatchWidth = item.swatch == nil ? 0 : swatchLength + swatchGap
            // The room the rest needs: this item, and an ellipsis after it unless it is the last.
            let reserve = n == items.count - 1 ? 0 : gap + ellipsis
            func fitting(_ text: String) -> (fits: Bool, width: Double, left: Double) {
                let width = measurer.size(of: text, font: itemFont).width
                let left = direction == .leading ? x : x - width - swatchWidth
                let fits = direction == .leading ? left + swatchWidth + width + reserve <= rect.maxX + 0.5 : left - reserve >= rect.minX - 0.5
                return (fits, width, left)
            }
            var (fits, textWidth, left) = fitting(item.text)
            if !fits, let short = item.short {
                item.text = short
                (fits, textWidth, left) = fitting(short)
            }
            // The first item (a title) too long for the row is cut to fit with an ellipsis. O(log length) tries.
            if !fits, n == 0, item.text.count > 1 {
                item.text = TextCut.longest(of: item.text) { fitting($0).fits }
                    ?? String(item.text.prefix(1)) + "…"
                (fits, textWidth, left) = fitting(item.text)
            }
            if !fits && n > 0 {
                let at = direction == .leading ? x : x - ellipsis
                runs.append(TextRun("…", at: CGPoint(x: at, y: rect.midY), font: font, color: item.color))
                break
            }
            if let style = item.swatch {
                var line = Path()
                line.addLine(from: CGPoint(x: left, y: rect.midY), to: CGPoint(x: left + swatchLength, y: rect.midY))
                layer.addSublayer(ShapeLayer(name: "\(name).swatch.\(n)", path: line, stroke: style))
            }
            runs.append(TextRun(item.text, at: CGPoint(x: left + swatchWidth, y: rect.midY), font: itemFont, color: item.color))
            x += sign * (textWidth + swatchWidth + gap)
        }
        layer.runs = runs
        return layer
    }

    /// Plain coloured texts, `(text, colour)` each.
    static func layer(_ items: [(String, Color)], in rect: CGRect, font: FontSpec, gap: Double, measurer: TextMeasurer,
                      name: String = "") -> TextLayer {
        layer(items.map { Item($0.0, $0.1) }, in: rect, font: font, gap: gap, measurer: measurer, name: name)
    }
}
