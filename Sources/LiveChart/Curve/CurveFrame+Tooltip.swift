import Foundation
import LiveChartCore

extension CurveFrame {
    /// The tooltip for a pointer in canvas points: the nearest data point (x first, then distance),
    /// or nil when the pointer is outside the plot or nothing is drawn.
    func tooltip(at pointer: CGPoint) -> CurveTooltip? {
        let order = drawingOrder
        guard layout.plot.contains(pointer), let found = CurveTooltip.nearest(to: pointer, in: order.map { plotted[$0].points }) else {
            return nil
        }
        let hit = (series: order[found.series], point: found.point)
        let s = plotted[hit.series]
        let index = s.indices[hit.point]
        let x = xValues.map { $0[index] }
        var title = x.map { NumberFormat.fixed($0, decimals: xDecimals) } ?? "#\(index)"
        if !s.series.name.isEmpty { title += "  " + s.series.name }
        return CurveTooltip(series: hit.series, index: index, value: s.series.values[index], x: x,
                            position: s.points[hit.point], title: title, valueText: valueText(s.series.values[index]))
    }

    /// A dashed guide through the point, a filled dot on it, and a box with the tooltip's two lines
    /// beside it (right of the point, or left when it would leave the plot), kept inside the plot.
    func tooltipLayer(_ tip: CurveTooltip) -> Layer {
        let layer = Layer(name: CurveLayerNames.tooltip)
        let plot = layout.plot
        let p = tip.position
        let color = plotted[tip.series].color
        var guide = Path()
        let gx = PixelSnapping.centre(p.x, pixelRatio: pixelRatio)
        guide.addLine(from: CGPoint(x: gx, y: plot.minY), to: CGPoint(x: gx, y: plot.maxY))
        layer.addSublayer(ShapeLayer(name: CurveLayerNames.tooltip + ".guide", path: guide,
                                     stroke: StrokeStyle(color: theme.crosshair, lineWidth: onePixel, dash: [4, 3])))
        var dot = Path()
        dot.addCircle(center: p, radius: options.markerRadius + 1.5)
        layer.addSublayer(ShapeLayer(name: CurveLayerNames.tooltip + ".dot", path: dot, fillColor: color,
                                     stroke: StrokeStyle(color: theme.background, lineWidth: 2)))
        let bold = FontSpec(family: theme.font.family, size: theme.font.size, bold: true)
        let titleSize = measurer.size(of: tip.title, font: theme.font), valueSize = measurer.size(of: tip.valueText, font: bold)
        let padding = 8.0, gap = 12.0
        let width = Double(max(titleSize.width, valueSize.width)) + 2 * padding
        let height = Double(titleSize.height + valueSize.height) + 2 * padding + 2
        var left = Double(p.x) + gap
        if left + width > Double(plot.maxX) { left = Double(p.x) - gap - width }
        left = max(Double(plot.minX), left)
        let top = min(max(Double(p.y) - height / 2, Double(plot.minY)), Double(plot.maxY) - height)
        var box = Path()
        box.addRect(CGRect(x: left, y: top, width: width, height: height))
        layer.addSublayer(ShapeLayer(name: CurveLayerNames.tooltip + ".box", path: box, fillColor: theme.background.withAlpha(0.94),
                                     stroke: StrokeStyle(color: theme.axisLine, lineWidth: onePixel)))
        layer.addSublayer(TextLayer(name: CurveLayerNames.tooltip + ".text", runs: [
            TextRun(tip.title, at: CGPoint(x: left + padding, y: top + padding), font: theme.font, color: theme.secondaryText, vertical: .top),
            TextRun(tip.valueText, at: CGPoint(x: left + padding, y: top + padding + Double(titleSize.height) + 2), font: bold,
                    color: theme.text, vertical: .top),
        ]))
        return layer
    }
}
