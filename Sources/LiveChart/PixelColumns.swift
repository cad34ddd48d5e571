import Foundation
import LiveChartCore
import LiveChartData

/// Reduces bars narrower than a device pixel to one mark per pixel column (design decision 7).
///
/// When `barSpacing × pixelRatio < 1`, several bars share a device-pixel column; drawing each would hand
/// Cairo millions of overlapping shapes for a picture of a few thousand pixels. Instead the bars of a
/// column are grouped: candles become one per-column OHLC bar (first open, highest high, lowest low, last
/// close), lines keep each column's first, lowest, highest and last value (the M4 reduction, which draws
/// the same pixels as the full line), and columns (volume, histograms) keep their extremes.
/// Grouping is O(visible bars); what is drawn is O(plot width in device pixels).
enum PixelColumns {
    /// One device-pixel column: the bar indices whose centres fall in it and its left edge in points.
    struct Column {
        let indices: ClosedRange<Int>
        let minX: Double
    }

    /// Whether bars at `barSpacing` points are narrower than one device pixel, so drawing must be reduced.
    static func needed(barSpacing: Double, pixelRatio: Double) -> Bool { barSpacing * pixelRatio < 1 }

    /// Groups `indices` by the device-pixel column of `x(i)` (points), left to right. O(indices.count).
    static func group(_ indices: ClosedRange<Int>, x: (Int) -> Double, pixelRatio: Double) -> [Column] {
        var columns: [Column] = []
        var start = indices.lowerBound, column = (x(start) * pixelRatio).rounded(.down)
        for i in indices.dropFirst() {
            let c = (x(i) * pixelRatio).rounded(.down)
            guard c != column else { continue }
            columns.append(Column(indices: start...(i - 1), minX: column / pixelRatio))
            (start, column) = (i, c)
        }
        columns.append(Column(indices: start...indices.upperBound, minX: column / pixelRatio))
        return columns
    }

    /// The bar a column stands for: first open, highest high, lowest low, last close, summed volume, first
    /// time; bars with a non-finite price are left out. `nil` when none remains.
    static func aggregate(_ bars: [Bar], _ indices: ClosedRange<Int>) -> Bar? {
        var result: Bar?
        for i in indices {
            let b = bars[i]
            guard b.open.isFinite, b.high.isFinite, b.low.isFinite, b.close.isFinite else { continue }
            guard var r = result else {
                result = b
                continue
            }
            r.high = max(r.high, b.high)
            r.low = min(r.low, b.low)
            r.close = b.close
            r.volume += b.volume
            result = r
        }
        return result
    }

    /// A polyline through `value(i)` reduced per column to first, lowest, highest and last value (in the
    /// order they occur), drawn at the column's centre. A column without a finite value breaks the line.
    static func line(value: (Int) -> Double, columns: [Column], pixelRatio: Double, y: (Double) -> Double) -> Path {
        var path = Path()
        var drawing = false
        let half = 0.5 / pixelRatio
        for column in columns {
            var first = Double.nan, last = Double.nan, low = (i: 0, v: Double.infinity), high = (i: 0, v: -Double.infinity)
            for i in column.indices {
                let v = value(i)
                guard v.isFinite else { continue }
                if first.isNaN { first = v }
                last = v
                if v < low.v { low = (i, v) }
                if v > high.v { high = (i, v) }
            }
            guard first.isFinite else {
                drawing = false
                continue
            }
            let x = column.minX + half
            let middle = low.i <= high.i ? [low.v, high.v] : [high.v, low.v]
            for v in [first] + middle + [last] {
                let p = CGPoint(x: x, y: y(v))
                if drawing { path.line(to: p) } else { path.move(to: p) }
                drawing = true
            }
        }
        return path
    }
}
