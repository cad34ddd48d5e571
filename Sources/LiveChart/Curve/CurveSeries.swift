import LiveChartCore

/// One curve of a `CurveChart`: its values and how it is drawn.
public struct CurveSeries: Sendable, Equatable {
    /// Shown in the legend and the tooltip; may be empty.
    public var name: String
    /// The values, one per x position. Non-finite values are skipped: the curve joins their neighbours.
    public var values: [Double]
    /// The stroke, marker and fill colour; nil takes the theme's line colour for the series' index.
    public var color: Color?
    /// Overrides the chart's `CurveOptions.interpolation` for this series.
    public var interpolation: CurveInterpolation?
    /// Drawing order among the series (higher on top); nil uses the series' index.
    public var zPosition: Double?
    /// Whether the gradient fill under the curve is drawn (when `CurveOptions.showsFill` is on).
    public var showsFill: Bool

    /// A series; every parameter but `values` has the default described on its property.
    public init(name: String = "", values: [Double], color: Color? = nil, interpolation: CurveInterpolation? = nil,
                zPosition: Double? = nil, showsFill: Bool = true) {
        self.name = name
        self.values = values
        self.color = color
        self.interpolation = interpolation
        self.zPosition = zPosition
        self.showsFill = showsFill
    }
}
