import Foundation
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// Everything one rendering of a `KLineChart` needs, computed once: layout, scales and the
/// visible bars. The `…Layer()` builders in the `KLineFrame+…` files turn it into layers.
struct KLineFrame {
    /// An indicator pane's content with its scale.
    struct PaneFrame {
        let content: PaneContent
        let layout: PaneGrid.Pane
        let scale: PriceScale
    }

    let chart: KLineChart
    let options: KLineOptions
    let theme: Theme
    /// The bars as drawn (Heikin-Ashi in that style).
    let bars: [Bar]
    let measurer: TextMeasurer
    /// Device pixels per point of this rendering.
    let pixelRatio: Double
    let layout: PaneGrid
    let timeScale: TimeScale
    /// Where each bar sits on the time scale: its index, or its time with `showsGaps`.
    let positions: BarPositions
    /// Visible bar indices; nil when the series is empty.
    let visible: ClosedRange<Int>?
    /// The oldest bar a still draws (the newest `visibleBarCount` are drawn, none older); 0 with a viewport.
    let oldestDrawn: Int
    /// The oldest bar a line runs from: the one before `oldestDrawn` when the bars fill the plot, else that one.
    let oldestLine: Int
    let priceScale: PriceScale
    /// The newest real close's y (NaN without bars): where the last-price tag sits.
    let lastPriceY: Double
    /// The price pane's grid and axis levels (`priceLevels(_:layout:theme:lastY:)`).
    let priceLevels: [Double]
    /// The indicator panes, top to bottom (layout pane n + 1).
    let panes: [PaneFrame]
    let priceDecimals: Int
    let timeLabels: TimeLabelFormatter
    /// The bar markers' sizes at this bar spacing.
    let markerGeometry: MarkerGeometry
    /// The markers on the visible bars and one bar beyond each edge, by bar (`PlacedMarkers.placements(on:)`).
    let visibleMarkers: [PlacedMarkers.Placement]
    /// Each compared series' first visible value, its 0 % (`compareScale`).
    let compareBases: [Double?]
    /// The user series of the price pane and the compared ones (`KLineChart.priceUserSeries`), made once a frame.
    let priceUserSeries: (plain: [PaneSeries], compared: [PaneSeries])

    init(chart: KLineChart, context: RenderContext) {
        let size = context.size, measurer = context.measurer
        pixelRatio = context.pixelRatio
        self.chart = chart
        let options = chart.options
        self.options = options
        theme = options.theme
        let allBars = chart.drawnBars
        bars = allBars
        self.measurer = measurer
        let userSeries = chart.priceUserSeries
        priceUserSeries = userSeries
        let layout = KLineFrame.layout(of: chart, size: size, measurer: measurer, userSeries: userSeries)
        self.layout = layout
        let count = chart.visibleBarCount.map { min($0, allBars.count) } ?? allBars.count
        let byTime = options.showsGaps && chart.viewport == nil && !options.style.drawsBoxes && allBars.count > 1
        let positions = byTime ? chart.period.map { BarPositions(byTime: allBars, periodSeconds: $0.nominalSeconds) } ?? BarPositions(byIndex: allBars)
            : BarPositions(byIndex: allBars)
        self.positions = positions
        // Room after the newest bar for lines drawn ahead of it (Ichimoku's cloud), as many slots as they run on.
        let ahead = allBars.isEmpty ? 0 : chart.barsAhead
        let slots = positions.span(ofNewest: count) + ahead
        var scale = TimeScale.fitting(count: slots, width: layout.plot.width, maxBarSpacing: options.maxBarSpacing)
            .shifted(toBaseIndex: allBars.count - 1)
        // Fewer bars than the widest spacing fills (`--last 2`): they stand centred, with room on both sides.
        let room = max(0, scale.width / scale.barSpacing - Double(slots))
        scale.rightOffset = Double(ahead) + room / 2
        // A still draws its newest `count` bars and none older, not even the half of one at the left edge; lines
        // run in from the bar before when the bars fill the plot (as the viewer draws them), not into empty room.
        var oldest = allBars.count - count
        var oldestLine = room > 1e-9 ? oldest : max(0, oldest - 1)
        if let viewport = chart.viewport {
            scale = viewport.timeScale
            scale.width = layout.plot.width
            scale.baseIndex = max(allBars.count - 1, 0)
            oldest = min(viewport.oldestShown, max(allBars.count - 1, 0))
            oldestLine = oldest
        }
        timeScale = scale
        oldestDrawn = oldest
        self.oldestLine = oldestLine
        let shown = allBars.isEmpty ? nil : positions.visibleIndices(on: scale).flatMap { r in
            r.upperBound >= oldest ? max(r.lowerBound, oldest)...r.upperBound : nil
        }
        visible = shown
        // The instrument's decimals, not the visible bars': scrolling SPY back to 1999 changed 350.58 to 350.5800.
        priceDecimals = options.priceDecimals.map { min(max($0, 0), 10) } ?? chart.priceDecimals
        timeLabels = chart.timeLabelFormatter(locale: options.locale)
        let overlayLines = ([chart.averages].compactMap { $0 } + chart.overlays).flatMap { $0.content.series.filter(\.isDrawn) }
            + userSeries.plain
        let bases = KLineFrame.compareBases(userSeries.compared, visible: shown)
        compareBases = bases
        // The markers of the visible bars and one beyond each edge (what the layer draws), found once a frame.
        let drawnMarkers = shown.map { chart.placedMarkers.placements(on: max(0, $0.lowerBound - 1)...$0.upperBound + 1) } ?? []
        visibleMarkers = drawnMarkers
        let markers = shown.map { r in drawnMarkers.filter { r.contains($0.bar) } } ?? []
        let geometry = MarkerGeometry(barSpacing: scale.barSpacing,
                                      textHeight: chart.markers.isEmpty ? 0 : measurer.size(of: "Ag", font: options.theme.font).height)
        markerGeometry = geometry
        let stacks = geometry.stackHeights(markers)
        let lastSlot = Int(min(scale.visibleLogicalRange.upperBound.rounded(.down), 0x1p62))
        let priceScale = KLineFrame.priceScale(bars: allBars, lines: overlayLines, visible: shown, lastSlot: lastSlot, plot: layout.plot,
                                               mode: options.scaleMode, compared: zip(userSeries.compared, bases).compactMap { s, b in b.map { (s.values, $0) } },
                                               levels: markers.compactMap(\.marker.price) + options.priceLines.map(\.price),
                                               room: (stacks.above, stacks.below))
        self.priceScale = priceScale
        let lastPriceY = chart.series.bars.last.map { priceScale.y(for: $0.close) } ?? .nan
        self.lastPriceY = lastPriceY
        priceLevels = KLineFrame.priceLevels(priceScale, layout: layout, theme: options.theme, lastY: lastPriceY)
        panes = zip(chart.lowerPaneContents, layout.panes.dropFirst()).map { content, pane in
            return PaneFrame(content: content, layout: pane, scale: KLineFrame.paneScale(content, visible: shown, plot: pane.plot))
        }
    }

    /// The chart's layout for a canvas of `size` points: the price axis as wide as the widest price label
    /// the data can produce, the price pane `pricePaneWeight` times as tall as each indicator pane, each pane's
    /// legend as many rows as its items need (`legendRows`). O(legend items); `userSeries` when already made.
    static func layout(of chart: KLineChart, size: CGSize, measurer: TextMeasurer,
                       userSeries: (plain: [PaneSeries], compared: [PaneSeries])? = nil) -> PaneGrid {
        let theme = chart.options.theme
        let decimals = chart.options.priceDecimals ?? chart.priceDecimals
        func label(_ value: Double) -> String {
            chart.options.priceDecimals != nil ? NumberFormat.fixed(value, decimals: decimals)
                : NumberFormat.value(value, decimals: decimals, magnitude: chart.highestPrice)
        }
        let widest = measurer.size(of: label(chart.highestPrice * 1.1) + "00", font: theme.font).width
        let weights = [chart.options.pricePaneWeight] + (0..<chart.lowerPaneCount).map { _ in 1.0 }
        let metrics = PaneGrid.Metrics(theme: theme), axisWidth = (max(widest, 60) + 16).rounded(.up)
        let oneRow = PaneGrid(size: size, metrics: metrics, rightAxisWidth: axisWidth, paneWeights: weights)
        // The legends' rows with every price as wide as the highest high's, so the rows do not change as the
        // crosshair moves; at most 3 rows a pane.
        let highest = label(chart.highestPrice)
        // A line with no value at the newest bar (MA60 over 50 bars) has none at older ones either. A lower
        // pane's values are the newest bar's: a wider one under the crosshair may end its last row in "…".
        let contents = chart.lowerPaneContents, chinese = chart.options.locale.usesChineseUnits
        func wide(_ text: String) -> (Double) -> String { { $0.isNaN ? "—" : text } }
        let rows = legendRows(of: chart, userSeries: userSeries ?? chart.priceUserSeries, lowerPanes: contents, at: max(0, chart.drawnBars.count - 1),
                              theme: theme, price: wide(highest), compared: { wide("+00.00%")($1) },
                              paneValue: { value, n in
                                  paneValue(value, format: contents[n].valueFormat, chinese: chinese, magnitude: abs(value))
                              })
        let lines = rows.map {
            LegendRow.lineCount($0.map { LegendRow.Item($0.0, $0.1) }, width: oneRow.plot.width, font: theme.font, gap: legendGap,
                                measurer: measurer, limit: 3)
        }
        guard lines.contains(where: { $0 > 1 }) else { return oneRow }
        return PaneGrid(size: size, metrics: metrics, rightAxisWidth: axisWidth, paneWeights: weights, legendLines: lines)
    }

    /// Autoscale over every visible bar's high and low, the moving-average, overlay and user lines' values drawn
    /// on the plot (a displaced line's at its slots, up to `lastSlot` beyond the newest bar), and
    /// the visible markers' prices and the price lines', with 8 % margins or, when taller, `room` points above the highest high
    /// and below the lowest low for the marker stacks (each stack then fits: its bar is no higher).
    private static func priceScale(bars: [Bar], lines: [PaneSeries], visible: ClosedRange<Int>?, lastSlot: Int, plot: CGRect,
                                   mode: KLineOptions.ScaleMode, compared: [([Double], Double)], levels: [Double],
                                   room: (above: Double, below: Double)) -> PriceScale {
        var low = Double.infinity, high = -Double.infinity
        let positiveOnly = mode == .log
        func include(_ v: Double) {
            guard v.isFinite, !positiveOnly || v > 0 else { return }
            low = min(low, v)
            high = max(high, v)
        }
        var base = Double.nan
        if let r = visible {
            let plain = lines.filter { $0.offset == 0 }.map(\.values)
            for i in r {
                include(bars[i].low)
                include(bars[i].high)
                for line in plain where i < line.count && ValueLimits.accepts(line[i]) { include(line[i]) }
                if base.isNaN, bars[i].close.isFinite { base = bars[i].close }
            }
            for line in lines where line.offset != 0 {
                for i in r.lowerBound...max(r.upperBound, lastSlot) where ValueLimits.accepts(line.value(drawnAt: i)) { include(line.value(drawnAt: i)) }
            }
        }
        // The user's levels only within ±1e15: beyond, the span overflows and nothing could be drawn.
        levels.filter(ValueLimits.accepts).forEach(include)
        // A compared series at the chart's percent: its value times the chart's first close over its own first.
        if let r = visible, base.isFinite {
            for (values, own) in compared { for i in r where i < values.count && ValueLimits.accepts(values[i] * base / own) { include(values[i] * base / own) } }
        }
        let scaleMode: PriceScaleMode
        switch mode {
        case .linear: scaleMode = .linear
        case .log: scaleMode = .logarithmic
        case .percent: scaleMode = base.isFinite && base != 0 ? .percentage(base: base) : .linear
        }
        // Margins as shares of the plot's height (0.08 of the data's span is 0.069 of the plot), at most 0.4 each;
        // a span margin m = share / (1 − both shares).
        let height = max(plot.height, 1), usual = 0.08 / 1.16
        let top = min(max(usual, (room.above + 4) / height), 0.4)
        let bottom = min(max(usual, (room.below + 4) / height), 0.4)
        let margins = top == usual && bottom == usual ? (0.08, 0.08) : (top / (1 - top - bottom), bottom / (1 - top - bottom))
        return PriceScale.autoscaled(low: low, high: high, mode: scaleMode, top: plot.minY, bottom: plot.maxY,
                                     topMargin: margins.0, bottomMargin: margins.1)
            ?? PriceScale(range: 0...1, top: plot.minY, bottom: plot.maxY, mode: scaleMode)
    }

    /// Autoscale of an indicator pane over its visible values, its reference levels, and zero for bars.
    private static func paneScale(_ content: PaneContent, visible: ClosedRange<Int>?, plot: CGRect) -> PriceScale {
        // A bounded oscillator keeps its whole range, a little room at each end for lines at 0 and 100.
        if let range = content.valueRange, let fixed = PriceScale.autoscaled(low: range.lowerBound, high: range.upperBound, mode: .linear,
                                                                            top: plot.minY, bottom: plot.maxY, topMargin: 0.05, bottomMargin: 0.05) {
            return fixed
        }
        var low = content.includesZero ? 0.0 : Double.infinity, high = content.includesZero ? 0.0 : -Double.infinity
        for level in content.referenceLevels {
            low = min(low, level)
            high = max(high, level)
        }
        if let r = visible {
            for s in content.series where s.isDrawn {
                for i in r where i < s.values.count && ValueLimits.accepts(s.values[i]) {
                    low = min(low, s.values[i])
                    high = max(high, s.values[i])
                }
            }
        }
        // A flat zero line (a file without volumes) sits on the pane's floor, not in its middle.
        if content.includesZero, low == 0, high == 0 { high = 1 }
        let bottomMargin = content.includesZero && low == 0 ? 0 : 0.1
        return PriceScale.autoscaled(low: low, high: high, mode: .linear, top: plot.minY, bottom: plot.maxY,
                                     topMargin: 0.1, bottomMargin: bottomMargin)
            ?? PriceScale(range: 0...1, top: plot.minY, bottom: plot.maxY)
    }

    /// The bar whose values the legends show: the crosshair's, else the newest.
    var legendIndex: Int? {
        guard !bars.isEmpty else { return nil }
        return min(max(chart.crosshair?.barIndex ?? bars.count - 1, 0), bars.count - 1)
    }

    /// The centre x of bar `i` in canvas points.
    func x(_ i: Int) -> Double { layout.plot.minX + timeScale.x(ofIndex: positions.position(i)) }

    /// Visible indices widened by one bar each side, so lines run off the plot's edges instead of stopping short.
    var lineRange: ClosedRange<Int>? {
        visible.map { max(oldestLine, $0.lowerBound - 1)...min(bars.count - 1, $0.upperBound + 1) }
    }

    var upColor: Color { theme.upColor(options.colors) }
    var downColor: Color { theme.downColor(options.colors) }

    func color(of bar: Bar) -> Color { bar.isUp ? upColor : downColor }

    /// A price label: the data's decimals, or more for values far below the largest price (a log
    /// scale over decades: 4.58 next to 108364 must not print as "5"); four significant digits in
    /// scientific notation for prices below 1e-6 or from 1e12 on (`NumberFormat.needsScientific`).
    func price(_ value: Double) -> String {
        // Forced decimals (`KLineOptions.priceDecimals`) are every label's, exactly.
        if options.priceDecimals != nil { return NumberFormat.fixed(value, decimals: priceDecimals) }
        if scientificPrices { return NumberFormat.scientific(value, significant: 4) }
        let threeSignificant = value.isFinite && value != 0 ? 2 - Int(floor(log10(abs(value)))) : 0
        return NumberFormat.fixed(value, decimals: max(priceDecimals, min(threeSignificant, 8)))
    }

    /// Whether price labels are written in scientific notation: prices whose magnitude fixed decimals cannot show.
    var scientificPrices: Bool { options.priceDecimals == nil && NumberFormat.needsScientific(magnitude: chart.highestPrice) }

    func volume(_ value: Double) -> String { NumberFormat.volume(value, chinese: options.locale.usesChineseUnits) }

    /// A value of an indicator pane as its legend and axis show it.
    func paneValue(_ value: Double, in pane: PaneFrame) -> String {
        KLineFrame.paneValue(value, format: pane.content.valueFormat, chinese: options.locale.usesChineseUnits,
                             magnitude: max(abs(pane.scale.range.lowerBound), abs(pane.scale.range.upperBound)))
    }

    /// A value of an indicator pane written in `format`, an automatic one with the decimals of the pane's
    /// `magnitude` (its scale's largest absolute value).
    static func paneValue(_ value: Double, format: IndicatorValueFormat, chinese: Bool, magnitude: Double) -> String {
        switch format {
        case .volume: return NumberFormat.volume(value, chinese: chinese)
        case .decimals(let n): return NumberFormat.fixed(value, decimals: n)
        case .automatic:
            // Decimals for the pane's own magnitude (KDJ's 0…100 gets 2), not the price's: a price
            // quoted in 1/16ths needs 4, which made an RSI read "50.0000".
            return NumberFormat.value(value, decimals: NumberFormat.priceDecimals(magnitude: magnitude), magnitude: magnitude)
        }
    }

    /// A value-axis tick of an indicator pane: as many decimals as the tick step has ("0", "-5", "100", "0.5"),
    /// volumes in short units without trailing zeros ("800", "1K", "2.5B", "20B").
    func paneTick(_ value: Double, step: Double, in pane: PaneFrame) -> String {
        if case .volume = pane.content.valueFormat {
            return NumberFormat.volumeTick(value, chinese: options.locale.usesChineseUnits)
        }
        if NumberFormat.needsScientific(magnitude: max(abs(pane.scale.range.lowerBound), abs(pane.scale.range.upperBound))) {
            return NumberFormat.scientific(value, step: step)
        }
        return NumberFormat.fixed(value, decimals: NiceTicks.decimals(forStep: step))
    }

    /// A crisp horizontal line at `y` from `x0` to `x1`, snapped to the pixel grid.
    func hairline(y: Double, from x0: Double, to x1: Double) -> Path {
        CrispLine.horizontal(y: y, from: x0, to: x1, pixelRatio: pixelRatio)
    }

    /// A crisp vertical line at `x` from `y0` to `y1`, snapped to the pixel grid.
    func vline(x: Double, from y0: Double, to y1: Double) -> Path {
        CrispLine.vertical(x: x, from: y0, to: y1, pixelRatio: pixelRatio)
    }

    /// One device pixel, in points.
    var onePixel: Double { 1 / pixelRatio }
}

extension TimeScale {
    /// The same spacing and offset anchored to a different newest bar.
    func shifted(toBaseIndex index: Int) -> TimeScale {
        TimeScale(width: width, barSpacing: barSpacing, rightOffset: rightOffset, baseIndex: max(index, 0))
    }
}
