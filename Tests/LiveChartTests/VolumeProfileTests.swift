import Foundation
import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// The volume profile (issue 16's list: "volume profile, as a side histogram of the visible range"). No TA-Lib or
/// pandas-ta function computes TradingView's visible-range profile, so the values are checked against a worked
/// example by hand, following the rules `VolumeProfile` states (TradingView's "Volume Profile" help: rows over
/// the range, up/down volume, point of control, a 70 % value area grown toward the larger neighbour).
@Suite struct VolumeProfileTests {
    /// Four rows over 10…18 (2 apart). A: 10–14 up, 400 → 200 in rows 0 and 1. B: 12–18 down, 600 → 200 in rows
    /// 1, 2, 3. C: 15–15, 100 up → row 2. Totals 200, 400, 300, 200 (1,100); the POC is row 1; the value area
    /// (770) takes row 2 (300 over row 0's 200): 700, then row 3 on the tie with row 0 (up wins): 900.
    @Test func aWorkedExample() throws {
        let bars = [Bar(time: 0, open: 10, high: 14, low: 10, close: 14, volume: 400),
                    Bar(time: 60, open: 18, high: 18, low: 12, close: 12, volume: 600),
                    Bar(time: 120, open: 15, high: 15, low: 15, close: 15, volume: 100)]
        let profile = try #require(VolumeProfile(bars: bars, rows: 4))
        #expect(profile.rows.map(\.low) == [10, 12, 14, 16] && profile.rows.last?.high == 18)
        #expect(profile.rows.map(\.up) == [200, 200, 100, 0])
        #expect(profile.rows.map(\.down) == [0, 200, 200, 200])
        #expect(profile.pointOfControl == 1)
        #expect(profile.valueArea == 1...3)
        #expect(abs(profile.rows.reduce(0) { $0 + $1.total } - 1_100) < 1e-9, "no volume lost")
        #expect(VolumeProfile(bars: [Bar](), rows: 4) == nil && VolumeProfile(bars: [Bar(time: 0, open: 1, high: 1, low: 1, close: 1, volume: 0)], rows: 4) == nil)
    }

    /// Drawn behind the candles from the price plot's right edge, the longest row `widthShare` of the plot, with
    /// the point of control across the plot; only with the option.
    @Test func theChartDrawsItBehindTheCandles() throws {
        let bars = SyntheticBars.walk(count: 200, seed: 4).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        var options = KLineOptions()
        options.volumeProfile = VolumeProfileOptions(rows: 24)
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())
        let tree = chart.makeLayerTree(in: context)
        let names = tree.sublayers.map(\.name)
        #expect(try #require(names.firstIndex(of: "volumeProfile")) < (try #require(names.firstIndex(of: "candles"))))
        #expect(tree.firstLayer(named: "volumeProfile.pointOfControl") != nil)
        let plot = chart.layout(in: context).plot
        let rows = ["valueArea.up", "valueArea.down", "outside.up", "outside.down"].compactMap { tree.firstLayer(named: "volumeProfile." + $0) as? ShapeLayer }
        let boxes = rows.map { $0.path.controlPointBounds }.filter { !$0.isEmpty }
        #expect(!boxes.isEmpty && boxes.allSatisfy { $0.maxX <= plot.maxX + 1e-9 && $0.minX >= plot.maxX - plot.width * 0.3 - 1e-6 }, "\(boxes)")
        #expect(try KLineChart(series: BarSeries(bars: bars)).makeLayerTree(in: context).firstLayer(named: "volumeProfile.pointOfControl") == nil)
    }
}
