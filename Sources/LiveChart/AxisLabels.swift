import Foundation
import LiveChartCore

/// The value and time axes of every family: where their labels go and which are left out. K-line panes,
/// the timeline's price and percent columns, the curve's value column and the score chart's all place
/// value labels through `value(_:…)`; the K-line, timeline and curve time (or x) rows through `time(_:…)`.
enum AxisLabels {
    /// Which side of the plot a value column is on: a left column right-aligns its labels 6 points from
    /// the plot, a right column left-aligns them 6 points from it.
    enum Side { case left, right }

    /// A value label: the text at canvas `y`, in `color`.
    struct Value {
        var y: Double
        var text: String
        var color: Color
    }

    /// Whether a value label at `y` is drawn: `inset` points or more inside `plot`, top and bottom.
    static func fits(_ y: Double, plot: CGRect, inset: Double) -> Bool { y >= plot.minY + inset && y <= plot.maxY - inset }

    /// The runs of value labels beside `plot` in `column`, vertically centred on their values. A label
    /// closer than `inset` points to the plot's top or bottom edge is left out (it would hang over the pane
    /// above or the time axis), and so is one within a line's height of a `reserved` y (a last-price tag).
    /// - Complexity: O(labels × reserved).
    static func value(_ labels: [Value], side: Side, column: CGRect, plot: CGRect, font: FontSpec, inset: Double = 6,
                      reserved: [Double] = []) -> [TextRun] {
        let x = side == .left ? column.maxX - 6 : column.minX + 6
        return labels.compactMap { label in
            guard fits(label.y, plot: plot, inset: inset),
                  !reserved.contains(where: { abs($0 - label.y) < font.size + 4 }) else { return nil }
            return TextRun(label.text, at: CGPoint(x: x, y: label.y), font: font, color: label.color,
                           horizontal: side == .left ? .right : .left)
        }
    }

    /// A time-axis label: the text at canvas `x` with its alignment there, bold for a major boundary (a year).
    struct Time {
        var x: Double
        var text: String
        var align: HorizontalAlignment = .center
        var bold = false
        /// The text to show instead when this is the first label kept (the year or date a reader needs
        /// before the first heavier boundary on the axis).
        var context: String?
    }

    /// The runs of time labels in the `axis` row, vertically centred. A label that would stick out of the
    /// row, or come closer than `gap` points to the label kept before it, is left out — except the last
    /// when `lastWins` (a session's closing time), which replaces the one before it instead. A label
    /// overlapping a `reserved` span (the crosshair's date tag) is left out too.
    /// - Complexity: O(labels); each text is measured once (the measurer caches).
    static func time(_ labels: [Time], axis: CGRect, font: FontSpec, color: Color, measurer: TextMeasurer, gap: Double = 8,
                     lastWins: Bool = false, reserved: [ClosedRange<Double>] = []) -> [TextRun] {
        var runs: [TextRun] = []
        var lastRight = -Double.infinity
        for (n, var label) in labels.enumerated() {
            if runs.isEmpty, let context = label.context { label.text = context }
            let labelFont = FontSpec(family: font.family, size: font.size, bold: label.bold)
            let width = measurer.size(of: label.text, font: labelFont).width
            let left = label.align == .left ? label.x : label.align == .right ? label.x - width : label.x - width / 2
            if left < axis.minX - 0.5 || left + width > axis.maxX + 0.5 { continue }
            if reserved.contains(where: { $0.overlaps(left...(left + width)) }) { continue }
            if left < lastRight + gap {
                guard lastWins, n == labels.count - 1, !runs.isEmpty else { continue }
                runs.removeLast()
            }
            runs.append(TextRun(label.text, at: CGPoint(x: label.x, y: axis.midY), font: labelFont, color: color, horizontal: label.align))
            lastRight = left + width
        }
        return runs
    }
}
