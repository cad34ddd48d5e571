import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// The markers of the visible bars (`KLineChart.setMarkers`): shapes of one colour in one path, texts
    /// beside their shapes kept inside the plot horizontally, stacks away from the bar in the order given.
    /// The price scale left room above and below for the tallest stacks. Zoomed out, a shape on the same
    /// device pixel as an equal one is drawn once and a text overlapping an earlier one is left out
    /// (`MarkerTextPlacer`). O(visible markers).
    func barMarkerLayer() -> Layer {
        let layer = Layer(name: "barMarkers")
        let placements = visibleMarkers
        guard !placements.isEmpty else { return layer }
        layer.clipRect = layout.plot
        let geometry = markerGeometry
        let lineStyle = options.style == .line || options.style == .area
        var paths: [Color: Path] = [:], order: [Color] = []
        var runs: [TextRun] = [], backing = Path()
        var texts = MarkerTextPlacer()
        var drawnShapes = Set<ShapeKey>()
        var bar = -1, up = 0.0, down = 0.0, middle = 0.0
        for p in placements {
            let b = bars[p.bar], marker = p.marker
            let x = x(p.bar)
            if p.bar != bar {
                bar = p.bar
                up = priceScale.y(for: lineStyle ? b.close : b.high) - geometry.gap
                down = priceScale.y(for: lineStyle ? b.close : b.low) + geometry.gap
                middle = priceScale.y(for: (b.open + b.close) / 2) + geometry.shapeSize / 2
            }
            let color = markerColor(marker)
            let s = geometry.shapeSize
            let hasText = !marker.text.isEmpty
            let center: CGPoint
            var text: TextRun?
            switch marker.position {
            case .above, .inBar:
                var bottom = marker.position == .above ? up : middle
                center = CGPoint(x: x, y: bottom - s / 2)
                bottom -= s
                if hasText {
                    text = TextRun(marker.text, at: CGPoint(x: x, y: bottom - 1), font: theme.font, color: color,
                                   horizontal: .center, vertical: .bottom)
                    bottom -= geometry.textHeight + 1
                }
                if marker.position == .above { up = bottom - geometry.gap } else { middle = bottom - geometry.gap }
            case .below:
                center = CGPoint(x: x, y: down + s / 2)
                down += s
                if hasText {
                    text = TextRun(marker.text, at: CGPoint(x: x, y: down + 1), font: theme.font, color: color,
                                   horizontal: .center, vertical: .top)
                    down += geometry.textHeight + 1
                }
                down += geometry.gap
            case .atPrice:
                center = CGPoint(x: x, y: priceScale.y(for: marker.price ?? .nan))
                if hasText {
                    text = TextRun(marker.text, at: CGPoint(x: x + s / 2 + 3, y: center.y), font: theme.font, color: color,
                                   horizontal: .left, vertical: .middle)
                }
            }
            guard center.y.isFinite else { continue }
            let key = ShapeKey(x: Int((center.x * pixelRatio).rounded()), y: Int((center.y * pixelRatio).rounded()), shape: marker.shape, color: color)
            if drawnShapes.insert(key).inserted {
                if paths[color] == nil { order.append(color) }
                paths[color, default: Path()].append(geometry.path(marker.shape, at: center))
            }
            // A text is for a bar on screen: beside an off-screen shape, moved inside, it would name the wrong bar.
            if var run = text, visible?.contains(p.bar) ?? false, !texts.isCovered(run.position) {
                let size = measurer.size(of: run.text, font: run.font)
                keepInsidePlot(&run, width: size.width)
                let rect = CGRect(origin: run.origin(for: size), size: size).insetBy(dx: -2, dy: 0)
                if texts.take(rect) {
                    runs.append(run)
                    // A faint backing of the background's colour keeps a text legible over candles and lines.
                    backing.addRect(rect)
                }
            }
        }
        for (k, color) in order.enumerated() {
            layer.addSublayer(ShapeLayer(name: "barMarkers.shapes.\(k)", path: paths[color]!, fillColor: color))
        }
        layer.addSublayer(ShapeLayer(name: "barMarkers.textBacking", path: backing, fillColor: theme.background.withAlpha(0.75)))
        layer.addSublayer(TextLayer(name: "barMarkers.text", runs: runs))
        return layer
    }

    /// A marker's own colour, else the up colour for an up arrow, the down colour for a down arrow, the text's otherwise.
    private func markerColor(_ marker: BarMarker) -> Color {
        if let c = marker.color { return c }
        switch marker.shape {
        case .arrowUp: return upColor
        case .arrowDown: return downColor
        case .circle, .square: return theme.text
        }
    }

    /// Moves `run` (a text `width` points wide) sideways so all of it lies inside the plot (never cut at an edge).
    private func keepInsidePlot(_ run: inout TextRun, width: Double) {
        let plot = layout.plot
        var left = run.position.x - (run.horizontal == .center ? width / 2 : 0)
        left = max(plot.minX + 2, min(left, plot.maxX - 2 - width))
        run.position.x = left + (run.horizontal == .center ? width / 2 : 0)
    }

    /// A shape drawn at a device pixel: a second equal one there adds nothing.
    private struct ShapeKey: Hashable {
        var x: Int, y: Int
        var shape: BarMarker.Shape
        var color: Color
    }
}
