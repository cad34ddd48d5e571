import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// `--last N` for small N (the truth issue, item 5): `--last 1` on SPY drew eleven candles at the widest spacing,
/// the ten before the one asked for among them, and a larger N could show half a candle at the left edge.
@Suite struct FewBarsTests {
    @Test(arguments: [1, 2, 5, 10, 40])
    func aStillDrawsExactlyTheNewestNBarsCentredWhenTheyCannotFill(count: Int) throws {
        let bars = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series
        let chart = try KLineChart(series: bars)
        chart.visibleBarCount = count
        let frame = KLineFrame(chart: chart, context: RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer()))
        let visible = try #require(frame.visible)
        #expect(visible == (bars.count - count)...(bars.count - 1), "exactly the newest \(count)")
        let centred = frame.timeScale.barSpacing == chart.options.maxBarSpacing
        #expect(frame.lineRange?.lowerBound == bars.count - count - (centred ? 0 : 1),
                "lines run in from the bar before only when the bars fill the plot, as in the viewer")
        let plot = frame.layout.plot, half = frame.timeScale.barSpacing / 2
        let left = frame.x(visible.lowerBound) - half, right = frame.x(visible.upperBound) + half
        #expect(left >= plot.minX - 1e-9 && right <= plot.maxX + 1e-9, "every slot whole inside the plot")
        if centred {
            #expect(abs((left - plot.minX) - (plot.maxX - right)) < 1e-6, "centred: as much room left as right")
        } else {
            #expect(abs(left - plot.minX) < 1e-6 && abs(right - plot.maxX) < 1e-6, "the width filled")
        }
    }

    /// The viewer's fit of `view --last N` (`Viewport.showLast`, as `ChartViewer` makes it) draws what the still
    /// draws: it showed the newest N at the widest spacing against the right edge with the older bars as
    /// context. A pan brings those back.
    @Test(arguments: [1, 2, 5, 10])
    func theViewersFitDrawsWhatTheStillDraws(count: Int) throws {
        let bars = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series
        let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer())
        let still = try KLineChart(series: bars)
        still.visibleBarCount = count
        let stillFrame = KLineFrame(chart: still, context: context)
        let live = try KLineChart(series: bars)
        var viewport = Viewport(width: live.layout(in: context).plot.width, barCount: bars.count, realTimeOffset: 0)
        viewport.showLast(count)
        live.viewport = viewport
        let frame = KLineFrame(chart: live, context: context)
        #expect(frame.visible == stillFrame.visible, "the newest \(count) and no older")
        #expect(abs(frame.x(bars.count - 1) - stillFrame.x(bars.count - 1)) < 1e-6, "at the same place")
        #expect(abs(frame.timeScale.barSpacing - stillFrame.timeScale.barSpacing) < 1e-9)
        viewport.pan(by: 5 * viewport.barSpacing)
        live.viewport = viewport
        let panned = try #require(KLineFrame(chart: live, context: context).visible)
        #expect(panned.count > count && panned.lowerBound < bars.count - count, "a pan shows older bars: \(panned)")
    }
}
