import Foundation
import LiveChartCore

/// Where each part of a timeline chart goes, in points, origin top left.
///
/// Columns: the price axis on the left, the plots, the percent axis on the right, then the order book
/// when there is one. Rows: the title, the price pane (legend over plot), the volume pane, the time axis.
/// The rows come from `KLineLayout` with two panes, shifted right past the left axis.
public struct TimelineLayout: Sendable, Equatable {
    /// The canvas, in points.
    public var size: CGSize
    /// The title line across the top.
    public var title: CGRect
    /// The price pane: pane 0's legend and plot.
    public var price: KLineLayout.Pane
    /// The volume pane.
    public var volume: KLineLayout.Pane
    /// The row of time (or date) labels under the volume pane.
    public var timeAxis: CGRect
    /// The column of price labels left of the plots, spanning both panes.
    public var leftAxis: CGRect
    /// The column of percent labels (and volume labels) right of the plots, spanning both panes.
    public var rightAxis: CGRect
    /// The order book panel, nil when none is drawn.
    public var orderBook: CGRect?

    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - leftAxisWidth, rightAxisWidth: the label columns' widths in points (from the widest labels).
    ///   - orderBookWidth: the order book panel's width in points, 0 for none.
    ///   - font, titleFont: the label and title fonts, which set row heights.
    ///   - priceWeight: the price pane's height relative to the volume pane's.
    public init(size: CGSize, leftAxisWidth: Double, rightAxisWidth: Double, orderBookWidth: Double, font: FontSpec,
                titleFont: FontSpec, priceWeight: Double) {
        let margin = 8.0
        let shift = max(0, leftAxisWidth - margin)
        let inner = CGSize(width: max(rightAxisWidth + 20, size.width - shift - orderBookWidth), height: size.height)
        let base = KLineLayout(size: inner, axisWidth: rightAxisWidth, font: font, titleFont: titleFont, paneWeights: [priceWeight, 1])
        func moved(_ r: CGRect) -> CGRect { r.offsetBy(dx: shift, dy: 0) }
        func moved(_ p: KLineLayout.Pane) -> KLineLayout.Pane { KLineLayout.Pane(legend: moved(p.legend), plot: moved(p.plot), axis: moved(p.axis)) }
        self.size = size
        title = CGRect(x: margin, y: base.title.minY, width: size.width - 2 * margin, height: base.title.height)
        price = moved(base.panes[0])
        volume = moved(base.panes[1])
        timeAxis = moved(base.timeAxis)
        rightAxis = moved(base.priceAxis)
        leftAxis = CGRect(x: 0, y: rightAxis.minY, width: price.plot.minX, height: rightAxis.height)
        orderBook = orderBookWidth > 0
            ? CGRect(x: rightAxis.maxX, y: price.legend.minY, width: size.width - rightAxis.maxX, height: timeAxis.maxY - price.legend.minY)
            : nil
    }
}
