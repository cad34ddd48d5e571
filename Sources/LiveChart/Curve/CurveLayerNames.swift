/// The names of a curve chart's layers, so animations and tests can find them with `Layer.firstLayer(named:)`.
///
/// Each series `i` owns a container `series(i)` (its z-order among the series) holding, bottom to top,
/// `fill(i)` (the gradient under the curve), `stroke(i)` (the curve, the target of a stroke-end
/// animation) and `markers(i)`, whose sublayers `marker(i, point:)` sit with their `position` on the
/// data point and draw around their origin, so a scale animation pulses them in place.
package enum CurveLayerNames {
    /// The root of the chart's layer tree.
    public static let root = "curve"
    /// The parent of every series container.
    public static let allSeries = "curve.series"
    /// Grid lines and the plot's base line.
    public static let grid = "curve.grid"
    /// Value and x labels and the unit.
    public static let axes = "curve.axes"
    /// Title and legend.
    public static let title = "curve.title"
    /// The tooltip, present only while the chart's `pointer` is over the plot.
    public static let tooltip = "curve.tooltip"

    /// The parent of the horizontal grid lines, one `valueGridLine(_:)` per value tick, clipped to the plot.
    public static let valueGrid = "curve.grid.values"
    /// The grid line of value tick `value`: a hairline at y = 0 moved to the tick by its `position`, so
    /// when the value scale changes it slides to the tick's new place.
    public static func valueGridLine(_ value: Double) -> String { "curve.grid.value.\(value)" }
    /// The parent of the value axis labels, one `valueLabel(_:)` per value tick.
    public static let valueLabels = "curve.axes.values"
    /// The label of value tick `value`, drawn around its origin and placed by its `position`.
    public static func valueLabel(_ value: Double) -> String { "curve.axes.value.\(value)" }

    /// Series `i`'s container; its `zPosition` orders the series.
    public static func series(_ i: Int) -> String { "curve.series.\(i)" }
    /// Series `i`'s gradient area (a `ShapeLayer`), opacity `CurveOptions.fillOpacity`: the target of a fade-in.
    public static func fill(_ i: Int) -> String { "curve.series.\(i).fill" }
    /// Series `i`'s curve (a `ShapeLayer`): the target of a stroke-end (growth) animation.
    public static func stroke(_ i: Int) -> String { "curve.series.\(i).stroke" }
    /// The parent of series `i`'s markers (empty when markers are off).
    public static func markers(_ i: Int) -> String { "curve.series.\(i).markers" }
    /// The marker of value `point` (its index in the series' `values`).
    public static func marker(_ i: Int, point: Int) -> String { "curve.series.\(i).marker.\(point)" }
}
