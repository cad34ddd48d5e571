import Foundation
import LiveChartCore

/// Where each part of a K-line chart goes, in points, origin top left.
///
/// Columns: the plots on the left, the price axis on the right. Rows: the title line, then each
/// pane (a legend row over its plot; pane 0 is the price pane), then the time axis.
public struct KLineLayout: Sendable, Equatable {
    /// One pane's rectangles.
    public struct Pane: Sendable, Equatable {
        /// The legend row above the plot.
        public var legend: CGRect
        public var plot: CGRect
        /// The pane's slice of the price-axis column.
        public var axis: CGRect
    }

    public var size: CGSize
    public var title: CGRect
    /// Pane 0 is the price pane, then the indicator panes from top to bottom.
    public var panes: [Pane]
    public var timeAxis: CGRect
    /// The right-hand column holding value labels, spanning every pane.
    public var priceAxis: CGRect

    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - axisWidth: the value axis column's width in points (from the widest label).
    ///   - font: the label font, which sets row heights.
    ///   - titleFont: the title's font.
    ///   - paneWeights: relative heights, price pane first (e.g. [3, 1, 1] for price, VOL and MACD).
    public init(size: CGSize, axisWidth: Double, font: FontSpec, titleFont: FontSpec, paneWeights: [Double]) {
        self.size = size
        let margin = 8.0
        let titleHeight = titleFont.size + 12
        let legendHeight = font.size + 8
        let axisHeight = font.size + 12
        let left = margin, right = max(left + 1, size.width - axisWidth)
        let plotWidth = right - left
        title = CGRect(x: left, y: 0, width: size.width - 2 * margin, height: titleHeight)
        let weights = paneWeights.isEmpty ? [1] : paneWeights.map { max($0, 0.01) }
        let panesTop = titleHeight
        let panesBottom = max(panesTop + Double(weights.count) * (legendHeight + 2), size.height - axisHeight)
        let total = weights.reduce(0, +)
        var top = panesTop
        var panes: [Pane] = []
        for (n, w) in weights.enumerated() {
            let bottom = n == weights.count - 1 ? panesBottom : (top + (panesBottom - panesTop) * w / total).rounded()
            let legend = CGRect(x: left, y: top, width: plotWidth, height: legendHeight)
            let plot = CGRect(x: left, y: top + legendHeight, width: plotWidth, height: max(1, bottom - top - legendHeight))
            panes.append(Pane(legend: legend, plot: plot, axis: CGRect(x: right, y: top, width: axisWidth, height: bottom - top)))
            top = bottom
        }
        self.panes = panes
        timeAxis = CGRect(x: left, y: panesBottom, width: plotWidth, height: axisHeight)
        priceAxis = CGRect(x: right, y: panesTop, width: axisWidth, height: panesBottom - panesTop)
    }

    /// The price pane's plot.
    public var pricePlot: CGRect { panes[0].plot }
}
