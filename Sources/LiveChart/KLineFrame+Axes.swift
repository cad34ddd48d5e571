import Foundation
import LiveChartCore

extension KLineFrame {
    /// Horizontal grid lines at the price ticks, vertical ones at the time marks, and pane borders.
    func gridLayer() -> Layer {
        let layer = Layer(name: "grid")
        var grid = Path()
        let plot = layout.plot
        for v in priceScale.ticks(spacing: theme.axisTickSpacing) {
            grid.append(hairline(y: priceScale.y(for: v), from: plot.minX, to: plot.maxX))
        }
        let marks = timeMarks()
        for pane in layout.panes {
            for mark in marks { grid.append(vline(x: x(mark.index), from: pane.plot.minY, to: pane.plot.maxY)) }
        }
        layer.addSublayer(ShapeLayer(name: "grid.lines", path: grid, stroke: StrokeStyle(color: theme.grid, lineWidth: onePixel)))
        var borders = Path()
        let right = layout.rightAxis.minX
        borders.append(vline(x: right, from: layout.rightAxis.minY, to: layout.timeAxis.minY))
        borders.append(hairline(y: layout.timeAxis.minY, from: plot.minX, to: right))
        for pane in layout.panes.dropFirst() { borders.append(hairline(y: pane.legend.minY, from: plot.minX, to: right)) }
        layer.addSublayer(ShapeLayer(name: "grid.borders", path: borders, stroke: StrokeStyle(color: theme.axisLine, lineWidth: onePixel)))
        return layer
    }

    /// The labels chosen for the time axis among the visible bars.
    func timeMarks() -> [TimeTickMarks.Mark] {
        guard let visible else { return [] }
        let sample = measurer.size(of: timeLabels.fullLabel(time: bars[visible.upperBound].time), font: theme.font).width
        // Boxes are not evenly spaced in time: one step coarser than time bars, so a run of boxes inside one
        // month is not labelled by bare day numbers.
        let intraday = chart.period?.isIntraday ?? false
        let lightest: TimeTickMarks.Weight = options.style.drawsBoxes ? (intraday ? .day : .month) : (intraday ? .minute : .day)
        let bars = self.bars
        return TimeTickMarks.select(time: { bars[$0].time }, indices: visible, x: x,
                                    minSpacing: max(60, sample * 0.8 + 16), lightest: lightest)
    }

    /// Value labels on the right axis of every pane, and time labels below the last pane.
    func axisLayer() -> Layer {
        let layer = Layer(name: "axes")
        var runs: [TextRun] = []
        let axisX = layout.rightAxis.minX + 6
        let plot = layout.plot
        // Tick labels give way to the last-price tag drawn over the axis.
        let lastY = chart.series.bars.last.map { priceScale.y(for: $0.close) } ?? .nan
        for v in priceScale.ticks(spacing: theme.axisTickSpacing) {
            let y = priceScale.y(for: v)
            if !(y >= plot.minY + 6 && y <= plot.maxY - 6) || abs(y - lastY) < theme.font.size + 4 { continue }
            runs.append(TextRun(priceScale.label(v, decimals: priceDecimals), at: CGPoint(x: axisX, y: y), font: theme.font, color: theme.secondaryText))
        }
        for pane in panes {
            let ticks = pane.scale.ticks(spacing: theme.paneTickSpacing).filter { v in
                let y = pane.scale.y(for: v)
                return y >= pane.layout.plot.minY + 6 && y <= pane.layout.plot.maxY - 4
            }
            for v in ticks where !(pane.content.isVolume && v == 0) {
                runs.append(TextRun(paneValue(v, in: pane), at: CGPoint(x: axisX, y: pane.scale.y(for: v)), font: theme.font,
                                    color: theme.secondaryText))
            }
        }
        let axisY = layout.timeAxis.midY
        for mark in timeMarks() {
            let text = timeLabels.label(time: bars[mark.index].time, weight: mark.weight)
            let width = measurer.size(of: text, font: theme.font).width
            let cx = x(mark.index)
            if cx - width / 2 < layout.timeAxis.minX || cx + width / 2 > layout.timeAxis.maxX { continue }
            let font = FontSpec(family: theme.font.family, size: theme.font.size, bold: mark.weight == .year)
            runs.append(TextRun(text, at: CGPoint(x: cx, y: axisY), font: font, color: theme.secondaryText, horizontal: .center))
        }
        layer.addSublayer(TextLayer(name: "axes.labels", runs: runs))
        return layer
    }
}
