import Foundation

/// Thins a series that is denser than the device pixels it is drawn on, keeping what a viewer can see.
///
/// Each pixel column keeps at most four points, in their original order: its first, lowest, highest
/// and last. The drawn outline and every extreme are unchanged at that resolution, while the path
/// shrinks from n segments to at most four per column (DESIGN.md, decision 7: a frame costs O(visible
/// pixels), and Cairo is never handed tens of thousands of segments).
enum CurveDecimation {
    /// The reduced points, or `points` itself when x ever decreases (no columns to speak of).
    ///
    /// - Parameters:
    ///   - points: canvas points with non-decreasing x.
    ///   - columnWidth: the width of one device pixel, in points (> 0).
    /// - Complexity: O(n).
    static func reduce(_ points: [CGPoint], columnWidth: Double) -> [CGPoint] {
        guard let origin = points.first?.x, columnWidth > 0,
              zip(points, points.dropFirst()).allSatisfy({ $0.x <= $1.x }) else { return points }
        var kept: [CGPoint] = []
        var start = 0
        while start < points.count {
            let column = ((points[start].x - origin) / columnWidth).rounded(.down)
            var end = start + 1
            while end < points.count, ((points[end].x - origin) / columnWidth).rounded(.down) == column { end += 1 }
            let range = start..<end
            let low = range.min { points[$0].y < points[$1].y }!, high = range.max { points[$0].y < points[$1].y }!
            for i in Set([start, low, high, end - 1]).sorted() { kept.append(points[i]) }
            start = end
        }
        return kept
    }
}
