import Foundation
import LiveChartCore

extension KLineFrame {
    /// The price pane's bars in the chart's style, clipped to the price plot. Candles of one colour
    /// are one path; hollow candles stroke their outline.
    func barLayer() -> Layer {
        let layer = Layer(name: "candles")
        layer.clipRect = layout.plot
        guard let visible else { return layer }
        // Kagi lines stay lines at every density (`addKagi` merges them per pixel column itself).
        if ![.line, .area, .kagi].contains(options.style) && barsNeedColumns {
            addColumnBars(to: layer, visible: visible)
            return layer
        }
        switch options.style {
        case .candles, .heikinAshi, .hollow, .renko, .lineBreak:
            addCandles(to: layer, visible: visible, hollowUp: options.style == .hollow)
        case .pointAndFigure:
            addPointAndFigure(to: layer, visible: visible)
        case .kagi:
            addKagi(to: layer, visible: visible)
        case .ohlc:
            addOHLCBars(to: layer, visible: visible)
        case .line, .area:
            addCloseLine(to: layer, area: options.style == .area)
        }
        return layer
    }

    private func geometry(_ i: Int) -> CandleGeometry? {
        let b = bars[i]
        guard b.open.isFinite, b.high.isFinite, b.low.isFinite, b.close.isFinite,
              priceScale.y(for: b.low).isFinite, priceScale.y(for: b.high).isFinite else { return nil }
        return CandleGeometry(centerX: x(i), open: b.open, high: b.high, low: b.low, close: b.close,
                              scale: priceScale, barSpacing: timeScale.barSpacing, pixelRatio: pixelRatio)
    }

    private func addCandles(to layer: Layer, visible: ClosedRange<Int>, hollowUp: Bool) {
        var up = Path(), down = Path(), outline = Path()
        let px = onePixel
        let partial = chart.lastBarIsPartial && chart.seriesBarsUnderDrawn != nil ? bars.count - 1 : nil
        for i in visible {
            guard let g = geometry(i) else { continue }
            if i == partial {
                // A period still running: a faint body in its outline, the wick solid.
                let color = color(of: bars[i])
                var body = Path(), wick = Path(), edge = Path()
                body.addRect(g.body)
                wick.addRect(g.wick)
                edge.addRect(g.body.insetBy(dx: px / 2, dy: px / 2))
                layer.addSublayer(ShapeLayer(name: "candles.partial.body", path: body, fillColor: color.withAlpha(0.3)))
                layer.addSublayer(ShapeLayer(name: "candles.partial.wick", path: wick, fillColor: color))
                layer.addSublayer(ShapeLayer(name: "candles.partial.outline", path: edge, stroke: StrokeStyle(color: color, lineWidth: px, dash: [2, 2])))
                continue
            }
            if bars[i].isUp && hollowUp && g.body.width > 2 * px && g.body.height > 2 * px {
                // Wick above and below the body only; the body as a one-pixel outline inside its rectangle.
                up.addRect(CGRect(x: g.wick.minX, y: g.wick.minY, width: g.wick.width, height: g.body.minY - g.wick.minY))
                up.addRect(CGRect(x: g.wick.minX, y: g.body.maxY, width: g.wick.width, height: g.wick.maxY - g.body.maxY))
                outline.addRect(g.body.insetBy(dx: px / 2, dy: px / 2))
            } else if bars[i].isUp {
                up.addRect(g.wick)
                up.addRect(g.body)
            } else {
                down.addRect(g.wick)
                down.addRect(g.body)
            }
        }
        layer.addSublayer(ShapeLayer(name: "candles.up", path: up, fillColor: upColor))
        layer.addSublayer(ShapeLayer(name: "candles.down", path: down, fillColor: downColor))
        if !outline.isEmpty {
            layer.addSublayer(ShapeLayer(name: "candles.up.outline", path: outline, stroke: StrokeStyle(color: upColor, lineWidth: px)))
        }
    }

    /// Whether bars are narrower than a device pixel, so bars and lines are reduced per pixel column.
    var decimating: Bool { PixelColumns.needed(barSpacing: timeScale.barSpacing, pixelRatio: pixelRatio) }

    /// Whether bars are too close for a candle body of at least 3 device pixels each
    /// (`PixelSnapping.candlesNeedColumns`): then they are drawn as per-pixel high–low columns.
    var barsNeedColumns: Bool { PixelSnapping.candlesNeedColumns(barSpacing: timeScale.barSpacing, pixelRatio: pixelRatio) }

    /// Bars too close for bodies: one bar per device-pixel column from its highest high to its lowest low,
    /// coloured by the column's first open against its last close (see `PixelColumns`). A candle's bar is one
    /// pixel wide (a wider one would read as a body); boxes, which have no wicks, keep 80 % of the spacing in
    /// whole pixels, so bricks and columns at least a pixel apart still read as bricks and columns.
    private func addColumnBars(to layer: Layer, visible: ClosedRange<Int>) {
        var up = Path(), down = Path()
        let px = onePixel, ratio = pixelRatio
        let widthPixels = options.style.drawsBoxes ? max(1, Int((timeScale.barSpacing * ratio * 0.8).rounded(.down))) : 1
        let width = Double(widthPixels) * px, inset = Double((widthPixels - 1) / 2) * px
        for column in PixelColumns.group(visible, x: x, pixelRatio: ratio) {
            guard let bar = PixelColumns.aggregate(bars, column.indices) else { continue }
            let top = (priceScale.y(for: bar.high) * ratio).rounded() / ratio
            let bottom = max((priceScale.y(for: bar.low) * ratio).rounded() / ratio, top + px)
            guard top.isFinite, bottom.isFinite else { continue }
            let rect = CGRect(x: column.minX - inset, y: top, width: width, height: bottom - top)
            if bar.isUp { up.addRect(rect) } else { down.addRect(rect) }
        }
        layer.addSublayer(ShapeLayer(name: "candles.up", path: up, fillColor: upColor))
        layer.addSublayer(ShapeLayer(name: "candles.down", path: down, fillColor: downColor))
    }

    /// A polyline through `value(i)` over `range`, reduced per pixel column when bars are sub-pixel, lifted
    /// before each bar where `restarts` says a new stretch starts.
    func polyline(value: (Int) -> Double, range: ClosedRange<Int>, y: (Double) -> Double, restarts: ((Int) -> Bool)? = nil) -> Path {
        guard decimating else { return LinePath.make(value: value, indices: range, x: x, y: y, restarts: restarts) }
        let columns = PixelColumns.group(range, x: x, pixelRatio: pixelRatio)
        return PixelColumns.line(value: value, columns: columns, pixelRatio: pixelRatio, y: y, restarts: restarts)
    }

    /// Whether bar `i` starts a new period of `key` (`PaneSeries.restartKey`) after bar `i − 1`, on the
    /// indicator clock; nil when the series runs on. O(1) per call.
    func restarts(of key: (@Sendable (Int64) -> Int64)?) -> ((Int) -> Bool)? {
        guard let key else { return nil }
        let bars = self.bars, chart = self.chart
        return { i in i > 0 && i < bars.count && key(chart.indicatorTime(bars[i - 1].time)) != key(chart.indicatorTime(bars[i].time)) }
    }

    private func addOHLCBars(to layer: Layer, visible: ClosedRange<Int>) {
        var up = Path(), down = Path()
        for i in visible {
            guard let g = geometry(i) else { continue }
            let b = bars[i]
            let tick = g.wick.width
            var path = Path()
            path.addRect(g.wick)
            let openY = PixelSnapping.edge(priceScale.y(for: b.open), pixelRatio: pixelRatio)
            let closeY = PixelSnapping.edge(priceScale.y(for: b.close), pixelRatio: pixelRatio)
            path.addRect(CGRect(x: g.body.minX, y: openY - tick / 2, width: g.wick.minX - g.body.minX, height: tick))
            path.addRect(CGRect(x: g.wick.maxX, y: closeY - tick / 2, width: g.body.maxX - g.wick.maxX, height: tick))
            if b.isUp { up.append(path) } else { down.append(path) }
        }
        layer.addSublayer(ShapeLayer(name: "candles.up", path: up, fillColor: upColor))
        layer.addSublayer(ShapeLayer(name: "candles.down", path: down, fillColor: downColor))
    }

    private func addCloseLine(to layer: Layer, area: Bool) {
        guard let range = lineRange else { return }
        let bars = self.bars
        let line = polyline(value: { bars[$0].close }, range: range, y: priceScale.y(for:))
        let color = theme.text
        if area, let first = range.first(where: { bars[$0].close.isFinite }), let last = range.last(where: { bars[$0].close.isFinite }) {
            var fill = line
            let bottom = layout.plot.maxY
            fill.line(to: CGPoint(x: x(last), y: bottom))
            fill.line(to: CGPoint(x: x(first), y: bottom))
            fill.close()
            let shape = ShapeLayer(name: "candles.area", path: fill)
            shape.gradientFill = (color.withAlpha(0.35), color.withAlpha(0.02), layout.plot.minY, bottom)
            layer.addSublayer(shape)
        }
        layer.addSublayer(ShapeLayer(name: "candles.line", path: line, stroke: StrokeStyle(color: color, lineWidth: 1.5, join: .round)))
    }

    /// Moving-average lines and overlays (BOLL, SAR, …) over the bars, clipped to the price plot.
    func movingAverageLayer() -> Layer {
        let layer = Layer(name: "ma")
        layer.clipRect = layout.plot
        guard let range = lineRange else { return layer }
        let averages = chart.averages?.content.series ?? []
        for (n, s) in averages.enumerated() {
            layer.addSublayer(lineLayer(s, scale: priceScale, range: range, name: "ma.\(options.maPeriods[n])"))
        }
        for overlay in chart.overlays.map(\.content) {
            for (k, s) in overlay.series.enumerated() where s.isDrawn {
                guard let other = s.cloudWith, other < overlay.series.count, other != k else { continue }
                cloudLayers(s, overlay.series[other], range: range, name: "overlay.\(overlay.title).\(s.name).cloud").forEach(layer.addSublayer)
            }
            // An overlay line equal to a moving average on screen (BOLL(20)'s MID under MA20) is drawn once;
            // its legend item stays.
            for s in overlay.series where s.isDrawn && !averages.contains(where: { Self.sameValues($0.values, s.values, over: range) }) {
                layer.addSublayer(lineLayer(s, scale: priceScale, range: range, name: "overlay.\(overlay.title).\(s.name)"))
            }
        }
        return layer
    }

    /// Whether two lines hold the same values (NaN matching NaN) over the bars in `range`. O(range).
    static func sameValues(_ a: [Double], _ b: [Double], over range: ClosedRange<Int>) -> Bool {
        guard a.count == b.count, range.lowerBound >= 0, range.upperBound < a.count else { return false }
        return range.allSatisfy { a[$0] == b[$0] || (a[$0].isNaN && b[$0].isNaN) || abs(a[$0] - b[$0]) <= 1e-9 * abs(a[$0]) }
    }

    /// A line (or a row of dots) through `series` on `scale`, for the bars in `range`.
    /// A displaced series (`PaneSeries.offset`) is drawn at its bars moved by the offset, on into the slots beyond the newest bar.
    func lineLayer(_ series: PaneSeries, scale: PriceScale, range: ClosedRange<Int>, name: String) -> ShapeLayer {
        let drawn = drawnRange(of: series, within: range)
        let value = series.offset == 0 ? { series.values[$0] } : series.value(drawnAt:)
        guard series.kind == .dots else {
            let path = drawn.map { polyline(value: value, range: $0, y: scale.y(for:), restarts: restarts(of: series.restartKey)) } ?? Path()
            return ShapeLayer(name: name, path: path, stroke: StrokeStyle(color: series.color, lineWidth: series.width ?? theme.indicatorLineWidth,
                                                                          dash: series.dash.map { CGFloat($0) }, join: .round))
        }
        var dots = Path()
        let radius = series.width.map { $0 / 2 } ?? min(2.5, max(1, timeScale.barSpacing * 0.2))
        // Sub-pixel bars: one dot per distinct value the reduced line visits, instead of one per bar.
        let points = drawn.map { valid in decimating
            ? polyline(value: value, range: valid, y: scale.y(for:)).elements.compactMap { element -> CGPoint? in
                switch element {
                case .move(let p), .line(let p): p
                default: nil
                }
            }
            : valid.filter { value($0).isFinite }.map { CGPoint(x: x($0), y: scale.y(for: value($0))) }.filter { $0.y.isFinite }
        } ?? []
        for p in points { dots.addCircle(center: p, radius: radius) }
        return ShapeLayer(name: name, path: dots, fillColor: series.color)
    }
}
