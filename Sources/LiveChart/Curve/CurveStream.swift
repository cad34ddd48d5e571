import Foundation
import LiveChartCore

/// A curve chart of the last `window` values of a live stream, advancing as values arrive.
///
/// Each arrival animates over `CurveAnimationStyle.updateDuration`: every data point slides one step
/// left (its curve segments and marker move together, so the content scrolls), the value scale
/// morphs when the range changes, and the new point grows out of the previous end of the line, its
/// marker pulsing. Until the window is full, the line extends to the right without scrolling.
///
/// Points stay paired by their stream index, so the morph never wobbles: the presented curve with its
/// leading segments (the points leaving the window) dropped is padded at its end (`PathMorph.padded`)
/// and moves element by element to the new curve. Two points are kept beyond the left edge, clipped,
/// so the line always enters from the edge. A value arriving mid-animation starts from what is on
/// screen then.
public final class CurveStream {
    /// How many values are visible.
    public let window: Int
    /// The animator drawing the chart (its chart's series, x domain and first index are managed here).
    public let animator: CurveAnimator
    /// How many values have arrived so far, per series.
    public private(set) var received: Int
    /// The values of each series from stream index `bufferStart` on.
    private var buffers: [[Double]]
    private var bufferStart = 0
    /// Points kept left of the window so the line runs off the plot's left edge.
    private let margin = 2

    /// A stream drawn like `chart` (its series give names, colours and the values so far; equal counts).
    /// - Parameters:
    ///   - window: visible values, ≥ 2.
    ///   - context: the canvas; `time`: seconds on the chart's clock.
    public init(window: Int, chart: CurveChart, context: RenderContext,
                style: CurveAnimationStyle = CurveAnimationStyle(), at time: Double) {
        precondition(window >= 2, "a window shows at least two values")
        self.window = window
        buffers = chart.series.map(\.values)
        received = buffers.map(\.count).min() ?? 0
        chart.xValues = nil
        let hasData = received > 1
        animator = CurveAnimator(chart: CurveStream.configured(chart, buffers: &buffers, start: &bufferStart, received: received,
                                                               window: window, margin: margin),
                                 context: context, style: style, intro: hasData, at: time)
    }

    /// The chart as presented at `time` (seconds).
    public func displayList(at time: Double) -> DisplayList { animator.displayList(at: time) }

    /// Appends one value per series at `time` (seconds) and animates the step.
    public func append(_ values: [Double], at time: Double) {
        precondition(values.count == buffers.count, "one value per series")
        let chart = animator.chart
        let oldFirst = chart.firstIndex
        for (s, v) in values.enumerated() { buffers[s].append(v) }
        received += 1
        _ = CurveStream.configured(chart, buffers: &buffers, start: &bufferStart, received: received, window: window, margin: margin)
        animator.update(at: time, droppingLeading: chart.firstIndex - oldFirst)
    }

    /// Points `chart` at the window: its series hold the values from `margin` points left of the window,
    /// its first index is theirs, and its x domain is the window (0…window−1 until it fills).
    private static func configured(_ chart: CurveChart, buffers: inout [[Double]], start: inout Int, received: Int,
                                   window: Int, margin: Int) -> CurveChart {
        let first = max(0, received - window - margin)
        if first > start {
            buffers = buffers.map { Array($0.dropFirst(first - start)) }
            start = first
        }
        chart.firstIndex = first
        for s in chart.series.indices { chart.series[s].values = Array(buffers[s].prefix(received - first)) }
        let upper = Double(max(received, window) - 1)
        chart.xDomain = (upper - Double(window - 1))...upper
        return chart
    }
}
