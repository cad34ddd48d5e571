import Foundation
import LiveChartCore

/// Where each part of a curve chart goes, in points, origin top left.
///
/// Rows: the title line, the plot, and the x axis (only when x values are given). Columns: the value
/// axis on the left, then the plot.
public struct CurveLayout: Sendable, Equatable {
    /// The canvas.
    public var size: CGSize
    /// Title and legend, starting at the plot's left edge.
    public var title: CGRect
    /// The value axis column, left of the plot, as high as the plot.
    public var valueAxis: CGRect
    /// Where the curves are drawn; curve control points are clamped into it.
    public var plot: CGRect
    /// Empty (zero height) when there is no x axis.
    public var xAxis: CGRect

    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - axisWidth: the value axis column's width in points (from the widest label).
    ///   - font: the label font, which sets the x axis row's height.
    ///   - titleFont: the title's font, which sets the title row's height.
    ///   - hasXAxis: whether a row of x labels sits under the plot.
    public init(size: CGSize, axisWidth: Double, font: FontSpec, titleFont: FontSpec, hasXAxis: Bool) {
        self.size = size
        let margin = 10.0
        let titleHeight = titleFont.size + 16
        let axisHeight = hasXAxis ? font.size + 14 : margin
        let left = margin + axisWidth
        let right = max(left + 1, size.width - 2 * margin)
        let bottom = max(titleHeight + 1, size.height - axisHeight)
        plot = CGRect(x: left, y: titleHeight, width: right - left, height: bottom - titleHeight)
        title = CGRect(x: left, y: 0, width: right - left, height: titleHeight)
        valueAxis = CGRect(x: margin, y: titleHeight, width: axisWidth, height: plot.height)
        xAxis = CGRect(x: left, y: bottom, width: plot.width, height: hasXAxis ? axisHeight : 0)
    }
}
