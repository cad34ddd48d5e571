/// The names of a curve chart's layers, so animations and tests can find them with `Layer.firstLayer(named:)`.
///
/// Each series `i` owns a container `series(i)` (its z-order among the series) holding, bottom to top,
/// `fill(i)` (the gradient under the curve), `stroke(i)` (the curve, the target of a stroke-end
/// animation) and `markers(i)`, whose sublayers `marker(i, point:)` sit with their `position` on the
/// data point and draw around their origin, so a scale animation pulses them in place.
public enum CurveLayerNames {
    /// The root of the chart's layer tree.
    public static let root = "curve"
    /// The parent of every series container.
    public static let allSeries = "curve.series"
    public static let grid = "curve.grid"
    public static let axes = "curve.axes"
    public static let title = "curve.title"
    public static let tooltip = "curve.tooltip"

    public static func series(_ i: Int) -> String { "curve.series.\(i)" }
    public static func fill(_ i: Int) -> String { "curve.series.\(i).fill" }
    public static func stroke(_ i: Int) -> String { "curve.series.\(i).stroke" }
    public static func markers(_ i: Int) -> String { "curve.series.\(i).markers" }
    /// The marker of value `point` (its index in the series' `values`).
    public static func marker(_ i: Int, point: Int) -> String { "curve.series.\(i).marker.\(point)" }
}
