import Foundation
import LiveChartCore

/// Everything one rendering of a `CurveChart` needs, computed once: layout, scales and each series'
/// points and path. The `…Layer()` builders in the `CurveFrame+…` files turn it into layers.
struct CurveFrame {
    let options: CurveOptions
    let theme: Theme
    let measurer: TextMeasurer
    /// Device pixels per point of this rendering.
    let pixelRatio: Double
    let xValues: [Double]?
    let layout: PaneGrid
    let valueScale: PriceScale
    /// Maps an x value (or a value's index without x values) to a canvas x.
    let xScale: LinearScale
    let plotted: [CurvePlottedSeries]
    /// The chart's `firstIndex`: the stream index of `values[0]`.
    let firstIndex: Int
    /// Whether the chart fixes the x domain, so series may extend beyond the plot and are clipped to it.
    let clipsSeries: Bool
    /// Decimals that print every data value as given (at most 4), for tooltips.
    let valueDecimals: Int
    /// The same for the x values.
    let xDecimals: Int

    init(chart: CurveChart, context: RenderContext) {
        let size = context.size, measurer = context.measurer
        pixelRatio = context.pixelRatio
        let opts = chart.options
        options = opts
        theme = opts.theme
        self.measurer = measurer
        let xs = chart.xValues
        xValues = xs
        let first = chart.firstIndex
        firstIndex = first
        clipsSeries = chart.xDomain != nil
        let series = chart.series
        func drawable(_ s: CurveSeries) -> [Int] {
            let count = xs.map { min($0.count, s.values.count) } ?? s.values.count
            return (0..<count).filter { s.values[$0].isFinite && (xs?[$0].isFinite ?? true) }
        }
        let shown = series.map(drawable)
        let values = zip(series, shown).flatMap { s, idx in idx.map { s.values[$0] } }
        let range = PriceScale.autoscaledRange(low: values.min() ?? 0, high: values.max() ?? 1,
                                               topMargin: options.valuePadding, bottomMargin: options.valuePadding) ?? 0...1
        valueDecimals = CurveFrame.exactDecimals(values)
        xDecimals = CurveFrame.exactDecimals(xs ?? [])
        // The axis is as wide as its widest label, guessed from a scale over the canvas's height.
        let guess = CurveFrame.ticks(range, height: Double(size.height) - 60, spacing: opts.theme.axisTickSpacing)
        let guessDecimals = NiceTicks.decimals(forStep: guess.step)
        let labelWidth = ([range.lowerBound, range.upperBound] + guess.values).map {
            measurer.size(of: CurveFrame.tickText($0, step: guess.step, decimals: guessDecimals, range: range), font: opts.theme.font).width
        }.max() ?? 0
        let unitWidth = opts.unit.map { measurer.size(of: $0, font: opts.theme.font).width } ?? 0
        layout = PaneGrid(size: size, metrics: PaneGrid.Metrics(theme: theme), leftAxisWidth: (max(labelWidth, unitWidth) + 12).rounded(.up),
                          legendRows: false, timeAxis: xs != nil)
        let plot = layout.plot
        valueScale = PriceScale(range: range, top: Double(plot.minY), bottom: Double(plot.maxY))
        let usedX = shown.flatMap { $0 }.map { xs?[$0] ?? Double(first + $0) }
        let pad = min(options.horizontalPadding, Double(plot.width) / 2)
        xScale = LinearScale(domain: chart.xDomain ?? (usedX.min() ?? 0)...(usedX.max() ?? 0),
                             rangeStart: Double(plot.minX) + pad, rangeEnd: Double(plot.maxX) - pad)
        var placed: [CurvePlottedSeries] = []
        for (n, s) in series.enumerated() {
            let indices = shown[n]
            let points = indices.map { [xScale, valueScale] i in
                CGPoint(x: xScale.map(xs?[i] ?? Double(first + i)), y: valueScale.y(for: s.values[i]))
            }
            let path = CurveFrame.curve(through: points, interpolation: s.interpolation ?? opts.interpolation,
                                        plot: plot, pixelRatio: pixelRatio)
            placed.append(CurvePlottedSeries(series: s, color: s.color ?? options.theme.lineColor(n), points: points,
                                             indices: indices, path: path))
        }
        plotted = placed
    }

    /// The curve through `points` clamped to `plot` (widened to points beyond its sides, which a fixed
    /// x domain places there); when there are more points than device pixels across the plot, through
    /// each pixel column's first, lowest, highest and last point, drawn straight (at that density
    /// smoothing is invisible, and extremes stay exact).
    static func curve(through points: [CGPoint], interpolation: CurveInterpolation, plot: CGRect, pixelRatio: Double) -> Path {
        let left = min(plot.minX, points.map(\.x).min() ?? plot.minX), right = max(plot.maxX, points.map(\.x).max() ?? plot.maxX)
        let bounds = CGRect(x: left, y: plot.minY, width: right - left, height: plot.height)
        guard Double(points.count) > Double(plot.width) * pixelRatio else {
            return CurveBuilder.path(through: points, interpolation: interpolation, bounds: bounds)
        }
        let reduced = PixelColumns.reduce(points, pixelRatio: pixelRatio)
        return CurveBuilder.path(through: reduced, interpolation: .linear, bounds: bounds)
    }

    /// Series indices bottom to top: by z-position, ties in index order (as `Layer` draws them).
    var drawingOrder: [Int] {
        plotted.indices.sorted { a, b in
            let za = plotted[a].series.zPosition ?? Double(a), zb = plotted[b].series.zPosition ?? Double(b)
            return za != zb ? za < zb : a < b
        }
    }

    /// Value ticks, about one per `Theme.axisTickSpacing` points of plot height.
    var valueTicks: (step: Double, values: [Double]) {
        CurveFrame.ticks(valueScale.range, height: valueScale.bottom - valueScale.top, spacing: theme.axisTickSpacing)
    }

    /// Nice ticks over `range` for an axis `height` points tall, about one per `spacing` points.
    static func ticks(_ range: ClosedRange<Double>, height: Double, spacing: Double) -> (step: Double, values: [Double]) {
        NiceTicks.ticks(lower: range.lowerBound, upper: range.upperBound, maxCount: max(2, Int(height / spacing)))
    }

    /// Whether series `n` draws point markers under `options.markers`.
    func showsMarkers(_ n: Int) -> Bool {
        let points = plotted[n].points
        switch options.markers {
        case .always: return true
        case .never: return false
        case .automatic:
            guard let first = points.first, let last = points.last, points.count > 1 else { return !points.isEmpty }
            return Double(abs(last.x - first.x)) / Double(points.count - 1) >= 8 * options.markerRadius
        }
    }

    /// A value-axis tick: `decimals` digits, or scientific notation over a `range` whose magnitude needs it
    /// (1e-12 would read "0.000000000000", 1e14 fifteen digits).
    static func tickText(_ value: Double, step: Double, decimals: Int, range: ClosedRange<Double>) -> String {
        NumberFormat.needsScientific(magnitude: max(abs(range.lowerBound), abs(range.upperBound)))
            ? NumberFormat.scientific(value, step: step) : NumberFormat.fixed(value, decimals: decimals)
    }

    /// A data value formatted for the tooltip, with the unit.
    func valueText(_ value: Double) -> String {
        let magnitude = max(abs(valueScale.range.lowerBound), abs(valueScale.range.upperBound))
        let text = NumberFormat.value(value, decimals: valueDecimals, magnitude: magnitude)
        guard let unit = options.unit, !unit.isEmpty else { return text }
        return text + " " + unit
    }

    /// The fewest decimals (at most 4) that print every finite value exactly.
    static func exactDecimals(_ values: [Double]) -> Int {
        values.reduce(0) { $1.isFinite ? max($0, min(4, NiceTicks.decimals(forStep: abs($1)))) : $0 }
    }

    /// A crisp horizontal line at `y` across `x0…x1`, snapped to the pixel grid.
    func hairline(y: Double, from x0: Double, to x1: Double) -> Path {
        let sy = PixelSnapping.centre(y, pixelRatio: pixelRatio)
        var p = Path()
        p.addLine(from: CGPoint(x: x0, y: sy), to: CGPoint(x: x1, y: sy))
        return p
    }

    /// One device pixel, in points.
    var onePixel: Double { 1 / pixelRatio }
}
