import Foundation
import LiveChartCore

extension KLineFrame {
    /// Candles as two filled paths, one per colour (all rising candles in one path, all falling in
    /// the other), clipped to the price plot.
    func candleLayer() -> Layer {
        let layer = Layer(name: "candles")
        layer.clipRect = layout.pricePlot
        guard let visible else { return layer }
        var up = Path(), down = Path()
        for i in visible {
            let b = bars[i]
            guard b.open.isFinite, b.high.isFinite, b.low.isFinite, b.close.isFinite else { continue }
            let g = CandleGeometry(centerX: x(i), open: b.open, high: b.high, low: b.low, close: b.close,
                                   scale: priceScale, barSpacing: timeScale.barSpacing, pixelRatio: options.pixelRatio)
            if b.isUp {
                up.addRect(g.wick)
                up.addRect(g.body)
            } else {
                down.addRect(g.wick)
                down.addRect(g.body)
            }
        }
        layer.addSublayer(ShapeLayer(name: "candles.up", path: up, fillColor: upColor))
        layer.addSublayer(ShapeLayer(name: "candles.down", path: down, fillColor: downColor))
        return layer
    }

    /// Moving-average lines over the candles, one stroked path each, clipped to the price plot.
    func movingAverageLayer() -> Layer {
        let layer = Layer(name: "ma")
        layer.clipRect = layout.pricePlot
        guard let visible else { return layer }
        let range = max(0, visible.lowerBound - 1)...min(bars.count - 1, visible.upperBound + 1)
        for (n, values) in chart.movingAverages.enumerated() {
            let path = LinePath.make(values: values, indices: range, x: x, y: priceScale.y(for:))
            let style = StrokeStyle(color: theme.lineColor(n), lineWidth: 1.2, join: .round)
            layer.addSublayer(ShapeLayer(name: "ma.\(options.maPeriods[n])", path: path, stroke: style))
        }
        return layer
    }

    /// Volume bars coloured by each bar's direction, and the volume moving averages.
    func volumeLayer() -> Layer {
        let layer = Layer(name: "volume")
        guard options.showVolume, let visible else { return layer }
        layer.clipRect = layout.volumePlot
        var up = Path(), down = Path()
        let base = (layout.volumePlot.maxY * options.pixelRatio).rounded() / options.pixelRatio
        for i in visible where bars[i].volume.isFinite && bars[i].volume > 0 {
            let g = CandleGeometry(centerX: x(i), open: 0, high: 0, low: 0, close: 0,
                                   scale: volumeScale, barSpacing: timeScale.barSpacing, pixelRatio: options.pixelRatio)
            let top = (volumeScale.y(for: bars[i].volume) * options.pixelRatio).rounded() / options.pixelRatio
            let rect = CGRect(x: g.body.minX, y: min(top, base - onePixel), width: g.body.width, height: max(onePixel, base - top))
            if bars[i].isUp { up.addRect(rect) } else { down.addRect(rect) }
        }
        layer.addSublayer(ShapeLayer(name: "volume.up", path: up, fillColor: upColor.withAlphaMultiplied(by: 0.75)))
        layer.addSublayer(ShapeLayer(name: "volume.down", path: down, fillColor: downColor.withAlphaMultiplied(by: 0.75)))
        let range = max(0, visible.lowerBound - 1)...min(bars.count - 1, visible.upperBound + 1)
        for (n, values) in chart.volumeAverages.enumerated() {
            let path = LinePath.make(values: values, indices: range, x: x, y: volumeScale.y(for:))
            let style = StrokeStyle(color: theme.lineColor(n), lineWidth: 1, join: .round)
            layer.addSublayer(ShapeLayer(name: "volume.ma.\(options.volumeMAPeriods[n])", path: path, stroke: style))
        }
        return layer
    }
}
