import Foundation
import LiveChartCore

/// The parts every chart's crosshair draws: value tags on the axes and the tooltip box.
enum CrosshairParts {
    /// A tag on an axis: `text` on a filled box (`fill`) anchored at `at` with `align`.
    /// - Returns: the box and the text layers, to add in that order.
    static func tag(_ text: String, at: CGPoint, align: HorizontalAlignment, theme: Theme, fill: Color,
                    measurer: TextMeasurer) -> [Layer] {
        let box = measurer.size(of: text, font: theme.font)
        let run = TextRun(text, at: at, font: theme.font, color: theme.labelText, horizontal: align)
        var tag = Path()
        let o = run.origin(for: box)
        tag.addRect(CGRect(x: o.x - 4, y: o.y - 2, width: box.width + 8, height: box.height + 4))
        return [ShapeLayer(name: "crosshair.tag", path: tag, fillColor: fill), TextLayer(name: "crosshair.label", runs: [run])]
    }

    /// Where a tooltip box goes: at the top of the plot on the side away from a pointer's x (a K-line,
    /// timeline or score crosshair spanning the plot), or beside a point (a curve's nearest value).
    enum Anchor {
        case top(awayFromX: Double)
        /// As `top`, but at the bottom of the plot when `covered` says the box hides less there: `covered(box)`
        /// counts what a box in plot coordinates would hide (the bars under it). The top on a tie.
        case corner(awayFromX: Double, covered: (CGRect) -> Int)
        case beside(CGPoint)
    }

    /// A tooltip of `rows` (key, value, value colour) in a box placed by `anchor` and kept inside `plot`.
    /// Keys are left-aligned, values right-aligned. O(rows).
    static func tooltip(_ rows: [(String, String, Color)], anchor: Anchor, plot: CGRect, theme: Theme,
                        lineWidth: Double, measurer: TextMeasurer) -> Layer {
        let font = theme.font, lineHeight = font.size + 6
        let keyWidth = rows.map { measurer.size(of: $0.0, font: font).width }.max() ?? 0
        let valueWidth = rows.map { measurer.size(of: $0.1, font: font).width }.max() ?? 0
        let width = keyWidth + valueWidth + 24, height = Double(rows.count) * lineHeight + 8
        var origin: CGPoint
        switch anchor {
        case .top(let x):
            origin = CGPoint(x: x > plot.midX ? plot.minX + 8 : plot.maxX - width - 8, y: plot.minY + 8)
        case .corner(let x, let covered):
            let left = x > plot.midX ? plot.minX + 8 : plot.maxX - width - 8, size = CGSize(width: width, height: height)
            let top = CGPoint(x: left, y: plot.minY + 8), bottom = CGPoint(x: left, y: plot.maxY - height - 8)
            origin = covered(CGRect(origin: bottom, size: size)) < covered(CGRect(origin: top, size: size)) ? bottom : top
        case .beside(let p):
            let gap = 12.0
            origin = CGPoint(x: p.x + gap + width > plot.maxX ? p.x - gap - width : p.x + gap, y: p.y - height / 2)
        }
        origin.x = max(plot.minX, min(origin.x, plot.maxX - width))
        origin.y = max(plot.minY, min(origin.y, plot.maxY - height))
        let box = CGRect(origin: origin, size: CGSize(width: width, height: height))
        let layer = Layer(name: "crosshair.tooltip")
        var background = Path()
        background.addRect(box)
        layer.addSublayer(ShapeLayer(path: background, fillColor: theme.background.withAlpha(0.92),
                                     stroke: StrokeStyle(color: theme.axisLine, lineWidth: lineWidth)))
        var runs: [TextRun] = []
        for (n, row) in rows.enumerated() {
            let y = box.minY + 4 + (Double(n) + 0.5) * lineHeight
            runs.append(TextRun(row.0, at: CGPoint(x: box.minX + 8, y: y), font: font, color: theme.secondaryText))
            runs.append(TextRun(row.1, at: CGPoint(x: box.maxX - 8, y: y), font: font, color: row.2, horizontal: .right))
        }
        layer.addSublayer(TextLayer(runs: runs))
        return layer
    }
}
