import Foundation
import LiveChartCore

extension KLineChart {
    /// The slots after the newest bar that overlay lines are drawn in: the longest forward displacement among
    /// the drawn ones (`PaneSeries.offset`; Ichimoku's cloud, 25 bars), else 0. The default fit leaves them
    /// empty so the cloud ahead is on the picture; a host's `Viewport.realTimeOffset` should be at least this.
    /// O(overlay lines).
    public var barsAhead: Int {
        overlays.flatMap(\.content.series).filter(\.isDrawn).map(\.offset).max().map { max($0, 0) } ?? 0
    }
}

extension KLineFrame {
    /// The newest slot on the plot, one past its right edge so lines run off it: beyond the newest bar when the
    /// scale leaves room there (a displaced line's slots, `PaneSeries.offset`). O(1).
    var lastSlotOnPlot: Int {
        let right = timeScale.visibleLogicalRange.upperBound
        return right.isFinite ? Int(min(right.rounded(.up), 0x1p62)) : bars.count - 1
    }

    /// The bars at which `series` is drawn within `range` (bar indices), widened for a series displaced ahead to
    /// the slots up to the plot's right edge; nil when it has no value there. O(1).
    func drawnRange(of series: PaneSeries, within range: ClosedRange<Int>) -> ClosedRange<Int>? {
        let upper = series.offset > 0 ? max(range.upperBound, lastSlotOnPlot) : range.upperBound
        let low = max(range.lowerBound, series.offset, 0), high = min(upper, series.values.count - 1 + series.offset)
        return low <= high ? low...high : nil
    }

    /// The shading between `a` and `b` over `range` widened as `a` is drawn (Ichimoku's cloud): in `a`'s colour
    /// where `a` ≥ `b`, in `b`'s where below, each run split where the two cross (interpolated between their bars)
    /// and broken where either is missing. One bar per pixel column when bars are sub-pixel. O(range).
    /// Layers named `name + ".above"` and `name + ".below"`.
    func cloudLayers(_ a: PaneSeries, _ b: PaneSeries, range: ClosedRange<Int>, name: String) -> [ShapeLayer] {
        guard let drawn = drawnRange(of: a, within: range) else { return [] }
        var above = Path(), below = Path()
        var run: [(x: Double, a: Double, b: Double)] = [], runIsAbove = true
        func close() {
            defer { run = [] }
            guard run.count >= 2 else { return }
            var shape = Path()
            shape.move(to: CGPoint(x: run[0].x, y: run[0].a))
            for p in run.dropFirst() { shape.line(to: CGPoint(x: p.x, y: p.a)) }
            for p in run.reversed() { shape.line(to: CGPoint(x: p.x, y: p.b)) }
            shape.close()
            if runIsAbove { above.append(shape) } else { below.append(shape) }
        }
        let indices = decimating ? PixelColumns.group(drawn, x: x, pixelRatio: pixelRatio).map(\.indices.upperBound) : Array(drawn)
        for j in indices {
            let va = a.value(drawnAt: j), vb = b.value(drawnAt: j)
            let ya = priceScale.y(for: va), yb = priceScale.y(for: vb), xj = x(j)
            guard ya.isFinite, yb.isFinite else { close(); continue }
            let isAbove = va >= vb
            if let last = run.last, isAbove != runIsAbove {
                // The lines cross between the previous point and this one, where a − b (in points) is zero.
                let d0 = last.a - last.b, d1 = ya - yb
                let t = d0 == d1 ? 1 : d0 / (d0 - d1)
                let cross = (x: last.x + (xj - last.x) * t, a: last.a + (ya - last.a) * t, b: last.a + (ya - last.a) * t)
                run.append(cross)
                close()
                run = [cross]
            }
            runIsAbove = isAbove
            run.append((xj, ya, yb))
        }
        close()
        return [ShapeLayer(name: name + ".above", path: above, fillColor: a.color.withAlpha(0.22)),
                ShapeLayer(name: name + ".below", path: below, fillColor: b.color.withAlpha(0.22))]
    }
}
