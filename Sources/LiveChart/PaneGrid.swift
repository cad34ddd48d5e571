import Foundation
import LiveChartCore

/// Where each part of a chart goes, in canvas points, origin top left: the one layout of every family,
/// with its margins and row heights in one place (`Metrics`).
///
/// Columns: an optional value axis on the left, the plots, an optional value axis on the right, an
/// optional side panel (the timeline's order book). Rows: the title line, the panes top to bottom (each an
/// optional legend row over its plot; pane 0 is the main pane — prices, a curve, a score), and the time
/// (or x) axis under the last pane. A K-line chart has a right axis and legend rows; a timeline both axes,
/// two panes and a side panel; a curve a left axis, one pane without a legend and an x axis only when it has
/// x values; a score chart a right axis and one pane without a time axis.
public struct PaneGrid: Sendable, Equatable {
    /// The margins and row heights, from the theme's fonts.
    public struct Metrics: Sendable, Equatable {
        /// Space between the canvas edge and the title, the first column and the last one: 8 points.
        public var margin = 8.0
        /// The title row: the title font's size + 12.
        public var titleHeight: Double
        /// A pane's legend row: the label font's size + 8.
        public var legendHeight: Double
        /// The time axis row: the label font's size + 12.
        public var axisHeight: Double

        /// The metrics for `theme`'s label and title fonts.
        public init(theme: Theme) {
            titleHeight = theme.titleFont.size + 12
            legendHeight = theme.font.size + 8
            axisHeight = theme.font.size + 12
        }
    }

    /// One pane's rectangles.
    public struct Pane: Sendable, Equatable {
        /// The legend rows above the plot, `Metrics.legendHeight` each (zero height in a grid without legend rows).
        public var legend: CGRect
        /// How many rows `legend` holds (1 unless the grid was asked for more and the plot has room for them).
        public var legendLines = 1
        public var plot: CGRect
        /// The pane's slices of the left and right axis columns (zero width when the column is absent).
        public var leftAxis: CGRect
        public var rightAxis: CGRect
    }

    /// The canvas.
    public var size: CGSize
    /// The title line across the top, from the left margin to the right one.
    public var title: CGRect
    /// Pane 0 is the main pane, then the others from top to bottom.
    public var panes: [Pane]
    /// The row of time (or x) labels under the last pane; zero height when the chart has none.
    public var timeAxis: CGRect
    /// The value-label columns spanning every pane; zero width when absent.
    public var leftAxis: CGRect
    public var rightAxis: CGRect
    /// The panel right of the right axis, from the first legend row to the time axis; nil when none.
    public var sidePanel: CGRect?

    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - metrics: margins and row heights (from the theme's fonts).
    ///   - leftAxisWidth, rightAxisWidth: the value columns' widths in points (from the widest label), 0 for none.
    ///   - sidePanelWidth: the side panel's width in points, 0 for none.
    ///   - paneWeights: relative heights, main pane first (e.g. [3, 1, 1] for price, VOL and MACD).
    ///   - legendRows: whether each pane has a legend row over its plot.
    ///   - legendLines: how many legend rows each pane's legend takes, main pane first (1 for a pane not listed):
    ///     a legend too long for one row wraps onto the next instead of covering the plot.
    ///   - timeAxis: whether a row of time labels sits under the last pane (else a margin).
    /// - Complexity: O(panes).
    public init(size: CGSize, metrics: Metrics, leftAxisWidth: Double = 0, rightAxisWidth: Double = 0, sidePanelWidth: Double = 0,
                paneWeights: [Double] = [1], legendRows: Bool = true, legendLines: [Int] = [], timeAxis hasTimeAxis: Bool = true) {
        self.size = size
        let m = metrics.margin
        let legendHeight = legendRows ? metrics.legendHeight : 0
        let axisHeight = hasTimeAxis ? metrics.axisHeight : m
        let left = leftAxisWidth > 0 ? leftAxisWidth : m
        let sideWidth = max(0, min(sidePanelWidth, size.width - left - rightAxisWidth - 20))
        let right = max(left + 1, size.width - rightAxisWidth - sideWidth - (rightAxisWidth > 0 || sideWidth > 0 ? 0 : m))
        let plotWidth = right - left
        title = CGRect(x: m, y: 0, width: max(1, size.width - 2 * m), height: metrics.titleHeight)
        let weights = paneWeights.isEmpty ? [1] : paneWeights.map { max($0, 0.01) }
        let top0 = metrics.titleHeight
        let bottom0 = max(top0 + Double(weights.count) * (legendHeight + 2), size.height - axisHeight)
        let total = weights.reduce(0, +)
        var top = top0
        var panes: [Pane] = []
        for (n, w) in weights.enumerated() {
            let bottom = n == weights.count - 1 ? bottom0 : (top + (bottom0 - top0) * w / total).rounded()
            // Extra rows only while the plot keeps at least two rows' height.
            let room = legendHeight > 0 ? Int(((bottom - top) / legendHeight).rounded(.down)) - 2 : 1
            let lines = min(n < legendLines.count ? max(1, legendLines[n]) : 1, max(1, room))
            let legendHeight = legendHeight * Double(lines)
            panes.append(Pane(legend: CGRect(x: left, y: top, width: plotWidth, height: legendHeight), legendLines: lines,
                              plot: CGRect(x: left, y: top + legendHeight, width: plotWidth, height: max(1, bottom - top - legendHeight)),
                              leftAxis: CGRect(x: left - leftAxisWidth, y: top, width: leftAxisWidth, height: bottom - top),
                              rightAxis: CGRect(x: right, y: top, width: rightAxisWidth, height: bottom - top)))
            top = bottom
        }
        self.panes = panes
        timeAxis = CGRect(x: left, y: bottom0, width: plotWidth, height: hasTimeAxis ? axisHeight : 0)
        leftAxis = CGRect(x: left - leftAxisWidth, y: top0, width: leftAxisWidth, height: bottom0 - top0)
        rightAxis = CGRect(x: right, y: top0, width: rightAxisWidth, height: bottom0 - top0)
        sidePanel = sideWidth > 0
            ? CGRect(x: right + rightAxisWidth, y: top0, width: size.width - right - rightAxisWidth, height: bottom0 + axisHeight - top0)
            : nil
    }

    /// The main pane's plot (prices, the curve, the score lines).
    public var plot: CGRect { panes[0].plot }
}
