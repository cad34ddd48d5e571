import Foundation
@testable import LiveChartJobs
import LiveChart
import LiveChartData
import LiveChartTestSupport
import Testing

/// A date window on a box style shows the boxes of the window (issue 46, item 3, found while checking the
/// gallery): `kline SPY_D.csv --from 2018-01-01 --style renko` showed as many boxes as the window has bars, so
/// with ATR(14) bricks, fewer than the 670 days since 2018, every brick since 1999 was drawn. Bricks of 8 on
/// 2019-2020 SPY: fewer than the 125 days from 2020-03-02.
@Suite struct BoxWindowTests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")

    func chart(_ arguments: [String]) throws -> (KLineChart, LoadedBars, ChartSettings) {
        let args = try ParsedArguments([spy] + arguments, specs: KLineSettings.options)
        let settings = try KLineSettings(args).chart
        let loaded = try settings.loadBars(spy)
        return (try KLineChart(series: loaded.series, options: settings.chartOptions, period: loaded.period), loaded, settings)
    }

    @Test(arguments: ["renko", "pnf", "kagi", "line-break"])
    func aWindowShowsTheBoxesFromTheOneHoldingItsFirstDay(style: String) throws {
        let size = style == "line-break" ? [] : ["--box-size", "8"]
        let (chart, loaded, settings) = try chart(["--style", style, "--from", "2020-03-02"] + size)
        let boxes = chart.drawnBars, start = loaded.series.bars[loaded.windowStart].time
        let holding = try #require(boxes.lastIndex { $0.time <= start })
        #expect(settings.visibleBarCount(of: loaded, on: chart) == boxes.count - holding, "\(boxes.count) boxes, window from \(holding)")
        #expect(settings.visibleBarCount(of: loaded, on: chart) != loaded.windowBarCount)
        // --last still counts boxes, within the window.
        let (last, lastLoaded, lastSettings) = try self.chart(["--style", style, "--from", "2020-03-02", "--last", "5"] + size)
        #expect(lastSettings.visibleBarCount(of: lastLoaded, on: last) == min(5, boxes.count - holding))
    }

    @Test func aCrosshairBeforeTheWindowIsRefused() throws {
        let args = try ParsedArguments([spy, "--style", "renko", "--box-size", "8", "--from", "2020-03-02", "--crosshair", "2019-08-01"],
                                       specs: KLineSettings.options)
        #expect(throws: CommandFailure.self) { try KLineStill.displayList(input: spy, settings: try KLineSettings(args)) }
    }

    @Test func candlesKeepTheWindowsBarCount() throws {
        let (chart, loaded, settings) = try chart(["--from", "2020-03-02"])
        #expect(settings.visibleBarCount(of: loaded, on: chart) == loaded.windowBarCount)
        let ha = try self.chart(["--style", "heikin-ashi", "--from", "2020-03-02"])
        #expect(ha.2.visibleBarCount(of: ha.1, on: ha.0) == ha.1.windowBarCount)
    }
}
