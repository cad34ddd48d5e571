import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// The user's lines (`KLineOptions.priceLines`, `verticalLines`, `trendLines`): price lines with their tags
    /// on the axis and titles at the plot's left, vertical lines through every pane with a titled tag at the
    /// top, trend lines through their points' bars. Each line costs O(log n) to place; lines on no bar are
    /// left out. Named sublayers "lines.price", "lines.vertical", "lines.trend", "lines.tags".
    func userLineLayer() -> Layer {
        let layer = Layer(name: "lines")
        guard !bars.isEmpty, !(options.priceLines.isEmpty && options.verticalLines.isEmpty && options.trendLines.isEmpty) else { return layer }
        let plot = layout.plot
        let priceLayer = Layer(name: "lines.price"), verticalLayer = Layer(name: "lines.vertical"), trendLayer = Layer(name: "lines.trend")
        for layer in [priceLayer, verticalLayer, trendLayer] { layer.clipRect = plot }
        var tags: [TextRun] = [], boxes: [(CGRect, Color)] = []
        var taken: [Bool: [CGRect]] = [:]
        /// Takes a tag unless it overlaps one of its kind (price tags on the axis, vertical lines' at the top)
        /// taken before: 64 close levels would be an unreadable pile.
        func takeTag(_ rect: CGRect, _ color: Color, _ run: TextRun, onAxis: Bool) {
            guard !(taken[onAxis] ?? []).contains(where: { $0.intersects(rect) }) else { return }
            taken[onAxis, default: []].append(rect)
            boxes.append((rect, color))
            tags.append(run)
        }
        for (k, line) in options.priceLines.enumerated() {
            let y = priceScale.y(for: line.price)
            guard y.isFinite, y >= plot.minY, y <= plot.maxY else { continue }
            let color = line.color ?? PriceLine.defaultColor
            priceLayer.addSublayer(ShapeLayer(name: "lines.price.\(k)", path: hairline(y: y, from: plot.minX, to: plot.maxX),
                                              stroke: StrokeStyle(color: color, lineWidth: onePixel, dash: line.dashed ? [6, 4] : [])))
            let text = price(line.price)
            let size = measurer.size(of: text, font: theme.font)
            takeTag(CGRect(x: layout.rightAxis.minX, y: y - size.height / 2 - 2, width: size.width + 12, height: size.height + 4), color,
                    TextRun(text, at: CGPoint(x: layout.rightAxis.minX + 6, y: y), font: theme.font, color: theme.labelText), onAxis: true)
            if !line.title.isEmpty {
                let title = measurer.truncated(line.title, toWidth: plot.width - 8, font: theme.font)
                tags.append(TextRun(title, at: CGPoint(x: plot.minX + 4, y: y - 2), font: theme.font, color: color, vertical: .bottom))
            }
        }
        for (k, line) in options.verticalLines.enumerated() {
            guard let i = chart.barIndex(holding: line.time) else { continue }
            let x = x(i)
            guard x >= plot.minX, x <= plot.maxX else { continue }
            let color = line.color ?? PriceLine.defaultColor
            var path = vline(x: x, from: plot.minY, to: plot.maxY)
            for pane in panes { path.append(vline(x: x, from: pane.layout.plot.minY, to: pane.layout.plot.maxY)) }
            verticalLayer.addSublayer(ShapeLayer(name: "lines.vertical.\(k)", path: path, stroke: StrokeStyle(color: color, lineWidth: onePixel, dash: [6, 4])))
            if !line.title.isEmpty {
                let title = measurer.truncated(line.title, toWidth: plot.width - 8, font: theme.font)
                let size = measurer.size(of: title, font: theme.font)
                let left = max(min(x - size.width / 2 - 4, plot.maxX - size.width - 8), plot.minX)
                takeTag(CGRect(x: left, y: plot.minY, width: size.width + 8, height: size.height + 4), color,
                        TextRun(title, at: CGPoint(x: left + 4, y: plot.minY + 2), font: theme.font, color: theme.labelText, vertical: .top),
                        onAxis: false)
            }
        }
        for (k, line) in options.trendLines.enumerated() {
            let points = line.points.compactMap { p -> CGPoint? in
                chart.barIndex(holding: p.time).map { CGPoint(x: x($0), y: priceScale.y(for: p.price)) }
            }
            guard points.count == line.points.count, points.count >= 2, points.allSatisfy({ $0.y.isFinite }) else { continue }
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            trendLayer.addSublayer(ShapeLayer(name: "lines.trend.\(k)", path: path,
                                              stroke: StrokeStyle(color: line.color ?? PriceLine.defaultColor, lineWidth: 1.5, cap: .round, join: .round)))
        }
        let tagLayer = Layer(name: "lines.tags")
        for (k, (rect, color)) in boxes.enumerated() {
            var box = Path()
            box.addRect(rect)
            tagLayer.addSublayer(ShapeLayer(name: "lines.tags.box.\(k)", path: box, fillColor: color))
        }
        tagLayer.addSublayer(TextLayer(name: "lines.tags.text", runs: tags))
        [priceLayer, verticalLayer, trendLayer, tagLayer].forEach(layer.addSublayer)
        return layer
    }

    /// The ys of the price lines' axis tags, which the axis's tick labels give way to.
    var priceLineTagYs: [Double] {
        options.priceLines.map { priceScale.y(for: $0.price) }.filter { $0.isFinite && $0 >= layout.plot.minY && $0 <= layout.plot.maxY }
    }
}
