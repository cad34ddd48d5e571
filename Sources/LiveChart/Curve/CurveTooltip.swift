import Foundation

/// The data point nearest a pointer, with what a tooltip shows about it.
public struct CurveTooltip: Sendable, Equatable {
    /// The series' index in the chart.
    public var series: Int
    /// The index of the value in the series' `values`.
    public var index: Int
    /// The data value.
    public var value: Double
    /// The value's x when the chart has x values, else nil.
    public var x: Double?
    /// Where the point is drawn, in canvas points.
    public var position: CGPoint
    /// The first line: the x value (or "#index" without x values), then the series name if it has one.
    public var title: String
    /// The second line: the value, formatted, followed by the unit when the chart has one.
    public var valueText: String

    /// A tooltip with every field given.
    public init(series: Int, index: Int, value: Double, x: Double?, position: CGPoint, title: String, valueText: String) {
        self.series = series
        self.index = index
        self.value = value
        self.x = x
        self.position = position
        self.title = title
        self.valueText = valueText
    }

    /// The point nearest `pointer`: x first, then distance. Among all series, the points whose x is
    /// nearest the pointer's (within `tolerance`) are candidates; of those, the one nearest in
    /// straight-line distance wins. A tie between series goes to the later one (pass the series in
    /// drawing order, and the curve on top wins); within a series, to the earlier point.
    ///
    /// So a pointer anywhere in a point's column selects that column, and where several series share
    /// the column, the curve the pointer is closest to.
    /// - Parameters:
    ///   - pointer: in the same coordinates as the points (canvas points).
    ///   - points: each series' points, in any order; the series bottom to top.
    ///   - tolerance: how far (points) an x may be from the nearest x and still count as nearest.
    /// - Returns: the series and the index into its points; nil when there is no point.
    /// - Complexity: O(total points).
    public static func nearest(to pointer: CGPoint, in points: [[CGPoint]], tolerance: Double = 0.5) -> (series: Int, point: Int)? {
        var nearestDX = Double.infinity
        for series in points {
            for p in series { nearestDX = min(nearestDX, abs(Double(p.x - pointer.x))) }
        }
        guard nearestDX.isFinite else { return nil }
        var best: (series: Int, point: Int)?
        var bestDistance = Double.infinity
        for (s, series) in points.enumerated() {
            for (k, p) in series.enumerated() where abs(Double(p.x - pointer.x)) <= nearestDX + tolerance {
                let d = Double(hypot(p.x - pointer.x, p.y - pointer.y))
                if d < bestDistance || (d == bestDistance && s != best?.series) {
                    bestDistance = d
                    best = (s, k)
                }
            }
        }
        return best
    }
}
