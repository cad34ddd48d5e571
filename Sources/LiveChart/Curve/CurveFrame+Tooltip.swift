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

    /// A dashed guide through the point, a filled dot on it, and the shared tooltip box (`CrosshairParts`,
    /// the other families' too) beside it: the x value (or "#index"), then the series name and its value.
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
        let name = plotted[tip.series].series.name
        let rows: [(String, String, Color)] = [
            (tip.x.map { NumberFormat.fixed($0, decimals: xDecimals) } ?? "#\(tip.index)", "", theme.text),
            (name, tip.valueText, color),
        ]
        layer.addSublayer(CrosshairParts.tooltip(rows, anchor: .beside(p), plot: plot, theme: theme, lineWidth: onePixel, measurer: measurer))
        return layer
    }
}
