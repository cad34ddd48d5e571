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
    /// `name` with a swatch layer per item that has one. `rect` holds `lines` rows of equal height: an item
    /// that does not fit on a row starts the next one. Items are in priority order: when even the last row is
    /// too narrow, it ends with "…" where the next item would leave `rect`, never with a cut item.
    /// - Complexity: O(items); each text is measured once or twice (the measurer caches).
    static func layer(_ items: [Item], in rect: CGRect, font: FontSpec, gap: Double, measurer: TextMeasurer,
                      name: String = "", from direction: Direction = .leading, lines: Int = 1) -> TextLayer {
        let layer = TextLayer(name: name)
        let start = direction == .leading ? rect.minX : rect.maxX
        var x = start
        var line = 0
        let rowHeight = rect.height / Double(max(1, lines))
        var midY: Double { rect.minY + rowHeight * (Double(line) + 0.5) }
        let sign = direction == .leading ? 1.0 : -1.0
        var runs: [TextRun] = []
        let ellipsis = measurer.size(of: "…", font: font).width
        for (n, original) in items.enumerated() {
            var item = original
            let itemFont = item.font ?? font
            let swatchWidth = item.swatch == nil ? 0 : swatchLength + swatchGap
            func fitting(_ text: String) -> (fits: Bool, width: Double, left: Double) {
                // The room the rest needs on the last row: this item, and an ellipsis after it unless it is the last.
                let reserve = n == items.count - 1 || line < lines - 1 ? 0 : gap + ellipsis
                let width = measurer.size(of: text, font: itemFont).width
                let left = direction == .leading ? x : x - width - swatchWidth
                let fits = direction == .leading ? left + swatchWidth + width + reserve <= rect.maxX + 0.5 : left - reserve >= rect.minX - 0.5
                return (fits, width, left)
            }
            var (fits, textWidth, left) = fitting(item.text)
            if !fits, n > 0, line < lines - 1, x != start {
                line += 1
                x = start
                (fits, textWidth, left) = fitting(item.text)
            }
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
                runs.append(TextRun("…", at: CGPoint(x: at, y: midY), font: font, color: item.color))
                break
            }
            if let style = item.swatch {
                var path = Path()
                path.addLine(from: CGPoint(x: left, y: midY), to: CGPoint(x: left + swatchLength, y: midY))
                layer.addSublayer(ShapeLayer(name: "\(name).swatch.\(n)", path: path, stroke: style))
            }
            runs.append(TextRun(item.text, at: CGPoint(x: left + swatchWidth, y: midY), font: itemFont, color: item.color))
            x += sign * (textWidth + swatchWidth + gap)
        }
        layer.runs = runs
        return layer
    }

    /// The rows `items` take in `width` points when `layer(_:in:font:gap:measurer:lines:)` wraps them onto at
    /// most `limit` rows: the same rule, run once. O(items).
    static func lineCount(_ items: [Item], width: Double, font: FontSpec, gap: Double, measurer: TextMeasurer, limit: Int) -> Int {
        let rows = layer(items, in: CGRect(x: 0, y: 0, width: width, height: Double(limit)), font: font, gap: gap,
                         measurer: measurer, lines: limit)
        return max(1, Set(rows.runs.map(\.position.y)).count)
    }

    /// Plain coloured texts, `(text, colour)` each.
    static func layer(_ items: [(String, Color)], in rect: CGRect, font: FontSpec, gap: Double, measurer: TextMeasurer,
                      name: String = "", lines: Int = 1) -> TextLayer {
        layer(items.map { Item($0.0, $0.1) }, in: rect, font: font, gap: gap, measurer: measurer, name: name, lines: lines)
    }
}
