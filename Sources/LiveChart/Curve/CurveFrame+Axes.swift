import Foundation
import LiveChartCore

extension CurveFrame {
    /// Horizontal grid lines at the value ticks (one layer each, see `CurveLayerNames.valueGridLine`),
    /// vertical ones at the x ticks, and the plot's bottom edge.
    func gridLayer() -> Layer {
        let layer = Layer(name: CurveLayerNames.grid)
        let plot = layout.plot
        let values = Layer(name: CurveLayerNames.valueGrid)
        values.clipRect = plot.insetBy(dx: 0, dy: -1)
        let style = StrokeStyle(color: theme.grid, lineWidth: onePixel)
        var across = Path()
        across.addLine(from: CGPoint(x: plot.minX, y: 0), to: CGPoint(x: plot.maxX, y: 0))
        for v in valueTicks.values {
            let line = ShapeLayer(name: CurveLayerNames.valueGridLine(v), path: across, stroke: style)
            line.position = CGPoint(x: 0, y: PixelSnapping.centre(valueScale.y(for: v), pixelRatio: pixelRatio))
            values.addSublayer(line)
        }
        layer.addSublayer(values)
        var grid = Path()
        for x in xTicks().values {
            let sx = PixelSnapping.centre(xScale.map(x), pixelRatio: pixelRatio)
            grid.addLine(from: CGPoint(x: sx, y: plot.minY), to: CGPoint(x: sx, y: plot.maxY))
        }
        layer.addSublayer(ShapeLayer(name: CurveLayerNames.grid + ".lines", path: grid, stroke: StrokeStyle(color: theme.grid, lineWidth: onePixel)))
        let base = hairline(y: plot.maxY, from: plot.minX, to: plot.maxX)
        layer.addSublayer(ShapeLayer(name: CurveLayerNames.grid + ".base", path: base, stroke: StrokeStyle(color: theme.axisLine, lineWidth: onePixel)))
        return layer
    }

    /// Round x values for the x axis: none without x values; about one per 90 points of plot width.
    func xTicks() -> (step: Double, values: [Double]) {
        guard xValues != nil else { return (0, []) }
        let count = max(2, Int(Double(layout.plot.width) / theme.horizontalTickSpacing))
        let lower = min(xScale.domainLower, xScale.domainUpper), upper = max(xScale.domainLower, xScale.domainUpper)
        return NiceTicks.ticks(lower: lower, upper: upper, maxCount: count)
    }

    /// Value labels right-aligned beside the plot (one layer each, see `CurveLayerNames.valueLabel`,
    /// clipped to the plot's height), the unit above them, and x labels under the plot.
    func axisLayer() -> Layer {
        let layer = Layer(name: CurveLayerNames.axes)
        var runs: [TextRun] = []
        let plot = layout.plot
        let ticks = valueTicks
        let decimals = NiceTicks.decimals(forStep: ticks.step)
        let labelX = layout.leftAxis.maxX - 6
        let values = Layer(name: CurveLayerNames.valueLabels)
        // Labels are drawn only 4 points or more inside the plot; the clip lets those show whole and
        // cuts off moving ones as they leave the plot's height.
        let overhang = 0.6 * theme.font.size - 3
        values.clipRect = CGRect(x: 0, y: plot.minY - overhang, width: plot.minX, height: plot.height + 2 * overhang)
        for v in ticks.values {
            let y = valueScale.y(for: v)
            if y < plot.minY + 4 || y > plot.maxY - 4 { continue }
            let label = TextLayer(name: CurveLayerNames.valueLabel(v), runs: [
                TextRun(NumberFormat.fixed(v, decimals: decimals), at: .zero, font: theme.font, color: theme.secondaryText, horizontal: .right),
            ])
            label.position = CGPoint(x: labelX, y: y)
            values.addSublayer(label)
        }
        layer.addSublayer(values)
        if let unit = options.unit, !unit.isEmpty {
            runs.append(TextRun(unit, at: CGPoint(x: labelX, y: plot.minY - 4), font: theme.font, color: theme.secondaryText,
                                horizontal: .right, vertical: .bottom))
        }
        let xt = xTicks()
        for x in xt.values {
            let text = NumberFormat.fixed(x, decimals: NiceTicks.decimals(forStep: xt.step))
            let cx = xScale.map(x), width = Double(measurer.size(of: text, font: theme.font).width)
            if cx - width / 2 < Double(layout.leftAxis.minX) || cx + width / 2 > Double(layout.size.width) { continue }
            runs.append(TextRun(text, at: CGPoint(x: cx, y: layout.timeAxis.midY), font: theme.font, color: theme.secondaryText,
                                horizontal: .center))
        }
        layer.addSublayer(TextLayer(name: CurveLayerNames.axes + ".labels", runs: runs))
        return layer
    }

    /// The title, then a legend entry (a short line in the series' colour and its name) per named series.
    func titleLayer() -> Layer {
        let layer = Layer(name: CurveLayerNames.title)
        let rect = layout.title
        var x = Double(rect.minX)
        var runs: [TextRun] = []
        if let title = options.title, !title.isEmpty {
            runs.append(TextRun(title, at: CGPoint(x: x, y: rect.midY), font: theme.titleFont, color: theme.text))
            x += Double(measurer.size(of: title, font: theme.titleFont).width) + 18
        }
        for (n, s) in plotted.enumerated() where !s.series.name.isEmpty {
            var swatch = Path()
            swatch.addLine(from: CGPoint(x: x, y: rect.midY), to: CGPoint(x: x + 14, y: rect.midY))
            layer.addSublayer(ShapeLayer(name: CurveLayerNames.title + ".swatch.\(n)", path: swatch,
                                         stroke: StrokeStyle(color: s.color, lineWidth: options.lineWidth, cap: .round)))
            runs.append(TextRun(s.series.name, at: CGPoint(x: x + 19, y: rect.midY), font: theme.font, color: theme.text))
            x += 19 + Double(measurer.size(of: s.series.name, font: theme.font).width) + 14
        }
        layer.addSublayer(TextLayer(name: CurveLayerNames.title + ".text", runs: runs))
        return layer
    }
}
