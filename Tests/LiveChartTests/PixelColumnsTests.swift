import Foundation
import LiveChart
import LiveChartTestSupport
import LiveChartCore
import LiveChartData
import Testing

/// Bars narrower than a device pixel are reduced per pixel column (design decision 7): what is drawn grows
/// with the plot's width, not with the number of bars, and keeps the extremes a full drawing would show.
@Suite struct PixelColumnsTests {
    /// `count` bars of a deterministic zig-zag: bar k closes at 100 + (k mod 50), every fifth bar falls.
    private func series(_ count: Int) -> BarSeries {
        BarSeries(bars: (0..<count).map { k in
            let c = 100 + Double(k % 50)
            let open = k % 5 == 0 ? c + 0.5 : c - 0.5
            return Bar(time: Int64(k) * 60, open: open, high: c + 1, low: c - 1, close: c, volume: Double(1 + k % 7))
        })
    }

    private func elements(_ root: Layer, _ name: String) -> Int {
        (root.firstLayer(named: name) as? ShapeLayer)?.path.elements.count ?? -1
    }

    @Test(arguments: [CandleStyle.candles, .ohlc, .hollow])
    func sub_pixelCandlesBecomeOneBarPerPixelColumn(style: CandleStyle) throws {
        var options = KLineOptions()
        options.style = style
        let chart = try KLineChart(series: series(20_000), options: options)
        let size = CGSize(width: 800, height: 500)
        let root = chart.makeLayerTree(in: RenderContext(size: size, measurer: FixedWidthMeasurer()))
        let rects = (elements(root, "candles.up") + elements(root, "candles.down")) / 5
        let width = Int(chart.layout(in: RenderContext(size: size, measurer: FixedWidthMeasurer())).plot.width)
        #expect(rects > width / 2 && rects <= width + 1, "\(rects) rectangles for a \(width)-point plot")
        let volume = elements(root, "pane.1.VOLUME.up") + elements(root, "pane.1.VOLUME.down")
        #expect(volume > 0 && volume / 5 <= width + 1)
        for n in [5, 60] { #expect(elements(root, "ma.\(n)") <= 4 * (width + 3), "MA\(n)") }
    }

    /// Column bars span their bars' highest high and lowest low, so the drawing keeps the series' full range.
    @Test func columnBarsKeepTheExtremes() throws {
        let chart = try KLineChart(series: series(20_000))
        let size = CGSize(width: 800, height: 500)
        let root = chart.makeLayerTree(in: RenderContext(size: size, measurer: FixedWidthMeasurer()))
        let up = (root.firstLayer(named: "candles.up") as? ShapeLayer)?.path.controlPointBounds ?? .null
        let down = (root.firstLayer(named: "candles.down") as? ShapeLayer)?.path.controlPointBounds ?? .null
        let plot = chart.layout(in: RenderContext(size: size, measurer: FixedWidthMeasurer())).plot
        #expect(up.union(down).height > plot.height * 0.8)
        #expect(up.union(down).width > plot.width * 0.9)
    }

    /// Bars wider than a pixel are drawn one by one, as before.
    @Test func wideBarsAreNotReduced() throws {
        let chart = try KLineChart(series: series(100))
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 800, height: 500), measurer: FixedWidthMeasurer()))
        #expect((elements(root, "candles.up") + elements(root, "candles.down")) == 100 * 2 * 5)
    }

    /// A line through 100,000 points keeps at most four points per column and the global extremes.
    @Test func lineStyleThroughManyBars() throws {
        var options = KLineOptions()
        options.style = .line
        options.maPeriods = []
        options.panes = []
        let chart = try KLineChart(series: series(100_000), options: options)
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1000, height: 400), measurer: FixedWidthMeasurer()))
        let path = (root.firstLayer(named: "candles.line") as? ShapeLayer)?.path ?? Path()
        #expect(path.elements.count > 1000 && path.elements.count <= 4 * 1003)
        let bounds = path.controlPointBounds
        let plot = chart.layout(in: RenderContext(size: CGSize(width: 1000, height: 400), measurer: FixedWidthMeasurer())).plot
        #expect(bounds.height > plot.height * 0.8, "the zig-zag's full range 100…149 is still drawn")
    }
}
