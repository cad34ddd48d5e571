import Foundation
import LiveChartCore

extension KLineFrame {
    /// Horizontal grid lines at the price ticks and vertical ones at the time marks, plus pane borders.
    func gridLayer() -> Layer {
        let layer = Layer(name: "grid")
        var grid = Path()
        let plot = layout.pricePlot
        for v in priceScale.ticks().values {
            grid.append(hairline(y: priceScale.y(for: v), from: plot.minX, to: plot.maxX))
        }
        for mark in timeMarks() {
            grid.append(vline(x: x(mark.index), from: plot.minY, to: plot.maxY))
            if options.showVolume { grid.append(vline(x: x(mark.index), from: layout.volumePlot.minY, to: layout.volumePlot.maxY)) }
        }
        layer.addSublayer(ShapeLayer(name: "grid.lines", path: grid, stroke: StrokeStyle(color: theme.grid, lineWidth: onePixel)))
        var borders = Path()
        let right = layout.priceAxis.minX
        borders.append(vline(x: right, from: layout.priceAxis.minY, to: layout.timeAxis.minY))
        borders.append(hairline(y: layout.timeAxis.minY, from: plot.minX, to: right))
        if options.showVolume { borders.append(hairline(y: layout.volumeLegend.minY, from: plot.minX, to: right)) }
        layer.addSublayer(ShapeLayer(name: "grid.borders", path: borders, stroke: StrokeStyle(color: theme.axisLine, lineWidth: onePixel)))
        return layer
    }

    /// The labels chosen for the time axis among the visible bars.
    func timeMarks() -> [TimeTickMarks.Mark] {
        guard let visible else { return [] }
        let sample = measurer.size(of: timeLabels.fullLabel(time: bars[visible.upperBound].time), font: theme.font).width
        let lightest: TimeTickMarks.Weight = (chart.period?.isIntraday ?? false) ? .minute : .day
        return TimeTickMarks.select(times: bars.map(\.time), indices: visible, x: x,
                                    minSpacing: max(60, sample * 0.8 + 16), lightest: lightest)
    }

    /// Price labels on the right axis, volume labels beside the volume pane, and time labels below.
    func axisLayer() -> Layer {
        let layer = Layer(name: "axes")
        var runs: [TextRun] = []
        let axisX = layout.priceAxis.minX + 6
        let plot = layout.pricePlot
        for v in priceScale.ticks().values {
            let y = priceScale.y(for: v)
            if y < plot.minY + 6 || y > plot.maxY - 6 { continue }
            runs.append(TextRun(price(v), at: CGPoint(x: axisX, y: y), font: theme.font, color: theme.secondaryText))
        }
        if options.showVolume {
            let top = volumeScale.range.upperBound / 1.1
            runs.append(TextRun(volume(top), at: CGPoint(x: axisX, y: volumeScale.y(for: top)), font: theme.font,
                                color: theme.secondaryText, vertical: .top))
        }
        let axisY = layout.timeAxis.midY
        for mark in timeMarks() {
            let text = timeLabels.label(time: bars[mark.index].time, weight: mark.weight)
            let width = measurer.size(of: text, font: theme.font).width
            let cx = x(mark.index)
            if cx - width / 2 < layout.timeAxis.minX || cx + width / 2 > layout.timeAxis.maxX { continue }
            let bold = mark.weight == .year
            runs.append(TextRun(text, at: CGPoint(x: cx, y: axisY), font: FontSpec(family: theme.font.family, size: theme.font.size, bold: bold),
                                color: theme.secondaryText, horizontal: .center))
        }
        layer.addSublayer(TextLayer(name: "axes.labels", runs: runs))
        return layer
    }
}
