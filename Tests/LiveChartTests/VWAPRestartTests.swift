import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartIndicators
import LiveChartTestSupport
import Testing

/// VWAP restarts its sums each session (TradingView's anchor "Session"), so its line must not be joined from the
/// last bar of one day to the first of the next: TradingView draws a gap at each reset (issue 46 item 9).
@Suite struct VWAPRestartTests {
    /// Three sessions (Monday to Wednesday, 2022-01-10 to 12) of 30 five-minute bars from 09:30, the second day 40 points above the first.
    let series: BarSeries = {
        var bars: [Bar] = []
        for day in 0..<3 {
            let open = Int64(19_002 + day) * 86_400 + 9 * 3600 + 1800
            for k in 0..<30 {
                let close = 100 + Double(day) * 40 + Double(k % 7)
                bars.append(Bar(time: open + Int64(k) * 300, open: close - 1, high: close + 2, low: close - 2, close: close, volume: 1000 + Double(k)))
            }
        }
        return BarSeries(bars: bars)
    }()

    func moves(_ chart: KLineChart, width: Double, name: String) throws -> Int {
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: width, height: 600), measurer: FixedWidthMeasurer()))
        let line = try #require(root.firstLayer(named: name) as? ShapeLayer)
        return line.path.elements.filter { if case .move = $0 { true } else { false } }.count
    }

    func chart(_ overlay: String) throws -> KLineChart {
        var options = KLineOptions()
        options.maPeriods = [5]
        options.overlays = [try IndicatorSpec(parsing: overlay)]
        return try KLineChart(series: series, options: options)
    }

    @Test func sessionVWAPBreaksAtEachNewDay() throws {
        #expect(try moves(chart("VWAP"), width: 1200, name: "overlay.VWAP(1).VWAP") == 3, "one stretch per session")
        // A moving average runs on across the days.
        #expect(try moves(chart("VWAP"), width: 1200, name: "ma.5") == 1)
        // Anchored on the week (all three days in one), the line is one stretch.
        #expect(try moves(chart("VWAP(2)"), width: 1200, name: "overlay.VWAP(2).VWAP") == 1)
    }

    @Test func breaksSurviveSubPixelBars() throws {
        // 90 bars on a 60-point plot: the line is reduced per pixel column and still lifts at each session.
        let chart = try chart("VWAP")
        #expect(try moves(chart, width: 140, name: "overlay.VWAP(1).VWAP") == 3)
    }
}
