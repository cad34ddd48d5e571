import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// The last-price line with its axis label (the real close, also in Heikin-Ashi style; in percent on a percent
    /// axis), and the
    /// highest high and lowest low of the visible bars (highest and lowest close in line styles).
    func markerLayer() -> Layer {
        let layer = Layer(name: "markers")
        guard let visible, let last = chart.series.bars.last, last.close.isFinite, lastPriceY.isFinite else { return layer }
        let plot = layout.plot
        let lastY = lastPriceY
        if lastY >= plot.minY && lastY <= plot.maxY {
            let line = ShapeLayer(name: "markers.lastPrice", path: hairline(y: lastY, from: plot.minX, to: plot.maxX),
                                  stroke: StrokeStyle(color: color(of: last), lineWidth: onePixel, dash: [4, 3]))
            layer.addSublayer(line)
            // On a percent axis the tag reads as the axis does (+4.12 %), as TradingView's does; the price is in the header.
            let percent = if case .percentage = priceScale.mode { true } else { false }
            let text = percent ? priceScale.label(last.close, decimals: priceDecimals) : price(last.close)
            let box = measurer.size(of: text, font: theme.font)
            let rect = CGRect(x: layout.rightAxis.minX, y: lastY - box.height / 2 - 2, width: box.width + 12, height: box.height + 4)
            var tag = Path()
            tag.addRect(rect)
            layer.addSublayer(ShapeLayer(name: "markers.lastPrice.tag", path: tag, fillColor: color(of: last)))
            layer.addSublayer(TextLayer(name: "markers.lastPrice.label", runs: [
                TextRun(text, at: CGPoint(x: rect.minX + 6, y: lastY), font: theme.font, color: theme.labelText),
            ]))
        }
        for label in extremumLabels() { layer.addSublayer(extremumMarker(label)) }
        return layer
    }

    /// `options.watermark` centred in the price plot in large bold type at an eighth of the text colour's
    /// opacity, behind the bars; its size shrinks until it fits the plot's width.
    func watermarkLayer() -> Layer {
        let layer = Layer(name: "watermark")
        guard let text = options.watermark, !text.isEmpty else { return layer }
        let plot = layout.plot
        var font = FontSpec(family: theme.titleFont.family, size: min(64, plot.height / 4), bold: true)
        let width = measurer.size(of: text, font: font).width
        if width > plot.width * 0.8 { font.size = max(8, font.size * plot.width * 0.8 / width) }
        layer.addSublayer(TextLayer(name: "watermark.text", runs: [
            TextRun(text, at: CGPoint(x: plot.midX, y: plot.midY), font: font, color: theme.text.withAlpha(0.12), horizontal: .center),
        ]))
        return layer
    }

    /// The highest high's and lowest low's labels of the visible bars (highest and lowest close in line styles):
    /// a short leader from 2 points beside the bar's body, at its extreme value, towards the plot's centre, and
    /// the price at its end, so a flat candle at the extreme (a live bar that just opened at the high) stays
    /// visible instead of lying under the leader. A bar's own markers on that side take the place of its label.
    /// The drawings' labels keep clear of `box`. O(visible bars).
    func extremumLabels() -> [(name: String, leader: (CGPoint, CGPoint), run: TextRun, box: CGRect)] {
        guard let visible else { return [] }
        let lineStyle = options.style == .line || options.style == .area
        let bars = self.bars
        let high: (Int) -> Double = lineStyle ? { bars[$0].close } : { bars[$0].high }
        let low: (Int) -> Double = lineStyle ? { bars[$0].close } : { bars[$0].low }
        func free(_ i: Int?, _ side: BarMarker.Position) -> Int? {
            guard let i else { return nil }
            return chart.placedMarkers.placements(on: i...i).contains { $0.marker.position == side } ? nil : i
        }
        let extremes = [("markers.high", free(visible.max { high($0) < high($1) }, .above), high),
                        ("markers.low", free(visible.min { low($0) < low($1) }, .below), low)]
        return extremes.compactMap { name, index, valueAt in
            guard let i = index else { return nil }
            let value = valueAt(i), py = priceScale.y(for: value)
            guard value.isFinite, py.isFinite else { return nil }
            let px = x(i), towardsLeft = px > layout.plot.midX, sign = towardsLeft ? -1.0 : 1.0
            let half = lineStyle ? 1 : CandleGeometry(centerX: px, open: 0, high: 0, low: 0, close: 0, scale: priceScale,
                                                      barSpacing: timeScale.barSpacing, pixelRatio: pixelRatio).body.width / 2
            let start = px + sign * (half + 2), end = start + sign * 16
            let run = TextRun(price(value), at: CGPoint(x: end + (towardsLeft ? -3 : 3), y: py), font: theme.font, color: theme.text,
                              horizontal: towardsLeft ? .right : .left)
            let size = measurer.size(of: run.text, font: theme.font), origin = run.origin(for: size)
            let box = CGRect(x: origin.x - 2, y: origin.y - 1, width: size.width + 4, height: size.height + 2)
            return (name, (CGPoint(x: start, y: py), CGPoint(x: end, y: py)), run, box)
        }
    }

    /// One extreme's leader, and its label on a backing in the background colour: the last-price line or an
    /// overlay (BOLL) crossing the label's height passes under it instead of striking it through.
    private func extremumMarker(_ label: (name: String, leader: (CGPoint, CGPoint), run: TextRun, box: CGRect)) -> Layer {
        let layer = Layer(name: label.name)
        var path = Path()
        path.addLine(from: label.leader.0, to: label.leader.1)
        layer.addSublayer(ShapeLayer(path: path, stroke: StrokeStyle(color: theme.text, lineWidth: 1)))
        var backing = Path()
        backing.addRect(label.box)
        layer.addSublayer(ShapeLayer(name: label.name + ".backing", path: backing, fillColor: theme.background.withAlpha(0.85)))
        layer.addSublayer(TextLayer(runs: [label.run]))
        return layer
    }
}
