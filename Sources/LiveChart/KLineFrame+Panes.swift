import Foundation
import LiveChartCore

extension KLineFrame {
    /// Indicator pane `n` (0-based among the lower panes): reference lines, bars and lines, clipped to its plot.
    func paneLayer(_ n: Int) -> Layer {
        let pane = panes[n]
        let layer = Layer(name: "pane.\(n + 1)")
        layer.clipRect = pane.layout.plot
        guard let visible, let range = lineRange else { return layer }
        let plot = pane.layout.plot
        var references = Path()
        for level in pane.content.referenceLevels {
            references.append(hairline(y: pane.scale.y(for: level), from: plot.minX, to: plot.maxX))
        }
        if pane.content.series.contains(where: { $0.kind == .histogram || $0.kind == .columns }) {
            references.append(hairline(y: pane.scale.y(for: 0), from: plot.minX, to: plot.maxX))
        }
        layer.addSublayer(ShapeLayer(name: "pane.\(n + 1).references", path: references,
                                     stroke: StrokeStyle(color: theme.axisLine, lineWidth: onePixel, dash: [3, 3])))
        for s in pane.content.series where s.isDrawn {
            switch s.kind {
            case .line, .dots, .step, .area:
                seriesLayers(s, among: pane.content.series, scale: pane.scale, plot: plot, range: range, name: "pane.\(n + 1).\(s.name)")
                    .forEach(layer.addSublayer)
            case .histogram, .volumeBars, .columns:
                addColumns(s, scale: pane.scale, visible: visible, to: layer, name: "pane.\(n + 1).\(s.name)")
            }
        }
        return layer
    }

    /// Columns from zero to each value, as wide as candle bodies, in two paths by colour (one, the series'
    /// own, for `.columns`).
    func addColumns(_ s: PaneSeries, scale: PriceScale, visible: ClosedRange<Int>, to layer: Layer, name: String) {
        var up = Path(), down = Path()
        let ratio = pixelRatio
        let zero = (scale.y(for: 0) * ratio).rounded() / ratio
        if decimating {
            addColumnExtremes(s, scale: scale, visible: visible, zero: zero, up: &up, down: &down)
        }
        let wide = timeScale.barSpacing * ratio >= 3
        for i in visible where !decimating && i < s.values.count && s.values[i].isFinite && s.values[i] != 0 {
            let g = CandleGeometry(centerX: x(i), open: 0, high: 0, low: 0, close: 0, scale: scale,
                                   barSpacing: timeScale.barSpacing, pixelRatio: ratio)
            let columnX = wide ? g.body.minX : g.wick.minX, width = wide ? g.body.width : g.wick.width
            let y = (scale.y(for: s.values[i]) * ratio).rounded() / ratio
            let rect = CGRect(x: columnX, y: min(y, zero), width: width, height: max(onePixel, abs(zero - y)))
            let rising = s.kind == .volumeBars ? bars[i].isUp : s.values[i] >= 0
            if rising { up.addRect(rect) } else { down.addRect(rect) }
        }
        let alpha = s.kind == .volumeBars ? 0.75 : 1
        let colors = s.kind == .columns ? (s.color, s.color) : (upColor, downColor)
        layer.addSublayer(ShapeLayer(name: name + ".up", path: up, fillColor: colors.0.withAlphaMultiplied(by: alpha)))
        layer.addSublayer(ShapeLayer(name: name + ".down", path: down, fillColor: colors.1.withAlphaMultiplied(by: alpha)))
    }

    /// Sub-pixel bars: per device-pixel column, one column to the highest value and one to the lowest
    /// (for histograms below zero), coloured like the column's aggregate bar (volume) or by sign (histogram).
    private func addColumnExtremes(_ s: PaneSeries, scale: PriceScale, visible: ClosedRange<Int>, zero: Double, up: inout Path, down: inout Path) {
        let ratio = pixelRatio
        for column in PixelColumns.group(visible, x: x, pixelRatio: ratio) {
            let values = column.indices.filter { $0 < s.values.count && s.values[$0].isFinite }.map { s.values[$0] }
            let rising = s.kind == .volumeBars ? PixelColumns.aggregate(bars, column.indices)?.isUp ?? true : true
            for v in [values.max() ?? 0, min(values.min() ?? 0, 0)] where v != 0 {
                let y = (scale.y(for: v) * ratio).rounded() / ratio
                let rect = CGRect(x: column.minX, y: min(y, zero), width: onePixel, height: max(onePixel, abs(zero - y)))
                if s.kind == .volumeBars ? rising : v >= 0 { up.addRect(rect) } else { down.addRect(rect) }
            }
        }
    }
}
