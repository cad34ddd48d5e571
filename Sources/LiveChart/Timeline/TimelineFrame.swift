import Foundation
import LiveChartCore
import LiveChartData

/// Everything one rendering of a `TimelineChart` needs, computed once: layout, the reference, the
/// scales and the x of each minute. The `…Layer()` builders in the `TimelineFrame+…` files draw it.
struct TimelineFrame {
    let chart: TimelineChart
    let options: TimelineOptions
    let theme: Theme
    let measurer: TextMeasurer
    /// Device pixels per point of this rendering.
    let pixelRatio: Double
    /// The drawn sessions, oldest first, and their averages.
    let days: [SessionDay]
    let averages: [[Double]]
    let layout: PaneGrid
    /// Minutes per session.
    let minutes: Int
    /// x of slots: bar spacing = plot width / (days × minutes).
    let timeScale: TimeScale
    /// The centre of the price axis: the first drawn session's reference; before any bar and previous close, the
    /// order book's mid price, else 1.
    let reference: Double
    /// Whether `reference` is a session's (a previous close or first open): only then do the axes carry percents and
    /// the title a reference and limits.
    let hasReference: Bool
    /// Whether the price axis has prices to label: a reference or an order book (else it is left blank, not 1.000).
    let hasPrices: Bool
    let priceScale: PriceScale
    let volumeScale: PriceScale
    /// Whether any drawn minute traded: an empty volume pane gets no labels (not 0.50 and 1).
    let hasVolume: Bool
    /// The percent ticks shared by both axes and the grid (fractions).
    let percentTicks: [Double]
    let priceDecimals: Int
    /// The largest |price| the price scale shows, which decides how its labels are written.
    let labelMagnitude: Double
    /// The first drawn session's limit-down and limit-up prices, when the rule gives them.
    let limits: (down: Double, up: Double)?

    init(chart: TimelineChart, context: RenderContext) {
        let size = context.size, measurer = context.measurer
        pixelRatio = context.pixelRatio
        self.chart = chart
        options = chart.options
        theme = options.theme
        self.measurer = measurer
        days = Array(chart.shownDays)
        averages = Array(chart.averages.suffix(days.count))
        minutes = chart.session.minuteCount
        // A book's mid price is rounded to what the labels show, so the centre label reads its own price.
        let known = chart.reference(ofShownDay: 0), mid = chart.orderBook?.midPrice.map { m in
            let unit = NumberFormat.labelUnit(decimals: NumberFormat.priceDecimals(magnitude: m), magnitude: m)
            return (m / unit).rounded() * unit
        }
        let reference = known ?? mid ?? 1
        self.reference = reference
        hasReference = known != nil
        hasPrices = known != nil || mid != nil
        let rule = chart.options.limitRule
        limits = known.flatMap { rule.limits(previousClose: $0) }
        let decimals = NumberFormat.priceDecimals(magnitude: reference)
        priceDecimals = decimals
        var values = days.flatMap { $0.bars.flatMap { [$0.close] } }
        if options.showsAverage { values += averages.flatMap { $0 } }
        values += days.indices.dropFirst().compactMap { chart.reference(ofShownDay: $0) }
        if options.scaleToLimits, let limits { values += [limits.down, limits.up] }
        // A flat day spans at least two price units each side, and ticks lie at least one unit apart, so no two
        // price labels read the same (±0.1 % of 1.000 held five 1.000s).
        let unit = NumberFormat.labelUnit(decimals: decimals, magnitude: reference) / abs(reference)
        let minimumFraction = max(0.001, 2 * unit)
        // The axes are as wide as the labels at the scale's ends, written as the largest of them needs: a stream's
        // 9e14 beside a reference of 100 had 18-digit labels cut off by axes sized for 120.00 and +20.00 %.
        let half = TimelineScale.halfRange(reference: reference, values: values, minimumFraction: minimumFraction)
        let magnitude = max(abs(reference), abs(reference) + half), font = theme.font
        labelMagnitude = magnitude
        func width(_ text: String) -> Double { measurer.size(of: text, font: font).width }
        let widest = [reference * 1.2, reference - half, reference + half].map { width(NumberFormat.value($0, decimals: decimals, magnitude: magnitude)) }.max() ?? 0
        let percentWidth = max(width(NumberFormat.percent(half / abs(reference))), width(NumberFormat.percent(-half / abs(reference))), width("+20.00%"))
        let bookWidth = chart.orderBook == nil ? 0 : options.orderBookWidth
        layout = PaneGrid(size: size, metrics: PaneGrid.Metrics(theme: theme), leftAxisWidth: (max(widest, 40) + 14).rounded(.up),
                          rightAxisWidth: (max(percentWidth, 50) + 14).rounded(.up),
                          sidePanelWidth: bookWidth, paneWeights: [options.pricePaneWeight, 1])
        let plot = layout.panes[0].plot
        timeScale = TimeScale.fitting(count: max(1, days.count) * minutes, width: plot.width, maxBarSpacing: .greatestFiniteMagnitude)
        priceScale = TimelineScale.symmetric(reference: reference, values: values, top: plot.minY, bottom: plot.maxY,
                                             minimumFraction: minimumFraction)
        let tickUnit = NumberFormat.labelUnit(decimals: decimals, magnitude: magnitude) / abs(reference)
        percentTicks = TimelineScale.percentTicks(scale: priceScale, reference: reference, spacing: theme.axisTickSpacing, minimumStep: tickUnit)
        let maxVolume = days.lazy.flatMap(\.bars).map(\.volume).filter(\.isFinite).max() ?? 0
        hasVolume = maxVolume > 0
        volumeScale = PriceScale(range: 0...max(maxVolume * 1.08, 1), top: layout.panes[1].plot.minY, bottom: layout.panes[1].plot.maxY)
    }

    /// The x in points of the centre of slot `slot` in drawn session `day`.
    func x(day: Int, slot: Int) -> Double { layout.panes[0].plot.minX + timeScale.x(ofIndex: Double(day * minutes + slot)) }

    /// The x in points of slot boundary `index` of drawn session `day` (0: the open, `minutes`: the close).
    func boundaryX(day: Int, index: Int) -> Double { layout.panes[0].plot.minX + Double(day * minutes + index) * timeScale.barSpacing }

    var upColor: Color { theme.upColor(options.colors) }
    var downColor: Color { theme.downColor(options.colors) }
    /// The price line's colour (blue in light themes, as trading apps draw the minute line).
    var lineColor: Color { theme.lineColor(1) }
    /// The average line's colour (amber, as trading apps draw 均价).
    var averageColor: Color { theme.lineColor(0) }

    /// Up colour above `reference`, down colour below, plain text at it.
    func color(of price: Double, against reference: Double) -> Color {
        price > reference ? upColor : price < reference ? downColor : theme.text
    }

    /// A price for the title, legend and crosshair: scientific when it or the reference needs it.
    func price(_ value: Double) -> String { NumberFormat.value(value, decimals: priceDecimals, magnitude: max(abs(value), abs(reference))) }

    /// A price axis label: all of them written as the largest price the scale shows needs.
    func axisPrice(_ value: Double) -> String { NumberFormat.value(value, decimals: priceDecimals, magnitude: labelMagnitude) }

    /// A crisp horizontal line at `y` from `x0` to `x1`.
    func hairline(y: Double, from x0: Double, to x1: Double) -> Path {
        CrispLine.horizontal(y: y, from: x0, to: x1, pixelRatio: pixelRatio)
    }

    /// A crisp vertical line at `x` from `y0` to `y1`.
    func vline(x: Double, from y0: Double, to y1: Double) -> Path {
        CrispLine.vertical(x: x, from: y0, to: y1, pixelRatio: pixelRatio)
    }

    /// One device pixel, in points.
    var onePixel: Double { 1 / pixelRatio }
}
