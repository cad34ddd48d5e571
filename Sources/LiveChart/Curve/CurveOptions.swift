import LiveChartCore

/// What a curve chart shows and how. Lengths are points.
public struct CurveOptions: ChartOptions, Equatable {
    /// The interpolation of every series that does not choose its own.
    public var interpolation: CurveInterpolation = .monotone
    /// Theme (series without a colour take `Theme.lineColor(_:)` by index), language and the title line's
    /// text (nil or empty leaves it out).
    public var appearance = ChartAppearance()
    /// The unit of the values ("km/h", "°C", "%"): shown above the value axis and after tooltip values.
    public var unit: String?
    /// Stroke width of the curves.
    public var lineWidth: Double = 2.5
    /// When point markers are drawn.
    public var markers: CurveMarkers = .automatic
    /// Radius of a point marker.
    public var markerRadius: Double = 3.5
    /// Draws the vertical gradient under each curve (series may opt out).
    public var showsFill = true
    /// The fill layer's opacity, 0…1: the value a fade-in animation ends at.
    public var fillOpacity: Double = 0.7
    /// Space above the highest and below the lowest value, as a fraction of the value span
    /// (a flat series gets a symmetric range around its level and draws in the middle).
    public var valuePadding: Double = 0.1
    /// Space between the plot's left and right edges and the first and last points.
    public var horizontalPadding: Double = 14

    /// The defaults: monotone curves, light theme, fill and automatic markers.
    public init() {}
}
