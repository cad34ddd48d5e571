import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// Point-and-figure columns: a column of X boxes for a rising column, of O boxes for a falling one, each
    /// box one `boxSize` high; boxes under 3 device pixels merge into a filled column.
    func addPointAndFigure(to layer: Layer, visible: ClosedRange<Int>) {
        guard let box = chart.boxSize else { return }
        var crosses = Path(), noughts = Path(), upFill = Path(), downFill = Path()
        let width = max(onePixel, timeScale.barSpacing * 0.8)
        for i in visible {
            let column = bars[i], rising = column.close > column.open
            let top = priceScale.y(for: column.high), bottom = priceScale.y(for: column.low)
            guard top.isFinite, bottom.isFinite else { continue }
            let left = x(i) - width / 2
            let boxCount = max(1, Int(((column.high - column.low) / box).rounded()))
            let height = (bottom - top) / Double(boxCount)
            if height * pixelRatio < 3 || width * pixelRatio < 3 {
                let rect = CGRect(x: left, y: top, width: width, height: max(bottom - top, onePixel))
                if rising { upFill.addRect(rect) } else { downFill.addRect(rect) }
                continue
            }
            let inset = min(width, height) * 0.12
            for k in 0..<boxCount {
                let cell = CGRect(x: left, y: top + Double(k) * height, width: width, height: height).insetBy(dx: inset, dy: inset)
                if rising {
                    crosses.move(to: CGPoint(x: cell.minX, y: cell.minY))
                    crosses.line(to: CGPoint(x: cell.maxX, y: cell.maxY))
                    crosses.move(to: CGPoint(x: cell.maxX, y: cell.minY))
                    crosses.line(to: CGPoint(x: cell.minX, y: cell.maxY))
                } else {
                    noughts.addCircle(center: CGPoint(x: cell.midX, y: cell.midY), radius: min(cell.width, cell.height) / 2)
                }
            }
        }
        let stroke = max(onePixel, min(2, timeScale.barSpacing * 0.08))
        layer.addSublayer(ShapeLayer(name: "candles.up", path: upFill, fillColor: upColor))
        layer.addSublayer(ShapeLayer(name: "candles.down", path: downFill, fillColor: downColor))
        layer.addSublayer(ShapeLayer(name: "candles.pnf.x", path: crosses, stroke: StrokeStyle(color: upColor, lineWidth: stroke)))
        layer.addSublayer(ShapeLayer(name: "candles.pnf.o", path: noughts, stroke: StrokeStyle(color: downColor, lineWidth: stroke)))
    }

    /// Kagi lines: verticals at each line's index joined by horizontals at the turning prices; thick in the
    /// up colour while yang, thin in the down colour while yin, switching where a line crosses the previous
    /// shoulder or waist (see `KagiLine`). Lines closer than a device pixel are merged per pixel column
    /// (`KagiStrokes`), keeping each column's extremes, its thickness change and every join.
    func addKagi(to layer: Layer, visible: ClosedRange<Int>) {
        // Whole device pixels, each stroke on the pixel grid its parity keeps crisp (an odd width on pixel centres).
        let thin = PixelSnapping.lineWidthPixels(min(3, timeScale.barSpacing * 0.3), pixelRatio: pixelRatio), thick = 2 * thin
        let ratio = pixelRatio
        let grid = { (yang: Bool, v: CGFloat) in
            (yang ? thick : thin) % 2 == 1 ? PixelSnapping.centre(v, pixelRatio: ratio) : PixelSnapping.edge(v, pixelRatio: ratio)
        }
        let columns = decimating
            ? PixelColumns.group(visible, x: x, pixelRatio: ratio).map { KagiStrokes.Column(lines: $0.indices, x: $0.minX + onePixel / 2) }
            : visible.map { KagiStrokes.Column(lines: $0...$0, x: x($0)) }
        let entryX = visible.lowerBound > 0 ? x(visible.lowerBound - 1) : x(visible.lowerBound)
        let strokes = KagiStrokes(lines: bars, columns: columns, entryX: entryX, y: priceScale.y(for:), grid: grid)
        layer.addSublayer(ShapeLayer(name: "candles.kagi.yang", path: strokes.thick,
                                     stroke: StrokeStyle(color: upColor, lineWidth: Double(thick) / ratio, join: .miter)))
        layer.addSublayer(ShapeLayer(name: "candles.kagi.yin", path: strokes.thin,
                                     stroke: StrokeStyle(color: downColor, lineWidth: Double(thin) / ratio, join: .miter)))
    }
}
