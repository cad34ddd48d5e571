import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// The x of an anchor's time: the centre of the bar holding it, past the newest bar whole periods on at
    /// the bar spacing; nil before the first bar or without bars. O(log n).
    func x(forTime time: Int64) -> Double? {
        guard let last = bars.last else { return nil }
        if let i = chart.barIndex(holding: time) { return x(i) }
        guard time > last.time, let period = chart.period else { return nil }
        let periods = Double(time - last.time) / Double(period.nominalSeconds)
        return x(bars.count - 1) + periods.rounded() * timeScale.barSpacing
    }

    /// The time an x stands for: the bar under it, or past the newest bar that many periods on. O(1).
    func time(atX px: Double) -> Int64? {
        guard let last = bars.last else { return nil }
        let index = positions.nearestIndex(atPosition: timeScale.index(atX: px - layout.plot.minX))
        if index < bars.count { return bars[max(index, 0)].time }
        guard let period = chart.period else { return last.time }
        return last.time + Int64(index - (bars.count - 1)) * period.nominalSeconds
    }

    /// A drawing's points on the canvas; nil when one cannot be placed (before the first bar, or a price the
    /// scale cannot show, as ≤ 0 on a log scale).
    func canvasPoints(_ drawing: Drawing) -> [CGPoint]? {
        var points: [CGPoint] = []
        for anchor in drawing.points {
            guard let x = x(forTime: anchor.time) else { return nil }
            let y = priceScale.y(for: anchor.price)
            guard y.isFinite, x.isFinite else { return nil }
            points.append(CGPoint(x: x, y: y))
        }
        return points
    }

    /// Every drawing of `chart.drawings`, clipped to the price plot, and the selected one's handles. Named
    /// sublayers "drawings.N" (strokes), "drawings.N.fill", "drawings.N.text" over "drawings.N.backing". A label
    /// that would cover an earlier drawing's label or the high/low marker's moves off it (`place(_:clearOf:)`).
    /// O(drawings × log n + labels²).
    func drawingLayer() -> Layer {
        let layer = Layer(name: "drawings")
        layer.clipRect = layout.plot
        var occupied = chart.drawings.isEmpty ? [] : extremumLabels().map(\.box)
        for (n, drawing) in chart.drawings.enumerated() {
            guard let points = canvasPoints(drawing) else { continue }
            let color = drawing.color ?? PriceLine.defaultColor
            var stroke = Path(), fill = Path()
            var runs: [TextRun] = []
            let plot = layout.plot
            let far = (plot.width + plot.height) * 4
            /// The point `far` beyond `b` on the line from `a` through `b`.
            func beyond(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
                let dx = b.x - a.x, dy = b.y - a.y, length = max(hypot(dx, dy), 1e-9)
                return CGPoint(x: b.x + dx / length * far, y: b.y + dy / length * far)
            }
            switch drawing.tool {
            case .segment:
                stroke.addLine(from: points[0], to: points[1])
            case .ray:
                stroke.addLine(from: points[0], to: beyond(points[0], points[1]))
            case .line:
                stroke.addLine(from: beyond(points[1], points[0]), to: beyond(points[0], points[1]))
            case .horizontalLine:
                stroke.append(hairline(y: points[0].y, from: plot.minX, to: plot.maxX))
                runs.append(TextRun(price(drawing.points[0].price), at: CGPoint(x: plot.maxX - 4, y: points[0].y - 2), font: theme.font,
                                    color: color, horizontal: .right, vertical: .bottom))
            case .verticalLine:
                stroke.append(vline(x: points[0].x, from: plot.minY, to: plot.maxY))
            case .parallelChannel, .priceChannel:
                let (a, b, c) = (points[0], points[1], points[2])
                // The third point's vertical distance from the base line sets the channel's width.
                let slope = b.x == a.x ? 0 : (b.y - a.y) / (b.x - a.x)
                let offset = c.y - (a.y + slope * (c.x - a.x))
                let shifts = drawing.tool == .parallelChannel ? [0, offset] : [-offset, 0, offset]
                for d in shifts {
                    stroke.addLine(from: CGPoint(x: a.x, y: a.y + d), to: CGPoint(x: b.x, y: b.y + d))
                }
                let (low, high) = (shifts.min()!, shifts.max()!)
                fill.move(to: CGPoint(x: a.x, y: a.y + low))
                fill.line(to: CGPoint(x: b.x, y: b.y + low))
                fill.line(to: CGPoint(x: b.x, y: b.y + high))
                fill.line(to: CGPoint(x: a.x, y: a.y + high))
                fill.close()
            case .fibonacci:
                let (start, end) = (drawing.points[0].price, drawing.points[1].price)
                let left = min(points[0].x, points[1].x), right = max(points[0].x, points[1].x)
                // Each level's label at its line's right end, inside the plot; one whose text would touch the
                // label above it is left out (its line stays).
                let textHeight = measurer.size(of: "0", font: theme.font).height
                let labelX = min(right, plot.maxX - 2)
                var labelled: [Double] = []
                for level in Drawing.fibonacciLevels {
                    let value = end + (start - end) * level
                    let y = priceScale.y(for: value)
                    guard y.isFinite else { continue }
                    stroke.append(hairline(y: y, from: left, to: right))
                    guard !labelled.contains(where: { abs($0 - y) < textHeight + 2 }) else { continue }
                    labelled.append(y)
                    let label = NumberFormat.fixed(level * 100, decimals: level * 100 == (level * 100).rounded() ? 0 : 1) + "% (" + price(value) + ")"
                    runs.append(TextRun(label, at: CGPoint(x: labelX, y: y - 2), font: theme.font, color: color,
                                        horizontal: .right, vertical: .bottom))
                }
            case .rectangle, .measure:
                let rect = CGRect(x: min(points[0].x, points[1].x), y: min(points[0].y, points[1].y),
                                  width: abs(points[1].x - points[0].x), height: abs(points[1].y - points[0].y))
                if drawing.tool == .rectangle { stroke.addRect(rect) }
                fill.addRect(rect)
                if drawing.tool == .measure { runs.append(measureLabel(drawing, rect: rect)) }
            case .text:
                break
            }
            if !drawing.text.isEmpty {
                let anchor = drawing.tool == .text ? points[0] : points.last!
                runs.append(TextRun(drawing.text, at: CGPoint(x: anchor.x + 4, y: anchor.y - 4), font: theme.font, color: color, vertical: .bottom))
            }
            let up = drawing.points.count > 1 && drawing.points[1].price >= drawing.points[0].price
            let fillColor = drawing.tool == .measure ? (up ? upColor : downColor).withAlpha(0.15) : color.withAlpha(0.1)
            if !fill.isEmpty { layer.addSublayer(ShapeLayer(name: "drawings.\(n).fill", path: fill, fillColor: fillColor)) }
            if !stroke.isEmpty { layer.addSublayer(ShapeLayer(name: "drawings.\(n)", path: stroke, stroke: StrokeStyle(color: color, lineWidth: 1.5, cap: .round))) }
            if !runs.isEmpty {
                runs = runs.map { place($0, clearOf: &occupied) }
                layer.addSublayer(ShapeLayer(name: "drawings.\(n).backing", path: backing(of: runs), fillColor: theme.background.withAlpha(0.85)))
                layer.addSublayer(TextLayer(name: "drawings.\(n).text", runs: runs))
            }
            if chart.selectedDrawing == n {
                var handles = Path()
                for p in points { handles.addCircle(center: p, radius: 4) }
                layer.addSublayer(ShapeLayer(name: "drawings.\(n).handles", path: handles, fillColor: theme.background,
                                             stroke: StrokeStyle(color: color, lineWidth: 1.5)))
            }
        }
        return layer
    }

    /// The boxes behind drawing labels, 3 points wider than each text on either side and 1 above and below,
    /// so a label stays readable over candles and lines.
    private func backing(of runs: [TextRun]) -> Path {
        var path = Path()
        for run in runs { path.addRect(backingBox(run)) }
        return path
    }

    private func backingBox(_ run: TextRun) -> CGRect {
        let size = measurer.size(of: run.text, font: run.font), o = run.origin(for: size)
        return CGRect(x: o.x - 3, y: o.y - 1, width: size.width + 6, height: size.height + 2)
    }

    /// `run` moved down or up by whole label heights, the nearest place first (a horizontal line's price goes
    /// under its line), until its backing covers none of `occupied` and stays inside the plot; unmoved when
    /// two heights either way are taken too. Its backing joins `occupied`. O(occupied).
    private func place(_ run: TextRun, clearOf occupied: inout [CGRect]) -> TextRun {
        let step = backingBox(run).height + 2
        let plot = layout.plot
        for shift in [0.0, 1, -1, 2, -2] {
            var moved = run
            moved.position.y += shift * step
            let box = backingBox(moved)
            guard box.minY >= plot.minY, box.maxY <= plot.maxY,
                  !occupied.contains(where: { $0.insetBy(dx: 0.5, dy: 0.5).intersects(box) }) else { continue }
            occupied.append(box)
            return moved
        }
        occupied.append(backingBox(run))
        return run
    }

    /// "+12.34 (+5.67%) · 23 bars" under a measure's box.
    private func measureLabel(_ drawing: Drawing, rect: CGRect) -> TextRun {
        let (a, b) = (drawing.points[0], drawing.points[1])
        let change = b.price - a.price
        let bars = [a.time, b.time].compactMap { chart.barIndex(holding: $0) }
        let count = bars.count == 2 ? abs(bars[1] - bars[0]) : Int((abs(rect.width) / timeScale.barSpacing).rounded())
        let text = (change >= 0 ? "+" : "") + price(change) + " (" + NumberFormat.percent(a.price == 0 ? .nan : change / a.price) + ") · \(count) bars"
        return TextRun(text, at: CGPoint(x: rect.midX, y: rect.maxY + 3), font: theme.font, color: change >= 0 ? upColor : downColor,
                       horizontal: .center, vertical: .top)
    }
}
