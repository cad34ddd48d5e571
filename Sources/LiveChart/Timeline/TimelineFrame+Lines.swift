import Foundation
import LiveChartCore

extension TimelineFrame {
    /// Grid lines at the percent ticks, the volume ticks and the session's time marks, day separators and pane borders.
    func gridLayer() -> Layer {
        let layer = Layer(name: "timeline.grid")
        let plot = layout.panes[0].plot, volumePlot = layout.panes[1].plot
        var grid = Path(), separators = Path()
        for f in percentTicks where f != 0 {
            grid.append(hairline(y: priceScale.y(for: reference * (1 + f)), from: plot.minX, to: plot.maxX))
        }
        for v in volumeTicks { grid.append(hairline(y: volumeScale.y(for: v), from: volumePlot.minX, to: volumePlot.maxX)) }
        for k in days.indices {
            for mark in chart.session.marks where mark.index > 0 && mark.index < minutes && (days.count == 1 || mark.isBreak) {
                let x = boundaryX(day: k, index: mark.index)
                grid.append(vline(x: x, from: plot.minY, to: plot.maxY))
                grid.append(vline(x: x, from: volumePlot.minY, to: volumePlot.maxY))
            }
            if k > 0 {
                let x = boundaryX(day: k, index: 0)
                separators.append(vline(x: x, from: plot.minY, to: plot.maxY))
                separators.append(vline(x: x, from: volumePlot.minY, to: volumePlot.maxY))
            }
        }
        layer.addSublayer(ShapeLayer(name: "timeline.grid.lines", path: grid, stroke: StrokeStyle(color: theme.grid, lineWidth: onePixel)))
        var borders = separators
        for pane in layout.panes {
            borders.append(hairline(y: pane.plot.minY, from: pane.plot.minX, to: pane.plot.maxX))
            borders.append(hairline(y: pane.plot.maxY, from: pane.plot.minX, to: pane.plot.maxX))
            borders.append(vline(x: pane.plot.minX, from: pane.plot.minY, to: pane.plot.maxY))
            borders.append(vline(x: pane.plot.maxX, from: pane.plot.minY, to: pane.plot.maxY))
        }
        layer.addSublayer(ShapeLayer(name: "timeline.grid.borders", path: borders, stroke: StrokeStyle(color: theme.axisLine, lineWidth: onePixel)))
        return layer
    }

    /// The previous close as a dashed line (one segment per drawn session at its own reference) and the
    /// limit-up and limit-down lines when they fall inside the price range.
    func referenceLayer() -> Layer {
        let layer = Layer(name: "timeline.references")
        layer.clipRect = layout.panes[0].plot
        var baseline = Path()
        for k in days.indices {
            guard let r = chart.reference(ofShownDay: k) else { continue }
            baseline.append(hairline(y: priceScale.y(for: r), from: boundaryX(day: k, index: 0), to: boundaryX(day: k, index: minutes)))
        }
        layer.addSublayer(ShapeLayer(name: "timeline.previousClose", path: baseline,
                                     stroke: StrokeStyle(color: theme.secondaryText, lineWidth: onePixel, dash: [4, 3])))
        if let limits {
            let plot = layout.panes[0].plot
            let right = days.count == 1 ? plot.maxX : boundaryX(day: 0, index: minutes)
            for (name, value, color) in [("timeline.limitUp", limits.up, upColor), ("timeline.limitDown", limits.down, downColor)]
            where priceScale.range.contains(value) {
                layer.addSublayer(ShapeLayer(name: name, path: hairline(y: priceScale.y(for: value), from: plot.minX, to: right),
                                             stroke: StrokeStyle(color: color, lineWidth: onePixel, dash: [6, 3])))
            }
        }
        return layer
    }

    /// The minute price line of each drawn session over a faint gradient area, clipped to the price plot.
    func priceLayer() -> Layer {
        let layer = Layer(name: "timeline.price")
        layer.clipRect = layout.panes[0].plot
        var line = Path(), area = Path()
        let bottom = layout.panes[0].plot.maxY
        for (k, day) in days.enumerated() where !day.bars.isEmpty {
            let closes = day.bars.map(\.close)
            let path = dayPath(closes, day: k)
            line.append(path)
            guard let first = closes.firstIndex(where: \.isFinite), let last = closes.lastIndex(where: \.isFinite) else { continue }
            var fill = LinePath.make(values: closes, indices: first...last, x: { x(day: k, slot: day.slots[$0]) }, y: priceScale.y(for:))
            fill.line(to: CGPoint(x: x(day: k, slot: day.slots[last]), y: bottom))
            fill.line(to: CGPoint(x: x(day: k, slot: day.slots[first]), y: bottom))
            fill.close()
            area.append(fill)
        }
        let shade = ShapeLayer(name: "timeline.price.area", path: area)
        shade.gradientFill = (lineColor.withAlpha(0.18), lineColor.withAlpha(0.01), layout.panes[0].plot.minY, bottom)
        layer.addSublayer(shade)
        layer.addSublayer(ShapeLayer(name: "timeline.price.line", path: line, stroke: StrokeStyle(color: lineColor, lineWidth: 1.3, join: .round)))
        return layer
    }

    /// The session average price of each drawn session, clipped to the price plot.
    func averageLayer() -> Layer {
        let layer = Layer(name: "timeline.average")
        layer.clipRect = layout.panes[0].plot
        var line = Path()
        for k in days.indices where k < averages.count { line.append(dayPath(averages[k], day: k)) }
        layer.addSublayer(ShapeLayer(name: "timeline.average.line", path: line, stroke: StrokeStyle(color: averageColor, lineWidth: 1.2, join: .round)))
        return layer
    }

    /// A polyline through one value per bar of drawn session `day`, at the bars' slots.
    private func dayPath(_ values: [Double], day k: Int) -> Path {
        let slots = days[k].slots
        guard !values.isEmpty, values.count == slots.count else { return Path() }
        return LinePath.make(values: values, indices: 0...(values.count - 1), x: { x(day: k, slot: slots[$0]) }, y: priceScale.y(for:))
    }
}
