import Foundation
import LiveChartCore

/// A long polyline whose x only grows (an indicator line), cut into runs of `segmentsPerRun` segments
/// that overlap by one segment, each with the band of device-pixel columns it alone paints.
///
/// Stroking every run clipped to its band draws each join whole (the join at a run's end lies inside
/// the next run) and each pixel column once, so the result equals stroking the whole line, while
/// Cairo's scan converter, whose cost grows with the area a polygon spans, works on small pieces.
struct PolylineChunks {
    /// Polylines with fewer segments are stroked whole.
    static let minimumSegments = 48
    static let segmentsPerRun = 32

    /// A run and the x band (points, device-pixel aligned) it paints.
    struct Run {
        var path: Path
        var minX: Double
        var maxX: Double
    }

    let runs: [Run]

    /// nil unless `path` is one open polyline (a move, then lines) of at least `minimumSegments`
    /// segments whose x strictly increases.
    init?(_ path: Path, pixelRatio: Double) {
        guard path.elements.count > PolylineChunks.minimumSegments, case .move(let first) = path.elements[0] else { return nil }
        var points = [first]
        points.reserveCapacity(path.elements.count)
        for element in path.elements.dropFirst() {
            guard case .line(let p) = element, p.x > points[points.count - 1].x else { return nil }
            points.append(p)
        }
        var runs: [Run] = []
        var start = 0, left = -Double.infinity
        while start < points.count - 1 {
            let end = min(start + PolylineChunks.segmentsPerRun, points.count - 1)
            var run = Path()
            run.move(to: points[start])
            for p in points[(start + 1)...end] { run.line(to: p) }
            // The next run starts one segment back; the band boundary is a pixel column inside that segment.
            let right = end == points.count - 1 ? Double.infinity
                : (((points[end - 1].x + points[end].x) / 2) * pixelRatio).rounded() / pixelRatio
            runs.append(Run(path: run, minX: left, maxX: right))
            left = right
            start = end == points.count - 1 ? end : end - 1
        }
        self.runs = runs
    }
}
