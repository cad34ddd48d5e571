import Foundation
import LiveChartCore

/// Builds polyline paths through indicator values, breaking the line at missing (NaN) values.
package enum LinePath {
    /// A path through `(x(i), y(values[i]))` for `i` in `indices`; a NaN, or a value the scale cannot show (≤ 0 on
    /// a log scale), starts a new sub-path.
    /// - Complexity: O(indices.count).
    public static func make(values: [Double], indices: ClosedRange<Int>, x: (Int) -> Double, y: (Double) -> Double) -> Path {
        let valid = max(indices.lowerBound, 0)...min(indices.upperBound, max(values.count - 1, 0))
        return values.isEmpty ? Path() : make(value: { values[$0] }, indices: valid, x: x, y: y)
    }

    /// The same for values read through a closure (a column of the bars), so nothing is copied; `restarts(i)`
    /// true starts a new sub-path at `i` (a VWAP's new session), nil for none.
    public static func make(value: (Int) -> Double, indices: ClosedRange<Int>, x: (Int) -> Double, y: (Double) -> Double,
                            restarts: ((Int) -> Bool)? = nil) -> Path {
        var path = Path()
        var drawing = false
        for i in indices {
            if drawing, let restarts, restarts(i) { drawing = false }
            let v = value(i)
            let py = v.isFinite ? y(v) : .nan
            guard py.isFinite else {
                drawing = false
                continue
            }
            let p = CGPoint(x: x(i), y: py)
            if drawing { path.line(to: p) } else { path.move(to: p) }
            drawing = true
        }
        return path
    }
}
