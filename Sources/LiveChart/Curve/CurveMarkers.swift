/// When a curve chart draws a marker (a small ring) on each data point.
public enum CurveMarkers: String, Sendable, Equatable, CaseIterable {
    /// Markers when the points are at least four marker diameters apart on average, so they never
    /// crowd into a solid band.
    case automatic
    /// A marker on every drawn value.
    case always
    /// No markers; a single value still shows as the stroke's round dot.
    case never
}
