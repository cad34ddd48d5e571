import Foundation
import LiveChartCore

extension CurveFrame {
    /// Every series' container under one parent, each with its own z-order.
    func seriesLayer() -> Layer {
        let layer = Layer(name: CurveLayerNames.allSeries)
        if clipsSeries {
            let margin = options.markerRadius + options.lineWidth
            layer.clipRect = layout.plot.insetBy(dx: 0, dy: -margin)
        }
        for n in plotted.indices { layer.addSublayer(seriesLayer(n)) }
        return layer
    }

    /// Series `n`: the gradient fill under the curve (clipped to the plot), the stroke with round joins
    /// and caps, and the point markers, bottom to top.
    private func seriesLayer(_ n: Int) -> Layer {
        let s = plotted[n]
        let layer = Layer(name: CurveLayerNames.series(n))
        layer.zPosition = s.series.zPosition ?? Double(n)
        let fill = ShapeLayer(name: CurveLayerNames.fill(n))
        fill.clipRect = layout.plot
        fill.opacity = options.fillOpacity
        if options.showsFill, s.series.showsFill, s.points.count > 1 {
            fill.path = areaPath(s)
            let top = min(s.path.controlPointBounds.minY, layout.plot.maxY - 1)
            fill.gradientFill = (top: s.color.withAlpha(0.42), bottom: s.color.withAlpha(0.02), y0: top, y1: layout.plot.maxY)
        }
        layer.addSublayer(fill)
        let style = StrokeStyle(color: s.color, lineWidth: options.lineWidth, cap: .round, join: .round)
        layer.addSublayer(ShapeLayer(name: CurveLayerNames.stroke(n), path: s.path, stroke: style))
        layer.addSublayer(markersLayer(n))
        return layer
    }

    /// The curve closed down to the plot's bottom edge: the area the gradient fills.
    private func areaPath(_ s: CurvePlottedSeries) -> Path { CurveFrame.area(under: s.path, bottom: layout.plot.maxY) }

    /// `curve` (one sub-path) closed down to the horizontal line y = `bottom` (points): straight down
    /// from its last point, across, and up to its first.
    static func area(under curve: Path, bottom: CGFloat) -> Path {
        let ends = curve.elements.compactMap { e -> CGPoint? in
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .close: nil
            }
        }
        guard let first = ends.first, let last = ends.last else { return Path() }
        var area = curve
        area.line(to: CGPoint(x: last.x, y: bottom))
        area.line(to: CGPoint(x: first.x, y: bottom))
        area.close()
        return area
    }

    /// One layer per marker, positioned on its data point and drawn around its own origin.
    private func markersLayer(_ n: Int) -> Layer {
        let s = plotted[n]
        let layer = Layer(name: CurveLayerNames.markers(n))
        guard showsMarkers(n) else { return layer }
        var ring = Path()
        ring.addCircle(center: .zero, radius: options.markerRadius)
        let style = StrokeStyle(color: s.color, lineWidth: max(1, options.lineWidth * 0.8))
        for (k, p) in s.points.enumerated() {
            let marker = ShapeLayer(name: CurveLayerNames.marker(n, point: firstIndex + s.indices[k]), path: ring,
                                    fillColor: theme.background, stroke: style)
            marker.position = p
            layer.addSublayer(marker)
        }
        return layer
    }
}
