import Foundation
import LiveChartCore

extension KLineFrame {
    /// The volume profile of the visible bars (`KLineOptions.volumeProfile`), behind the candles: one row per
    /// price band from the price plot's right edge, up volume then down volume in the bars' colours, the value
    /// area stronger than the rest, and the point of control as a line across the plot. O(visible × rows).
    func volumeProfileLayer() -> Layer {
        let layer = Layer(name: "volumeProfile")
        guard let settings = options.volumeProfile, let visible,
              let profile = VolumeProfile(bars: bars[visible], rows: settings.rows, valueAreaShare: settings.valueAreaShare) else { return layer }
        let plot = layout.plot
        let longest = profile.rows.map(\.total).max() ?? 0
        guard longest > 0 else { return layer }
        let scale = plot.width * min(max(settings.widthShare, 0.01), 1) / longest
        var paths = [Path(), Path(), Path(), Path()]  // up and down, inside and outside the value area
        for (k, row) in profile.rows.enumerated() {
            let top = priceScale.y(for: row.high), bottom = priceScale.y(for: row.low)
            let y = min(top, bottom) + onePixel / 2, height = abs(bottom - top) - onePixel
            guard height > 0, y < plot.maxY, y + height > plot.minY else { continue }
            let inside = profile.valueArea.contains(k) ? 0 : 2
            let upWidth = row.up * scale, downWidth = row.down * scale
            if upWidth > 0 { paths[inside].addRect(CGRect(x: plot.maxX - upWidth, y: y, width: upWidth, height: height)) }
            if downWidth > 0 { paths[inside + 1].addRect(CGRect(x: plot.maxX - upWidth - downWidth, y: y, width: downWidth, height: height)) }
        }
        let colors = [upColor.withAlphaMultiplied(by: 0.45), downColor.withAlphaMultiplied(by: 0.45),
                      upColor.withAlphaMultiplied(by: 0.18), downColor.withAlphaMultiplied(by: 0.18)]
        let names = ["valueArea.up", "valueArea.down", "outside.up", "outside.down"]
        let rows = Layer(name: "volumeProfile.rows")
        rows.clipRect = plot
        for (path, (color, name)) in zip(paths, zip(colors, names)) {
            rows.addSublayer(ShapeLayer(name: "volumeProfile." + name, path: path, fillColor: color))
        }
        layer.addSublayer(rows)
        let poc = profile.rows[profile.pointOfControl]
        let y = priceScale.y(for: (poc.low + poc.high) / 2)
        if y >= plot.minY, y <= plot.maxY {
            var line = Path()
            line.addLine(from: CGPoint(x: plot.minX, y: y), to: CGPoint(x: plot.maxX, y: y))
            layer.addSublayer(ShapeLayer(name: "volumeProfile.pointOfControl", path: line,
                                         stroke: StrokeStyle(color: theme.text.withAlphaMultiplied(by: 0.55), lineWidth: onePixel, dash: [4, 3])))
        }
        return layer
    }
}
