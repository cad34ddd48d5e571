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
}
