import Foundation
import LiveChart
import LiveChartTestSupport
import LiveChartCore
import LiveChartData
import Testing

/// The timeline's crosshair: from a pointer to a minute, snapped to the bar at or before it, and
/// the tags, tooltip and legends it brings.
@Suite struct TimelineCrosshairTests {
    static let size = CGSize(width: 1000, height: 600)
    let day = CivilTime(year: 2024, month: 3, day: 1).daysSince1970

    func minute(_ slot: Int, day: Int? = nil) -> Int64 { TradingSession.aShare.barTime(ofIndex: slot, day: day ?? self.day) }

    /// A session in progress: bars for the first 60 minutes, closes 10.00, 10.01, … 10.59.
    func morning() -> TimelineChart {
        var options = TimelineOptions()
        options.previousClose = 10
        let bars = (0..<60).map { Bar(time: minute($0), open: 10, high: 10.7, low: 9.9, close: 10 + Double($0) / 100, volume: Double(100 + $0)) }
        return TimelineChart(bars: bars, session: .aShare, options: options)
    }

    /// The texts of every text layer in `layer`'s subtree.
    func texts(in layer: Layer?) -> [String] {
        guard let layer else { return [] }
        return ((layer as? TextLayer)?.runs.map(\.text) ?? []) + layer.sublayers.flatMap { texts(in: $0) }
    }

    func texts(_ chart: TimelineChart, _ name: String = "timeline.crosshair") -> [String] {
        texts(in: chart.makeLayerTree(in: RenderContext(size: Self.size, measurer: EmWidthMeasurer())).firstLayer(named: name))
    }

    @Test func aPointerMapsToTheMinuteUnderItAndNothingOutsideThePlots() throws {
        let chart = morning()
        let plot = chart.layout(in: RenderContext(size: Self.size, measurer: EmWidthMeasurer())).panes[0].plot
        let x = plot.minX + plot.width * 30.5 / 240
        let c = try #require(chart.crosshair(at: CGPoint(x: x, y: plot.midY), in: RenderContext(size: Self.size, measurer: EmWidthMeasurer())))
        #expect(c.day == 0 && c.slot == 30 && c.y == plot.midY)
        #expect(chart.crosshair(at: CGPoint(x: plot.minX - 5, y: plot.midY), in: RenderContext(size: Self.size, measurer: EmWidthMeasurer())) == nil)
        #expect(chart.crosshair(at: CGPoint(x: x, y: plot.minY - 5), in: RenderContext(size: Self.size, measurer: EmWidthMeasurer())) == nil)
        let overVolume = chart.layout(in: RenderContext(size: Self.size, measurer: EmWidthMeasurer())).panes[1].plot
        #expect(chart.crosshair(at: CGPoint(x: x, y: overVolume.midY), in: RenderContext(size: Self.size, measurer: EmWidthMeasurer()))?.y == nil,
                "over the volume pane the horizontal line goes to the price")
    }

    @Test func theTooltipShowsTheMinutesBarAndTheLegendFollowsIt() {
        let chart = morning()
        chart.crosshair = TimelineCrosshair(day: 0, slot: 12)
        let shown = texts(chart)
        #expect(shown.contains("10.12"), "price of minute 12")
        #expect(shown.contains("+1.20%"), "change against the previous close 10")
        #expect(shown.contains("2024-03-01 09:43"), "the time of minute 12 (bars labelled at their end)")
        let legend = texts(chart, "timeline.title")
        #expect(legend.contains("Price 10.12"))
        // The header follows the crosshair as the K-line's does, so it, the tooltip and the tag agree (the truth
        // issue, item 6); the live price is back when the crosshair leaves.
        #expect(legend.contains("10.12") && legend.contains("+1.20%") && !legend.contains("10.59"), "\(legend)")
        chart.crosshair = nil
        #expect(texts(chart, "timeline.title").contains("10.59"), "the live price without a crosshair")
    }

    @Test func pastTheLiveBarItSnapsToTheNewestMinute() {
        let chart = morning()
        chart.crosshair = TimelineCrosshair(day: 0, slot: 200)
        #expect(texts(chart).contains("10.59"))
        chart.crosshair = TimelineCrosshair(day: 3, slot: 0)
        #expect(texts(chart).isEmpty, "a session that is not drawn draws no crosshair")
    }

    /// The zh title is Chinese throughout (it kept "A-share" and "ref" in English).
    @Test func theChineseTitleIsChinese() {
        let chart = morning()
        chart.options.locale = .zh
        let title = texts(chart, "timeline.title")
        #expect(title.contains("A股") && title.contains { $0.hasPrefix("基准 ") })
        #expect(!title.contains("A-share") && !title.contains { $0.hasPrefix("ref ") })
    }
}
