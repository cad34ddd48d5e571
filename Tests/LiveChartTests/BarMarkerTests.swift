import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Markers on bars (lightweight-charts' `setMarkers`): placement by period, stacking, room on the price
/// scale, live bars and the cost of a frame.
@Suite struct BarMarkerTests {
    let context = RenderContext(size: CGSize(width: 800, height: 500), measurer: FixedWidthMeasurer())
    /// Weekdays from Monday 2024-01-01.
    func weekdays(_ count: Int, close: (Int) -> Double = { 100 + Double($0 % 7) }) -> BarSeries {
        var bars: [Bar] = []
        var day = CivilTime(year: 2024, month: 1, day: 1).daysSince1970
        while bars.count < count {
            if (day + 3) % 7 < 5 {  // 1970-01-01 was a Thursday
                let c = close(bars.count)
                bars.append(Bar(time: Int64(day) * 86_400, open: c - 0.5, high: c + 1, low: c - 1, close: c, volume: 1000))
            }
            day += 1
        }
        return BarSeries(bars: bars)
    }

    func shapes(_ root: Layer) -> [ShapeLayer] {
        (root.firstLayer(named: "barMarkers")?.sublayers ?? []).compactMap { $0 as? ShapeLayer }.filter { $0.name.hasPrefix("barMarkers.shapes") }
    }

    func texts(_ root: Layer) -> [TextRun] { (root.firstLayer(named: "barMarkers.text") as? TextLayer)?.runs ?? [] }

    @Test func markersLandOnTheBarHoldingTheirTimeAndTheRestAreReported() throws {
        let series = weekdays(20)
        let chart = try KLineChart(series: series)
        let t = series.bars.map(\.time)
        let skipped = chart.setMarkers([
            BarMarker(time: t[3] + 3600 * 15, position: .above, shape: .arrowDown, text: "Sell"),
            BarMarker(time: t[4] + 86_400, position: .below, shape: .arrowUp),  // a Saturday
            BarMarker(time: t[0] - 86_400 * 10, position: .below, shape: .arrowUp),
            BarMarker(time: t[5], position: .atPrice, shape: .circle),  // no price
        ])
        #expect(skipped.count == 3)
        #expect(chart.placedMarkers.placements.map(\.bar) == [3])
    }

    @Test func markersFollowAPeriodChange() throws {
        let series = weekdays(30)
        let chart = try KLineChart(series: series)
        let wednesday = series.bars[7].time  // the second week's Wednesday
        #expect(chart.setMarkers([BarMarker(time: wednesday, position: .above, shape: .circle)]).isEmpty)
        #expect(chart.placedMarkers.placements.first?.bar == 7)
        let weekly = try BarResampler.resample(series, to: BarPeriod(1, .week)).series
        try chart.setBars(weekly)
        #expect(chart.placedMarkers.placements.first?.bar == 1, "the marker moves to its week's bar")
        #expect(shapes(chart.makeLayerTree(in: context)).count == 1)
    }

    @Test func aFutureMarkerAppearsWhenItsBarArrives() throws {
        let series = weekdays(10)
        let chart = try KLineChart(series: series)
        let next = series.bars.last!.time + 3 * 86_400  // the next Monday
        #expect(chart.setMarkers([BarMarker(time: next + 3600, position: .below, shape: .arrowUp, text: "Buy")]).count == 1)
        #expect(shapes(chart.makeLayerTree(in: context)).isEmpty)
        try chart.update(Bar(time: next, open: 100, high: 102, low: 99, close: 101))
        #expect(chart.placedMarkers.placements.map(\.bar) == [10])
        try chart.update(Bar(time: next, open: 100, high: 103, low: 99, close: 102))  // the same bar moving
        #expect(chart.placedMarkers.placements.map(\.bar) == [10])
        #expect(texts(chart.makeLayerTree(in: context)).map(\.text) == ["Buy"])
    }

    @Test func stacksGrowAwayFromTheBarInTheOrderGivenAndFitThePlot() throws {
        // The highest bar carries three markers above, the lowest three below: all must fit in the plot.
        let series = weekdays(40) { i in i == 20 ? 150 : i == 30 ? 50 : 100 }
        let chart = try KLineChart(series: series)
        let t = series.bars.map(\.time)
        let up = (0..<3).map { BarMarker(time: t[20], position: .above, shape: .circle, color: Color(hex: "#00000\($0)"), text: "a\($0)") }
        let down = (0..<3).map { BarMarker(time: t[30], position: .below, shape: .square, text: "b\($0)") }
        chart.setMarkers(up + down)
        let root = chart.makeLayerTree(in: context)
        let plot = root.firstLayer(named: "candles")!.clipRect!
        let aboveTexts = texts(root).filter { $0.text.hasPrefix("a") }
        #expect(aboveTexts.map(\.text) == ["a0", "a1", "a2"])
        let ys = aboveTexts.map(\.position.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 > $1 }, "each next marker sits higher: \(ys)")
        let circles = shapes(root).filter { $0.fillColor != nil && $0.fillColor != chart.options.theme.text }
        #expect(circles.count == 3, "one path per colour")
        let all = shapes(root).map(\.path.controlPointBounds).reduce(CGRect.null) { $0.union($1) }
        let textTop = ys.min()! - 12, textBottom = texts(root).map(\.position.y).max()! + 12
        #expect(all.minY >= plot.minY && textTop >= plot.minY - 0.5, "the stack fits under the plot's top: \(all) \(textTop) in \(plot)")
        #expect(all.maxY <= plot.maxY && textBottom <= plot.maxY + 0.5)
        // The highest bar's own extreme label gives way to its markers.
        #expect(root.firstLayer(named: "markers.high")?.sublayers.isEmpty ?? true)
    }

    @Test func textNeverRunsOffThePlot() throws {
        let series = weekdays(30)
        let chart = try KLineChart(series: series)
        let long = "A long note on the newest bar"
        chart.setMarkers([BarMarker(time: series.bars.last!.time, position: .above, shape: .arrowDown, text: long),
                          BarMarker(time: series.bars.first!.time, position: .below, shape: .arrowUp, text: long)])
        let root = chart.makeLayerTree(in: context)
        let plot = root.firstLayer(named: "candles")!.clipRect!
        let measurer = FixedWidthMeasurer()
        for run in texts(root) {
            let width = measurer.size(of: run.text, font: run.font).width
            #expect(run.text == long, "never shortened")
            #expect(run.position.x - width / 2 >= plot.minX && run.position.x + width / 2 <= plot.maxX, "\(run.position.x) ± \(width / 2) in \(plot)")
        }
    }

    @Test func aFrameDrawsOnlyTheVisibleMarkers() throws {
        let series = weekdays(6_000)
        let chart = try KLineChart(series: series)
        let t = series.bars.map(\.time)
        chart.setMarkers(stride(from: 0, to: 6_000, by: 3).map { BarMarker(time: t[$0], position: .above, shape: .arrowDown) })
        chart.visibleBarCount = 90
        let arrows = shapes(chart.makeLayerTree(in: context)).first!
        // Seven path elements per arrow; the 90 visible bars and one beyond each edge hold 30 or 31.
        #expect((30...32).contains(arrows.path.elements.count / 8), "\(arrows.path.elements.count / 8) arrows drawn")
    }

    @Test func markersWorkOnEveryScaleAndStyle() throws {
        let series = weekdays(50)
        for mode in KLineOptions.ScaleMode.allCases {
            for style in [CandleStyle.candles, .line, .heikinAshi, .renko] {
                var options = KLineOptions()
                options.scaleMode = mode
                options.style = style
                let chart = try KLineChart(series: series, options: options)
                chart.setMarkers([BarMarker(time: series.bars[45].time, position: .above, shape: .arrowDown, text: "x"),
                                  BarMarker(time: series.bars[46].time, position: .atPrice, shape: .circle, price: 101)])
                let root = chart.makeLayerTree(in: context)
                let drawn = shapes(root).flatMap(\.path.points)
                #expect(drawn.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(mode) \(style)")
                if style != .renko { #expect(shapes(root).count == 2, "\(mode) \(style)") }
            }
        }
    }
}

extension BarMarkerTests {
    @Test func zoomedOutTextsDoNotSmearAndZoomedInTheyAllShow() throws {
        let series = weekdays(2_000)
        let chart = try KLineChart(series: series)
        chart.setMarkers(series.bars.map { BarMarker(time: $0.time, position: .above, shape: .circle, text: "note") })
        chart.visibleBarCount = 2_000
        let crowded = texts(chart.makeLayerTree(in: context))
        let measurer = FixedWidthMeasurer()
        let rects = crowded.map { run -> CGRect in
            let size = measurer.size(of: run.text, font: run.font)
            return CGRect(origin: run.origin(for: size), size: size)
        }
        #expect(!crowded.isEmpty && crowded.count < 200, "\(crowded.count) of 2,000 texts drawn")
        for (a, b) in zip(rects, rects.dropFirst()) { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
        chart.visibleBarCount = 10
        #expect(texts(chart.makeLayerTree(in: context)).count >= 10, "zoomed in, every visible bar's text shows")
    }
}

extension BarMarkerTests {
    @Test func aMarkerJustOffScreenShowsNoText() throws {
        let series = weekdays(100)
        let chart = try KLineChart(series: series)
        chart.visibleBarCount = 30
        // Bar 69 is one left of the 30 on screen: its shape may peek in at the edge, its text must not.
        chart.setMarkers([BarMarker(time: series.bars[69].time, position: .above, shape: .arrowDown, text: "off"),
                          BarMarker(time: series.bars[70].time, position: .above, shape: .arrowDown, text: "on")])
        #expect(texts(chart.makeLayerTree(in: context)).map(\.text) == ["on"])
    }
}
