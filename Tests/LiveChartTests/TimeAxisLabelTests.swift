import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Time-axis labels a reader can trust (the broker-grade issue, item 6): a day carries its month, the
/// first label its year (or date) unless it is such a boundary, minute marks sit on round minutes.
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

    /// Two years of daily bars from March 2011 (the bundled sample's span): the axis began "Apr … 2012", and a
    /// reader learnt the first months were 2011 only by counting back (issue 46 item 7). The first label names
    /// its year though a later year mark shows; the year marks themselves stay bare.
    @Test func theFirstLabelNamesItsYearBeforeTheFirstYearMark() throws {
        let start = Int64(CivilTime(year: 2011, month: 3, day: 1).daysSince1970)
        let days = (0..<730).map { start + Int64($0) }.filter { ($0 + 3) % 7 < 5 }  // Monday to Friday
        let bars = days.enumerated().map { k, day in
            Bar(time: day * 86_400, open: 350 + Double(k % 9), high: 360 + Double(k % 9), low: 345, close: 352 + Double(k % 7), volume: 1e7)
        }
        let texts = try axisTexts(try KLineChart(series: BarSeries(bars: bars)),
                                  RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer()))
        #expect(texts.first?.hasSuffix(" 2011") == true, "\(texts)")
        #expect(texts.contains("2012") && texts.contains("2013"), "\(texts)")
        #expect(texts.dropFirst().allSatisfy { !$0.hasSuffix(" 2011") && !$0.hasSuffix(" 2012") }, "only the first carries a year: \(texts)")
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
