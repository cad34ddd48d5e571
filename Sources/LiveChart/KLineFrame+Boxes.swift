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
    /// shoulder or waist (see `KagiLine`).
    func addKagi(to layer: Layer, visible: ClosedRange<Int>) {
        var thick = Path(), thin = Path()
        var yang = KagiLine.startsYang(bars, at: visible.lowerBound)
        func segment(_ from: CGPoint, _ to: CGPoint, _ isYang: Bool) {
            if isYang {
                thick.move(to: from)
                thick.line(to: to)
            } else {
                thin.move(to: from)
                thin.line(to: to)
            }
        }
        for i in visible {
            let line = bars[i]
            let x0 = i > 0 ? x(i - 1) : x(i), x1 = x(i)
            let start = priceScale.y(for: line.open), end = priceScale.y(for: line.close)
            guard start.isFinite, end.isFinite else { continue }
            segment(CGPoint(x: x0, y: start), CGPoint(x: x1, y: start), yang)
            if let level = KagiLine.turn(bars, at: i, startsYang: yang) {
                let mid = priceScale.y(for: level)
                segment(CGPoint(x: x1, y: start), CGPoint(x: x1, y: mid), yang)
                yang.toggle()
                segment(CGPoint(x: x1, y: mid), CGPoint(x: x1, y: end), yang)
            } else {
                segment(CGPoint(x: x1, y: start), CGPoint(x: x1, y: end), yang)
            }
        }
        let width = max(onePixel, min(3, timeScale.barSpacing * 0.3))
        layer.addSublayer(ShapeLayer(name: "candles.kagi.yang", path: thick, stroke: StrokeStyle(color: upColor, lineWidth: width * 2, join: .miter)))
        layer.addSublayer(ShapeLayer(name: "candles.kagi.yin", path: thin, stroke: StrokeStyle(color: downColor, lineWidth: width, join: .miter)))
    }
}
