import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// The crosshair: a vertical line through the snapped bar across every pane, a horizontal line at
    /// the pointer in the pane under it, their value and date labels on the axes, and the OHLCV tooltip.
    func crosshairLayer() -> Layer {
        let layer = Layer(name: "crosshair")
        guard let (i, cx, cy) = crosshairPoint else { return layer }
        let dash = StrokeStyle(color: theme.crosshair, lineWidth: onePixel, dash: [4, 3])
        var lines = Path()
        for pane in layout.panes { lines.append(vline(x: cx, from: pane.plot.minY, to: pane.plot.maxY)) }
        var labels: [(String, CGPoint, HorizontalAlignment)] = []
        if let (text, y) = valueAt(canvasY: cy) {
            lines.append(hairline(y: y, from: layout.plot.minX, to: layout.plot.maxX))
            labels.append((text, CGPoint(x: layout.rightAxis.minX + 6, y: y), .left))
        }
        labels.append((timeLabels.fullLabel(time: bars[i].time), CGPoint(x: cx, y: layout.timeAxis.midY), .center))
        layer.addSublayer(ShapeLayer(name: "crosshair.lines", path: lines, stroke: dash))
        for (text, at, align) in labels {
            for part in CrosshairParts.tag(text, at: at, align: align, theme: theme, fill: theme.crosshair, measurer: measurer) {
                layer.addSublayer(part)
            }
        }
        layer.addSublayer(tooltipLayer(index: i, pointerX: cx))
        return layer
    }

    /// The crosshair's bar, its x and its horizontal line's y (the pointer's, or the close when snapping or
    /// placed at a time), in canvas points; nil without a crosshair on a drawn bar.
    var crosshairPoint: (index: Int, x: Double, y: Double)? {
        guard let c = chart.crosshair, let i = legendIndex, i == c.barIndex else { return nil }
        let closeY = priceScale.y(for: bars[i].close)
        return (i, x(i), (options.crosshairSnapsToClose || !c.y.isFinite) && closeY.isFinite ? closeY : c.y)
    }

    /// The crosshair's date tag's horizontal extent on the time axis, which tick labels keep clear of.
    var crosshairDateSpan: ClosedRange<Double>? {
        guard let (i, cx, _) = crosshairPoint else { return nil }
        let half = measurer.size(of: timeLabels.fullLabel(time: bars[i].time), font: theme.font).width / 2 + 4
        return (cx - half)...(cx + half)
    }

    /// The label and snapped y of the value under canvas y, in whichever pane's plot holds it.
    private func valueAt(canvasY y: Double) -> (String, Double)? {
        if layout.plot.minY...layout.plot.maxY ~= y {
            let value = priceScale.value(atY: y)
            return (scientificPrices && options.scaleMode != .percent ? price(value) : priceScale.label(value, decimals: priceDecimals), y)
        }
        for pane in panes where pane.layout.plot.minY...pane.layout.plot.maxY ~= y {
            return (paneValue(pane.scale.value(atY: y), in: pane), y)
        }
        return nil
    }

    /// Date, OHLC, change %, amplitude and volume of drawn bar `i` (a Heikin-Ashi candle's computed values, a
    /// box's start, extent and end), in a box on the side away from the pointer, at the top or the bottom,
    /// whichever hides fewer bars (a rising chart's newest bars sit under the top corner).
    private func tooltipLayer(index i: Int, pointerX: Double) -> Layer {
        let b = bars[i]
        let previous = i > 0 ? bars[i - 1].close : b.open
        let labels = options.locale.ohlcLabels, locale = options.locale
        // A close-only series (`options.fields`) has no open, high, low or amplitude to show.
        let range = options.fields.contains(.open)
        var rows: [(String, String, Color)] = [(locale.word(.date), timeLabels.fullLabel(time: b.time), theme.text)]
        if range {
            rows += [(labels.open, price(b.open), theme.text), (labels.high, price(b.high), theme.text), (labels.low, price(b.low), theme.text)]
        }
        rows.append((labels.close, price(b.close), color(of: b)))
        if previous != 0 {
            let change = b.close / previous - 1
            rows.append((locale.word(.change), NumberFormat.percent(change), change >= 0 ? upColor : downColor))
            if range {
                rows.append((locale.word(.amplitude), NumberFormat.percent((b.high - b.low) / previous).replacingOccurrences(of: "+", with: ""), theme.text))
            }
        }
        if options.fields.contains(.volume) || range { rows.append((labels.volume, volume(b.volume), theme.text)) }
        return CrosshairParts.tooltip(rows, anchor: .corner(awayFromX: pointerX, covered: barsCovered), plot: layout.plot, theme: theme,
                                      lineWidth: onePixel, measurer: measurer)
    }

    /// How many visible bars' high–low ranges `box` would hide. O(log visible + bars under the box): x grows with
    /// the index, so the first bar under the box is found by bisection.
    private func barsCovered(_ box: CGRect) -> Int {
        guard let visible else { return 0 }
        let half = timeScale.barSpacing / 2
        var low = visible.lowerBound, high = visible.upperBound + 1
        while low < high {
            let mid = (low + high) / 2
            if x(mid) + half < box.minX { low = mid + 1 } else { high = mid }
        }
        var count = 0, i = low
        while i <= visible.upperBound, x(i) - half <= box.maxX {
            let top = priceScale.y(for: bars[i].high), bottom = priceScale.y(for: bars[i].low)
            if max(top, bottom) >= box.minY && min(top, bottom) <= box.maxY { count += 1 }
            i += 1
        }
        return count
    }
}
