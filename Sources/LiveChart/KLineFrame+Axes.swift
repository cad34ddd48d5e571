import Foundation
import LiveChartCore

extension KLineFrame {
    /// Horizontal grid lines at the price ticks, vertical ones at the time marks, and pane borders.
    func gridLayer() -> Layer {
        let layer = Layer(name: "grid")
        var grid = Path()
        let plot = layout.plot
        for v in priceLevels {
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

    /// The price levels of the grid and the axis: at the theme's tick spacing, made closer on a short
    /// price pane until at least three of them are labelled (inside the plot, clear of the last-price tag).
    /// O(levels) per try, at most six tries; computed once per frame (the grid and the axis share it).
    static func priceLevels(_ priceScale: PriceScale, layout: PaneGrid, theme: Theme, lastY: Double) -> [Double] {
        let plot = layout.plot
        var spacing = theme.axisTickSpacing
        var levels = priceScale.ticks(spacing: spacing)
        for _ in 0..<6 {
            let values = levels.map { AxisLabels.Value(y: priceScale.y(for: $0), text: "", color: theme.text) }
            let labelled = AxisLabels.value(values, side: .right, column: layout.rightAxis, plot: plot, font: theme.font, reserved: [lastY])
            if labelled.count >= 3 || spacing < 12 { break }
            spacing *= 0.7
            levels = priceScale.ticks(spacing: spacing)
        }
        return levels
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
        let labels = timeLabels
        return TimeTickMarks.select(time: { labels.wallTime(bars[$0].time) }, indices: visible, x: x,
                                    minSpacing: max(60, sample * 0.8 + 16), lightest: lightest)
    }

    /// Value labels on the right axis of every pane, and time labels below the last pane (`AxisLabels`).
    func axisLayer() -> Layer {
        let layer = Layer(name: "axes")
        let plot = layout.plot, font = theme.font, color = theme.secondaryText
        // Round levels need no more decimals than their step has, and at least two (cents): a chart in
        // sixteenths reads 152.50 on the axis and 145.3125 in its tags, not 152.5000.
        let levels = priceLevels
        let step = levels.count > 1 ? abs(levels[1] - levels[0]) : 0
        let tickDecimals = min(priceDecimals, max(NiceTicks.decimals(forStep: step), 2))
        let forced = options.priceDecimals != nil && options.scaleMode != .percent
        let scientific = scientificPrices && options.scaleMode != .percent
        let prices = levels.map {
            AxisLabels.Value(y: priceScale.y(for: $0), text: forced ? price($0) : scientific ? NumberFormat.scientific($0, step: priceScale.mode == .linear ? step : $0)
                             : priceScale.label($0, decimals: tickDecimals), color: color)
        }
        // Tick labels give way to the last-price and price-line tags drawn over the axis, and to the crosshair's tags.
        var runs = AxisLabels.value(prices, side: .right, column: layout.rightAxis, plot: plot, font: font,
                                    reserved: [lastPriceY] + priceLineTagYs + (crosshairPoint.map { [$0.y] } ?? []))
        let crosshairY = crosshairPoint?.y
        for pane in panes {
            let (ticks, step) = paneTicks(pane, font: font)
            // Reference lines carry their values (RSI's 30 and 70); round ticks a line or less from one give way.
            let levels = pane.content.referenceLevels.filter { pane.scale.range.contains($0) }
            let clear = ticks.filter { t in !levels.contains { abs(pane.scale.y(for: $0) - pane.scale.y(for: t)) < font.size + 4 } }
            let values = (levels + clear).map { AxisLabels.Value(y: pane.scale.y(for: $0), text: paneTick($0, step: step, in: pane), color: color) }
            // The crosshair's value tag in this pane hides the tick labels it would cover, as in the price pane.
            let tag = [crosshairY].compactMap { $0 }.filter { pane.layout.plot.minY...pane.layout.plot.maxY ~= $0 }
            runs += AxisLabels.value(values, side: .right, column: pane.layout.rightAxis, plot: pane.layout.plot, font: font,
                                     inset: Self.paneLabelInset, reserved: tag)
        }
        let marks = timeMarks()
        // The first label names its year (its day intraday) unless it is such a boundary itself: the sample's axis
        // began "Apr", and a reader learnt it was 2011 only from a later "2012".
        let context: TimeTickMarks.Weight = timeLabels.intraday ? .day : .year
        let times = marks.map { mark in
            let time = bars[mark.index].time
            return AxisLabels.Time(x: x(mark.index), text: timeLabels.label(time: time, weight: mark.weight), bold: mark.weight == .year,
                                   context: mark.weight < context ? timeLabels.contextLabel(time: time, weight: mark.weight) : nil)
        }
        runs += AxisLabels.time(times, axis: layout.timeAxis, font: font, color: color, measurer: measurer,
                                reserved: crosshairDateSpan.map { [$0] } ?? [])
        layer.addSublayer(TextLayer(name: "axes.labels", runs: runs))
        return layer
    }

    /// How far inside a pane's plot its value labels keep, top and bottom, in points.
    static let paneLabelInset = 5.0

    /// A pane's labelled tick values (a volume pane's 0 left out) and their step: about one per
    /// `theme.paneTickSpacing`, three at least over the pane, then finer round steps while fewer than two would be
    /// labelled and the labels stay a line apart — a short pane over 1,525–2,350 had 500s with 1500 at its edge, and
    /// showed one label, where a reader needs two to read a scale. O(ticks) a try, at most 8 tries.
    private func paneTicks(_ pane: PaneFrame, font: FontSpec) -> (ticks: [Double], step: Double) {
        let plot = pane.layout.plot
        func labelled(_ spacing: Double) -> (ticks: [Double], step: Double, count: Int, gap: Double) {
            let all = pane.scale.ticks(spacing: spacing)
            let ticks = all.filter { !(pane.content.isVolume && $0 == 0) }
            let gap = all.count > 1 ? abs(pane.scale.y(for: all[1]) - pane.scale.y(for: all[0])) : .infinity
            return (ticks, all.count > 1 ? abs(all[1] - all[0]) : 1,
                    ticks.count { AxisLabels.fits(pane.scale.y(for: $0), plot: plot, inset: Self.paneLabelInset) }, gap)
        }
        var spacing = min(theme.paneTickSpacing, plot.height / 3)
        var found = labelled(spacing)
        for _ in 0..<8 where found.count < 2 {
            spacing *= 0.75
            let finer = labelled(spacing)
            guard finer.gap >= font.size + 4 else { break }
            found = finer
        }
        return (found.ticks, found.step)
    }
}
