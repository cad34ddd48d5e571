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

    /// The M4 reduction of one column: the indices of its first, lowest, highest and last finite value, in
    /// the order they occur (fewer when they coincide); empty when no value is finite. Drawing through these
    /// alone lights the same pixels as drawing through every value. O(indices.count).
    static func extremes(_ indices: ClosedRange<Int>, value: (Int) -> Double) -> [Int] {
        var first: Int?, last = 0, low = (i: 0, v: Double.infinity), high = (i: 0, v: -Double.infinity)
        for i in indices {
            let v = value(i)
            guard v.isFinite else { continue }
            if first == nil { first = i }
            last = i
            if v < low.v { low = (i, v) }
            if v > high.v { high = (i, v) }
        }
        guard let first else { return [] }
        var kept = [first]
        for i in (low.i <= high.i ? [low.i, high.i] : [high.i, low.i]) + [last] where i != kept.last { kept.append(i) }
        return kept
    }

    /// A polyline through `value(i)` reduced per column to first, lowest, highest and last value (in the
    /// order they occur), drawn at the column's centre. A column without a finite value breaks the line.
    static func line(value: (Int) -> Double, columns: [Column], pixelRatio: Double, y: (Double) -> Double,
                     restarts: ((Int) -> Bool)? = nil) -> Path {
        var path = Path()
        var drawing = false
        let half = 0.5 / pixelRatio
        for column in columns {
            // A restart anywhere in the column (a new session) lifts the pen before it: one pixel of the new
            // stretch is not joined to the old.
            if drawing, let restarts, column.indices.contains(where: restarts) { drawing = false }
            let kept = extremes(column.indices, value: value)
            guard !kept.isEmpty else {
                drawing = false
                continue
            }
            for i in kept {
                let p = CGPoint(x: column.minX + half, y: y(value(i)))
                if drawing { path.line(to: p) } else { path.move(to: p) }
                drawing = true
            }
        }
        return path
    }

    /// Points denser than the device pixels they are drawn on, thinned per pixel column to the M4 points
    /// (`extremes`) at their own positions; `points` itself when x ever decreases (no columns to speak of).
    /// - Parameters:
    ///   - points: canvas points with non-decreasing x.
    ///   - pixelRatio: device pixels per point (> 0).
    /// - Complexity: O(n).
    static func reduce(_ points: [CGPoint], pixelRatio: Double) -> [CGPoint] {
        guard !points.isEmpty, pixelRatio > 0, zip(points, points.dropFirst()).allSatisfy({ $0.x <= $1.x }) else { return points }
        return group(0...(points.count - 1), x: { points[$0].x }, pixelRatio: pixelRatio)
            .flatMap { extremes($0.indices) { points[$0].y } }
            .map { points[$0] }
    }
}
