import Foundation
import LiveChartCore

/// A chart of smooth trend curves: one or more series of values drawn as Bezier curves (monotone by
/// default, so the curve never shows a value the data does not have) over a vertical gradient fill,
/// with a value axis, an optional x axis, optional point markers and a tooltip.
///
/// Data flows one way: values → frame (layout, scales, curve paths) → layer tree → display list.
/// The layer tree names each series' fill, stroke and markers (`CurveLayerNames`) so an animation
/// engine can attach a stroke-end or fade animation to them; the model values are the final state.
///
/// ```swift
/// let chart = CurveChart(values: [10, 25, 30, 22, 40], options: options)
/// let list = chart.displayList(size: CGSize(width: 800, height: 400), measurer: PangoTextMeasurer())
/// ```
public final class CurveChart: Chart {
    /// The series, drawn in ascending z-order (by default, later on top).
    public var series: [CurveSeries]
    /// Shared x values, one per value index, in the values' order (increasing for the smooth modes);
    /// nil spaces the values evenly by index and draws no x axis. A value without an x is not drawn.
    public var xValues: [Double]?
    /// How the chart looks; read on every `makeLayerTree`.
    public var options: CurveOptions
    /// The pointer (mouse or touch) in canvas points; when it is over the plot, the layer tree
    /// includes the tooltip of the nearest data point.
    public var pointer: CGPoint?
    /// The x range (x values, or stream indices without them) spread across the plot inside the
    /// horizontal padding; nil fits the drawn values. Values outside it are drawn beyond the plot edges
    /// and the series are clipped to the plot: a scrolling window (`CurveStream`) sets it.
    public var xDomain: ClosedRange<Double>?
    /// The stream index of every series' `values[0]`: without x values, value k sits at x = firstIndex + k
    /// and its marker is named `CurveLayerNames.marker(i, point: firstIndex + k)`, so as a window slides
    /// each data point keeps its layer (and its animations).
    public var firstIndex = 0

    /// A chart of several series.
    public init(series: [CurveSeries], xValues: [Double]? = nil, options: CurveOptions = CurveOptions()) {
        self.series = series
        self.xValues = xValues
        self.options = options
    }

    /// A chart of one unnamed series, the entry the command line uses
    /// (`livechart curve --values 10,25,30,22,40 --interpolation monotone`).
    public convenience init(values: [Double], xValues: [Double]? = nil, options: CurveOptions = CurveOptions()) {
        self.init(series: [CurveSeries(values: values)], xValues: xValues, options: options)
    }

    /// Builds the layer tree for `context`'s canvas: grid, series (each with fill, stroke and markers),
    /// axes, title and, when `pointer` is over the plot, the tooltip. See `CurveLayerNames`.
    /// - Complexity: O(total values).
    public func makeLayerTree(in context: RenderContext) -> Layer {
        makeLayerTree(frame: CurveFrame(chart: self, context: context))
    }

    /// The layer tree of an already computed frame of this chart.
    func makeLayerTree(frame: CurveFrame) -> Layer {
        let root = Layer(name: CurveLayerNames.root)
        root.addSublayer(frame.gridLayer())
        root.addSublayer(frame.seriesLayer())
        root.addSublayer(frame.axisLayer())
        root.addSublayer(frame.titleLayer())
        if let pointer, let tip = frame.tooltip(at: pointer) {
            root.addSublayer(frame.tooltipLayer(tip))
        }
        return root
    }

    /// The data point nearest `pointer` (canvas points) on `context`'s canvas: x first, then distance.
    ///
    /// - Returns: nil when the pointer is outside the plot or the chart has no drawable value.
    /// - Complexity: O(total values).
    public func tooltip(at pointer: CGPoint, in context: RenderContext) -> CurveTooltip? {
        CurveFrame(chart: self, context: context).tooltip(at: pointer)
    }

    /// The plot rectangle in canvas points on `context`'s canvas: where the curves are drawn and where
    /// their control points are clamped to.
    public func plotRect(in context: RenderContext) -> CGRect {
        CurveFrame(chart: self, context: context).layout.plot
    }

    /// The theme's background.
    public var background: Color { options.theme.background }
}
