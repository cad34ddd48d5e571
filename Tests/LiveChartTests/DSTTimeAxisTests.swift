import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// The K-line chart across the 2025 daylight-saving changes (transition instants from the IANA tz database,
/// tzdata 2025b; see `DSTBars`): bars stay ordered by instant and none is merged or dropped, labels are the
/// display zone's wall clock, so Sydney's repeated 02:00 hour shows twice in order and New York's skipped
/// 02:00 hour leaves no empty slot.
@Suite struct DSTTimeAxisTests {
    static var context: RenderContext { RenderContext(size: CGSize(width: 1200, height: 600), measurer: EmWidthMeasurer()) }

    static func series(_ csv: String) throws -> BarSeries {
        try BarFileReader.parse(bytes: Array(csv.utf8), name: "dst.csv").series
    }

    static func chart(_ series: BarSeries, zone: String) throws -> KLineChart {
        var options = KLineOptions()
        options.timeZone = try TimeZoneName.resolve(zone)
        options.panes = []
        return try KLineChart(series: series, options: options)
    }

    /// A chart in `zone` of `count` bars `step` seconds apart from two hours before `transition`, written as
    /// epochs or as local times with their offsets.
    static func chart(around transition: Int64, count: Int, step: Int64, zone: String, stamp: String) throws -> KLineChart {
        let offsets = try TimeZoneName.resolve(zone)
        let csv = DSTBars.csv(from: transition - 2 * 3600, count: count, step: step, stamp: stamp == "epoch" ? .epoch : .offset(offsets))
        return try chart(try series(csv), zone: zone)
    }

    /// The time-axis texts of a chart, left to right.
    static func axisTexts(_ chart: KLineChart) throws -> [String] {
        let frame = KLineFrame(chart: chart, context: context)
        let labels = try #require(chart.makeLayerTree(in: context).firstLayer(named: "axes.labels") as? TextLayer)
        return labels.runs.filter { $0.position.y == frame.layout.timeAxis.midY }.sorted { $0.position.x < $1.position.x }.map(\.text)
    }

    /// Every bar's label on the wall clock, as the crosshair's tag would read it.
    static func clocks(_ chart: KLineChart) -> [String] {
        let f = chart.timeLabelFormatter(locale: .en)
        return chart.drawnBars.map { CivilTime(secondsSince1970: f.wallTime($0.time)).clockTime }
    }

    @Test(arguments: ["epoch", "offset"])
    func sydneyFallBackShowsTwoOClockTwice(stamp: String) throws {
        // 5-minute bars from 01:00 AEDT to 03:55 AEST: four hours of instants.
        let chart = try Self.chart(around: DSTBars.sydneyFallBack, count: 48, step: 300, zone: "Australia/Sydney", stamp: stamp)
        #expect(chart.drawnBars.count == 48, "no bar merged or dropped")
        #expect(zip(chart.drawnBars, chart.drawnBars.dropFirst()).allSatisfy { $0.time < $1.time }, "ordered by instant")
        let clocks = Self.clocks(chart)
        #expect(clocks.filter { $0 == "02:30:00" }.count == 2)
        #expect(Array(clocks[12..<36]) == (0..<24).map { k in String(format: "02:%02d:00", k % 12 * 5) }, "02:00–02:55 twice, in order")
        #expect(clocks.first == "01:00:00" && clocks.last == "03:55:00")
        // Hour labels on the axis: 02:00 twice, then 03:00 (the first bar, 01:00, starts the axis unlabelled).
        let texts = try Self.axisTexts(chart)
        let hours = texts.filter { $0.hasSuffix(":00") }.map { String($0.suffix(5)) }
        #expect(hours == ["02:00", "02:00", "03:00"], "\(texts)")
        // The crosshair's tag tells the two 02:30s apart by their offsets.
        let f = chart.timeLabelFormatter(locale: .en)
        #expect(f.fullLabel(time: chart.drawnBars[18].time) == "2025-04-06 02:30 +11:00")
        #expect(f.fullLabel(time: chart.drawnBars[30].time) == "2025-04-06 02:30 +10:00")
        #expect(f.fullLabel(time: chart.drawnBars[42].time) == "2025-04-06 03:30")
    }

    @Test(arguments: ["epoch", "offset"])
    func newYorkSpringForwardLeavesNoEmptyHour(stamp: String) throws {
        // 1-minute bars from 00:00 EST to 04:59 EDT on 2025-03-09: four hours of instants.
        let chart = try Self.chart(around: DSTBars.newYorkSpringForward, count: 240, step: 60, zone: "America/New_York", stamp: stamp)
        #expect(chart.drawnBars.count == 240)
        let clocks = Self.clocks(chart)
        #expect(!clocks.contains { $0.hasPrefix("02:") }, "02:00–02:59 does not exist in New York that night")
        #expect(clocks[119] == "01:59:00" && clocks[120] == "03:00:00", "01:59 EST is followed by 03:00 EDT, one minute later")
        let texts = try Self.axisTexts(chart)
        let hours = texts.filter { $0.hasSuffix(":00") }.map { String($0.suffix(5)) }
        #expect(hours == ["01:00", "03:00", "04:00"], "\(texts)")
        // Consecutive bars sit one bar spacing apart across the change: no empty slot.
        let frame = KLineFrame(chart: chart, context: Self.context)
        #expect(abs((frame.x(120) - frame.x(119)) - (frame.x(119) - frame.x(118))) < 1e-9)
    }

    /// The same instants shown in UTC: labels move, the bars do not.
    @Test func theZoneChangesLabelsNotBars() throws {
        let csv = DSTBars.csv(from: DSTBars.sydneyFallBack - 2 * 3600, count: 48, step: 300, stamp: .epoch)
        let series = try Self.series(csv)
        let utc = try Self.chart(series, zone: "UTC"), sydney = try Self.chart(series, zone: "Australia/Sydney")
        #expect(utc.drawnBars == sydney.drawnBars)
        #expect(Self.clocks(utc).first == "14:00:00" && Self.clocks(sydney).first == "01:00:00")
        // A wall-clock series is labelled as written in every zone.
        let wall = try Self.series("Date,Open,High,Low,Close\n2020-07-01 09:31,1,2,0.5,1\n2020-07-01 09:32,1,2,0.5,1\n")
        #expect(Self.clocks(try Self.chart(wall, zone: "America/New_York")) == ["09:31:00", "09:32:00"])
    }

    /// A live bar costs O(1): the label zone is read per drawn label, nothing per bar is stored or redone.
    @Test func liveBarsOfInstantsAppendInOrderThroughTheFallBack() throws {
        let start = DSTBars.sydneyFallBack - 2 * 3600
        let all = try Self.series(DSTBars.csv(from: start, count: 180, step: 60, stamp: .epoch))
        let chart = try Self.chart(all.replacingBars(Array(all.bars.prefix(30))), zone: "Australia/Sydney")
        for bar in all.bars.dropFirst(30) { try chart.update(bar) }
        #expect(chart.series.count == 180)
        #expect(Self.clocks(chart)[119] == "02:59:00" && Self.clocks(chart)[120] == "02:00:00")
        #expect(try Self.axisTexts(chart).filter { $0.hasSuffix("02:00") }.count == 2)
    }
}
