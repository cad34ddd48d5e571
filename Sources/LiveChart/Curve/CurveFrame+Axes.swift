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
            let label = AxisLabels.Value(y: valueScale.y(for: v), text: CurveFrame.tickText(v, step: ticks.step, decimals: decimals, range: valueScale.range),
                                         color: theme.secondaryText)
            guard var run = AxisLabels.value([label], side: .left, column: layout.leftAxis, plot: plot, font: theme.font, inset: 4).first else { continue }
            // One layer per tick, positioned at its value, so an animation can move it.
            let at = run.position
            run.position = .zero
            let text = TextLayer(name: CurveLayerNames.valueLabel(v), runs: [run])
            text.position = at
            values.addSublayer(text)
        }
        layer.addSublayer(values)
        if let unit = options.unit, !unit.isEmpty {
            runs.append(TextRun(unit, at: CGPoint(x: labelX, y: plot.minY - 4), font: theme.font, color: theme.secondaryText,
                                horizontal: .right, vertical: .bottom))
        }
        let xt = xTicks()
        let xLabels = xt.values.map { AxisLabels.Time(x: xScale.map($0), text: NumberFormat.fixed($0, decimals: NiceTicks.decimals(forStep: xt.step))) }
        // The x labels may reach into the value column and the right margin.
        let row = CGRect(x: layout.leftAxis.minX, y: layout.timeAxis.minY, width: layout.size.width - layout.leftAxis.minX, height: layout.timeAxis.height)
        runs += AxisLabels.time(xLabels, axis: row, font: theme.font, color: theme.secondaryText, measurer: measurer)
        layer.addSublayer(TextLayer(name: CurveLayerNames.axes + ".labels", runs: runs))
        return layer
    }

    /// The title from the plot's left edge, then a legend entry (a short line in the series' colour and its
    /// name) per named series (`LegendRow`).
    func titleLayer() -> Layer {
        let layer = Layer(name: CurveLayerNames.title)
        var items: [LegendRow.Item] = []
        if let title = options.title, !title.isEmpty { items.append(LegendRow.Item(title, theme.text, font: theme.titleFont)) }
        for s in plotted where !s.series.name.isEmpty {
            items.append(LegendRow.Item(s.series.name, theme.text, swatch: StrokeStyle(color: s.color, lineWidth: options.lineWidth, cap: .round)))
        }
        // Over the plot: the value column's top holds the unit.
        var row = layout.title
        row.origin.x = layout.plot.minX
        layer.addSublayer(LegendRow.layer(items, in: row, font: theme.font, gap: 16, measurer: measurer, name: CurveLayerNames.title + ".text"))
        return layer
    }
}
