import Foundation
import LiveChartCore

extension TimelineFrame {
    /// Prices on the left and percent changes on the right at the same symmetric ticks (coloured up above
    /// the reference, down below), volume labels right of the volume pane, and below the plots the
    /// session's times (one session) or each session's date (several).
    func axisLayer() -> Layer {
        let layer = Layer(name: "timeline.axes")
        var runs: [TextRun] = []
        let plot = layout.panes[0].plot
        let font = theme.font
        for f in percentTicks {
            let value = reference * (1 + f)
            let y = priceScale.y(for: value)
            guard y >= plot.minY + 5, y <= plot.maxY - 5 else { continue }
            let color = color(of: value, against: reference)
            runs.append(TextRun(price(value), at: CGPoint(x: layout.leftAxis.maxX - 6, y: y), font: font, color: color, horizontal: .right))
            runs.append(TextRun(NumberFormat.percent(f), at: CGPoint(x: layout.rightAxis.minX + 6, y: y), font: font, color: color))
        }
        let top = volumeScale.range.upperBound
        for v in [top / 2, top] {
            let y = max(volumeScale.y(for: v), layout.panes[1].plot.minY + font.size / 2 + 1)
            runs.append(TextRun(NumberFormat.volume(v, chinese: options.locale.usesChineseUnits), at: CGPoint(x: layout.rightAxis.minX + 6, y: y),
                                font: font, color: theme.secondaryText))
        }
        runs += days.count == 1 ? sessionTimeRuns() : dateRuns()
        layer.addSublayer(TextLayer(name: "timeline.axes.labels", runs: runs))
        return layer
    }

    /// The session's marks (09:30, 10:30, 11:30/13:00, 14:00, 15:00): the first left-aligned at the open,
    /// the last right-aligned at the close, the rest centred; a mark that would touch the one before is left out.
    private func sessionTimeRuns() -> [TextRun] {
        let marks = chart.session.marks
        let y = layout.timeAxis.midY
        var runs: [TextRun] = []
        var lastRight = -Double.infinity
        for (n, mark) in marks.enumerated() {
            let x = boundaryX(day: 0, index: mark.index)
            let width = measurer.size(of: mark.label, font: theme.font).width
            let align: HorizontalAlignment = n == 0 ? .left : n == marks.count - 1 ? .right : .center
            let left = align == .left ? x : align == .right ? x - width : x - width / 2
            if left < lastRight + 8 {
                guard n == marks.count - 1, let previous = runs.popLast() else { continue }
                _ = previous  // the closing time wins over the mark before it
            }
            runs.append(TextRun(mark.label, at: CGPoint(x: x, y: y), font: theme.font, color: theme.secondaryText, horizontal: align))
            lastRight = left + width
        }
        return runs
    }

    /// Each session's date centred under its column ("Jul 9", "07-09").
    private func dateRuns() -> [TextRun] {
        let formatter = TimeLabelFormatter(locale: options.locale, intraday: true)
        return days.enumerated().map { k, day in
            let x = (boundaryX(day: k, index: 0) + boundaryX(day: k, index: minutes)) / 2
            return TextRun(formatter.label(time: Int64(day.day) * 86_400, weight: .day), at: CGPoint(x: x, y: layout.timeAxis.midY),
                           font: theme.font, color: theme.secondaryText, horizontal: .center)
        }
    }
}
