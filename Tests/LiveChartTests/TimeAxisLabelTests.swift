import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Time-axis labels a reader can trust (the broker-grade issue, item 6): a day carries its month, the
/// first label its year (or date) when no heavier boundary shows, minute marks sit on round minutes.
@Suite struct TimeAxisLabelTests {
    func axisTexts(_ chart: KLineChart, _ context: RenderContext) throws -> [String] {
        let frame = KLineFrame(chart: chart, context: context)
        let labels = try #require(chart.makeLayerTree(in: context).firstLayer(named: "axes.labels") as? TextLayer)
        return labels.runs.filter { $0.position.y == frame.layout.timeAxis.midY }.map(\.text)
    }

    @Test func daysCarryTheirMonthAndTheFirstLabelItsYear() throws {
        let f = TimeLabelFormatter(locale: .en, intraday: false)
        let oct15 = Int64(CivilTime(year: 2012, month: 10, day: 15).daysSince1970) * 86_400
        #expect(f.label(time: oct15, weight: .day) == "Oct 15")
        #expect(TimeLabelFormatter(locale: .zh, intraday: false).label(time: oct15, weight: .day) == "10-15")
        #expect(f.contextLabel(time: oct15, weight: .month) == "Oct 2012")
        #expect(TimeLabelFormatter(locale: .zh, intraday: false).contextLabel(time: oct15, weight: .month) == "2012年10月")
        // 120 business days inside 2024: no year boundary on screen, so the first label names the year.
        let bars = SyntheticBars.walk(count: 120).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        let texts = try axisTexts(chart, RenderContext(size: CGSize(width: 1200, height: 600), measurer: EmWidthMeasurer()))
        #expect(texts.first?.hasSuffix("2024") == true, "\(texts)")
        #expect(!texts.contains { Int($0) != nil && $0.count <= 2 }, "no lone day numbers: \(texts)")
    }

    @Test func minuteMarksSitOnRoundMinutes() throws {
        let start = Int64(CivilTime(year: 2024, month: 3, day: 1, hour: 13, minute: 3).daysSince1970) * 86_400 + 13 * 3600 + 180
        let bars = (0..<200).map { k in Bar(time: start + Int64(k) * 60, open: 10, high: 10.2, low: 9.9, close: 10.1, volume: 5) }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        let texts = try axisTexts(chart, RenderContext(size: CGSize(width: 1200, height: 600), measurer: EmWidthMeasurer()))
        let minutes = texts.compactMap { $0.split(separator: ":").last.flatMap { Int($0) } }
        #expect(!minutes.isEmpty && minutes.allSatisfy { $0 % 5 == 0 }, "\(texts)")
        #expect(texts.first?.hasPrefix("Mar 1 ") == true, "the first label carries the date: \(texts)")
    }
}
