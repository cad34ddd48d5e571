import Foundation
import LiveChartCore

/// Builds polyline paths through indicator values, breaking the line at missing (NaN) values.
public enum LinePath {
    /// A path through `(x(i), y(values[i]))` for `i` in `indices`; a NaN starts a new sub-path.
    /// - Complexity: O(indices.count).
    public static func make(values: [Double], indices: ClosedRange<Int>, x: (Int) -> Double, y: (Double) -> Double) -> Path {
        var path = Path()
        var drawing = false
        for i in indices where i >= 0 && i < values.count {
            let v = values[i]
            guard v.isFinite else {
                drawing = false
                continue
            }
            let p = CGPoint(x: x(i), y: y(v))
            if drawing { path.line(to: p) } else { path.move(to: p) }
            drawing = true
        }
        return path
    }
}
