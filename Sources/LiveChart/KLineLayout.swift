import Foundation
import LiveChartCore

/// Where each part of a K-line chart goes, in points, origin top left.
///
/// Columns: the plots on the left, the price axis on the right. Rows: the title line, then each
/// pane (a legend row over its plot), then the time axis.
public struct KLineLayout: Sendable, Equatable {
    public var size: CGSize
    public var title: CGRect
    public var priceLegend: CGRect
    public var pricePlot: CGRect
    /// Empty when volume is hidden.
    public var volumeLegend: CGRect
    public var volumePlot: CGRect
    public var timeAxis: CGRect
    /// The right-hand column holding price labels, spanning every pane.
    public var priceAxis: CGRect

    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - axisWidth: the price axis column's width in points (from the widest label).
    ///   - font: the label font, which sets row heights.
    ///   - titleFont: the title's font.
    ///   - showVolume: whether a volume pane sits under the price pane (a quarter of the pane height).
    public init(size: CGSize, axisWidth: Double, font: FontSpec, titleFont: FontSpec, showVolume: Bool) {
        self.size = size
        let margin = 8.0
        let titleHeight = titleFont.size + 12
        let legendHeight = font.size + 8
        let axisHeight = font.size + 12
        let left = margin, right = max(left + 1, size.width - axisWidth)
        let plotWidth = right - left
        title = CGRect(x: left, y: 0, width: size.width - 2 * margin, height: titleHeight)
        let panesTop = titleHeight, panesBottom = max(panesTop + 2 * legendHeight + 2, size.height - axisHeight)
        let total = panesBottom - panesTop
        let priceHeight = showVolume ? (total * 0.75).rounded() : total
        priceLegend = CGRect(x: left, y: panesTop, width: plotWidth, height: legendHeight)
        pricePlot = CGRect(x: left, y: panesTop + legendHeight, width: plotWidth, height: max(1, priceHeight - legendHeight))
        if showVolume {
            let volumeTop = panesTop + priceHeight
            volumeLegend = CGRect(x: left, y: volumeTop, width: plotWidth, height: legendHeight)
            volumePlot = CGRect(x: left, y: volumeTop + legendHeight, width: plotWidth,
                                height: max(1, panesBottom - volumeTop - legendHeight))
        } else {
            volumeLegend = CGRect(x: left, y: panesBottom, width: plotWidth, height: 0)
            volumePlot = volumeLegend
        }
        timeAxis = CGRect(x: left, y: panesBottom, width: plotWidth, height: axisHeight)
        priceAxis = CGRect(x: right, y: panesTop, width: axisWidth, height: panesBottom - panesTop)
    }
}
