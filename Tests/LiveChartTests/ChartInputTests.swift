import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Input through the one `Chart` protocol, in canvas points, for every family: what a host (the viewer,
/// an app) calls, checked by what the next layer tree draws.
@Suite struct ChartInputTests {
    static let size = CGSize(width: 1000, height: 600)

    func context(at time: Double = 0) -> RenderContext { RenderContext(size: Self.size, measurer: EmWidthMeasurer(), time: time) }

    func kline(_ count: Int = 300) throws -> KLineChart {
        let bars = SyntheticBars.walk(count: count).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        var viewport = Viewport(width: 900, barCount: bars.count)
        viewport.showLast(100)
        chart.viewport = viewport
        return chart
    }

    /// The texts of every text layer under `layer`.
    func texts(_ layer: Layer?) -> [String] {
        guard let layer else { return [] }
        return ((layer as? TextLayer)?.runs.map(\.text) ?? []) + layer.sublayers.flatMap { texts($0) }
    }

    @Test func hoverOverAKLineBarPutsTheCrosshairOnThatBarInCanvasPoints() throws {
        let chart = try kline()
        let ctx = context()
        let plot = chart.layout(in: ctx).plot
        let frame = KLineFrame(chart: chart, context: ctx)
        let target = chart.drawnBars.count - 10
        let x = frame.x(target), y = plot.midY
        #expect(chart.handle(.pointerMove(x: x, y: y), in: ctx) == .cursor)
        let c = try #require(chart.crosshair)
        #expect(c.barIndex == target)
        #expect(abs(c.pointerX - x) < 1e-9 && c.y == y, "the crosshair is kept in canvas points")
        let crosshair = chart.makeLayerTree(in: ctx).firstLayer(named: "crosshair")
        let date = TimeLabelFormatter(locale: .en, intraday: false).fullLabel(time: chart.drawnBars[target].time)
        #expect(texts(crosshair).contains(date), "the tooltip names the hovered bar")
        #expect(chart.handle(.pointerExit, in: ctx) == .cursor)
        #expect(chart.crosshair == nil)
    }

    @Test func aKLineDragPansByTheDistanceAndAFlingGlidesThroughTick() throws {
        let chart = try kline()
        _ = chart.handle(.pointerDown(x: 500, y: 200), in: context(at: 0))  // the viewport takes the plot's width
        let before = try #require(chart.viewport).timeScale.visibleLogicalRange
        for k in 1...6 { _ = chart.handle(.pointerMove(x: 500 + Double(k) * 30, y: 200), in: context(at: Double(k) * 0.016)) }
        #expect(chart.isScrolling)
        let dragged = try #require(chart.viewport).timeScale.visibleLogicalRange
        let spacing = try #require(chart.viewport).barSpacing
        #expect(abs((before.lowerBound - dragged.lowerBound) - 180 / spacing) < 1e-6, "180 points of drag show 180/spacing older bars")
        _ = chart.handle(.pointerUp(x: 680, y: 200), in: context(at: 0.1))
        #expect(chart.tick(at: 0.3) == .light)
        let glided = try #require(chart.viewport).timeScale.visibleLogicalRange
        #expect(glided.lowerBound < dragged.lowerBound, "the glide keeps moving to older bars")
    }

    @Test func liveBarsAtRealTimeStayInViewAndPrependedHistoryKeepsTheView() throws {
        let chart = try kline()
        _ = chart.handle(.pointerMove(x: 400, y: 200), in: context())
        let last = try #require(chart.series.last)
        try chart.update(Bar(time: last.time + 86_400, open: last.close, high: last.close + 1, low: last.close - 1, close: last.close, volume: 5))
        let viewport = try #require(chart.viewport)
        #expect(viewport.barCount == 301 && viewport.isAtRealTime)
        let frame = KLineFrame(chart: chart, context: context())
        #expect(frame.visible?.upperBound == 300, "the new bar is the rightmost visible one")
        let shownTime = chart.drawnBars[try #require(frame.visible).lowerBound].time
        let older = (1...50).map { k in Bar(time: chart.series.bars[0].time - Int64(k) * 86_400, open: 100, high: 101, low: 99, close: 100, volume: 1) }
        #expect(chart.prepend(older) == 50)
        let after = KLineFrame(chart: chart, context: context())
        #expect(chart.drawnBars[try #require(after.visible).lowerBound].time == shownTime, "the same bars stay on screen")
    }

    @Test func timelineAndCurveTakeHoverInCanvasPoints() throws {
        let day = CivilTime(year: 2024, month: 3, day: 1).daysSince1970
        let bars = (0..<60).map { Bar(time: TradingSession.aShare.barTime(ofIndex: $0, day: day), open: 10, high: 10.5, low: 9.9,
                                      close: 10 + Double($0) / 100, volume: 100) }
        var options = TimelineOptions()
        options.previousClose = 10
        let timeline = TimelineChart(bars: bars, session: .aShare, options: options)
        let plot = timeline.layout(in: context()).panes[0].plot
        #expect(timeline.handle(.pointerMove(x: plot.minX + plot.width * 30.5 / 240, y: plot.midY), in: context()) == .cursor)
        #expect(timeline.crosshair?.slot == 30)
        #expect(timeline.makeLayerTree(in: context()).firstLayer(named: "timeline.crosshair") != nil)
        #expect(timeline.handle(.pointerExit, in: context()) == .cursor && timeline.crosshair == nil)

        let curve = CurveChart(values: [10, 25, 30, 22, 40])
        let animator = CurveAnimator(chart: curve, context: context(), intro: false, at: 0)
        let curvePlot = curve.plotRect(in: context())
        #expect(animator.makeLayerTree(in: context()).firstLayer(named: CurveLayerNames.tooltip) == nil)
        #expect(animator.handle(.pointerMove(x: curvePlot.maxX - 2, y: curvePlot.midY), in: context()) == .cursor)
        let tip = animator.makeLayerTree(in: context()).firstLayer(named: CurveLayerNames.tooltip)
        #expect(texts(tip).contains { $0.hasPrefix("40") }, "the last point's value is in the tooltip")
        _ = animator.handle(.pointerExit, in: context())
        #expect(animator.makeLayerTree(in: context()).firstLayer(named: CurveLayerNames.tooltip) == nil)
    }

    @Test func scoreHoverShowsTheNearestEventsScoreAndTheWheelZooms() throws {
        let events = [ScoringEvent(period: 1, clockRemaining: 700, home: 2, away: 0),
                      ScoringEvent(period: 1, clockRemaining: 650, home: 2, away: 3),
                      ScoringEvent(period: 1, clockRemaining: 600, home: 4, away: 3)]
        let score = ScoreChart(events: events, homeName: "TOR", awayName: "NOP", context: context())
        let frame = try #require(score.frame)
        let x = frame.xs[2] + frame.offset
        #expect(score.handle(.pointerMove(x: x + 3, y: Double(frame.plot.midY)), in: context()) == .cursor)
        #expect(score.crosshair == 2)
        let shown = texts(score.makeLayerTree(in: context()).firstLayer(named: "score.crosshair"))
        #expect(shown.contains("Q1 10:50") && shown.contains("3") && shown.contains("NOP +1"), "\(shown)")
        #expect(score.handle(.pointerExit, in: context()) == .cursor && score.crosshair == nil)
        let room = score.options.pointsPerEvent
        #expect(score.handle(.wheel(deltaX: 0, deltaY: 2, x: 400), in: context(at: 1)) == .full)
        #expect(abs(score.options.pointsPerEvent - room * 1.21) < 1e-9)
    }

    @Test func everyFamilyIsAChartAHostDrivesAlike() throws {
        let charts: [Chart] = [try kline(50), CurveChart(values: [1, 2, 3]),
                               ScoreChart(events: [], context: context()),
                               TimelineChart(bars: [], session: .aShare, options: TimelineOptions())]
        for chart in charts {
            _ = chart.handle(.pointerMove(x: 500, y: 300), in: context())
            _ = chart.tick(at: 1)
            #expect(chart.displayList(in: context()).size == Self.size)
        }
    }
}

/// Hostile numbers through the library's input path: nothing reaches the viewport or the crosshair.
@Suite struct ChartInputHostileTests {
    @Test func nonFiniteEventsChangeNothingInAnyFamily() throws {
        let context = RenderContext(size: CGSize(width: 800, height: 500), measurer: EmWidthMeasurer())
        let bars = SyntheticBars.walk(count: 200).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        let kline = try KLineChart(series: BarSeries(bars: bars))
        _ = kline.handle(.pointerMove(x: 300, y: 200), in: context)  // makes the controller and viewport
        let viewport = kline.viewport
        let events: [InputEvent] = [.pointerMove(x: .nan, y: 10), .pointerDown(x: .infinity, y: 0), .wheel(deltaX: .nan, deltaY: 1, x: 5),
                                    .wheel(deltaX: 0, deltaY: .infinity, x: 5), .pinch(scale: 0, centerX: 5), .pinch(scale: .nan, centerX: 5),
                                    .pinch(scale: -2, centerX: 5), .longPress(x: 1, y: -.infinity)]
        let score = ScoreChart(events: [ScoringEvent(period: 1, clockRemaining: 600, home: 2, away: 0)], context: context)
        let room = score.options.pointsPerEvent
        let curve = CurveChart(values: [1, 2, 3])
        for event in events {
            #expect(!event.isFinite)
            for chart in [kline, score, curve, TimelineChart(bars: [], session: .aShare)] as [Chart] {
                #expect(chart.handle(event, in: context) == .none, "\(event) on \(type(of: chart))")
            }
        }
        #expect(kline.viewport == viewport && kline.crosshair?.pointerX == 300)
        #expect(score.options.pointsPerEvent == room && curve.pointer == nil)
        #expect(kline.tick(at: .nan) == .none)
    }
}

/// What an attack on the input path found (each failed before its fix): crashes at extreme x and on box
/// styles, and the controller bringing back a crosshair or viewport the chart had moved.
@Suite struct ChartInputStateTests {
    let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())

    func chart(_ count: Int = 300, options: KLineOptions = KLineOptions()) throws -> KLineChart {
        let bars = SyntheticBars.walk(count: count).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        return try KLineChart(series: BarSeries(bars: bars), options: options)
    }

    @Test func aHoverAtAnEnormousFiniteXClampsInsteadOfTrapping() throws {
        let c = try chart()
        for x in [-1e300, 1e300, 1e19, -1e19] {
            _ = c.handle(.longPress(x: x, y: 200), in: context)
            let i = try #require(c.crosshair).barIndex
            #expect(i >= 0 && i < c.drawnBars.count)
        }
    }

    @Test func aRenkoCrosshairDescribesTheBrickUnderIt() throws {
        var options = KLineOptions()
        options.style = .renko
        options.boxes.boxSize = .fixed(0.25)
        let c = try chart(options: options)
        #expect(c.drawnBars.count != c.series.count, "bricks are not bars")
        let frame = KLineFrame(chart: c, context: context)
        let k = try #require(frame.visible).upperBound
        _ = c.handle(.pointerMove(x: frame.x(k), y: 200), in: context)
        #expect(c.crosshair?.barIndex == k)
        let texts = TextLayerTexts.of(c.makeLayerTree(in: context).firstLayer(named: "crosshair"))
        #expect(texts.contains(TimeLabelFormatter(locale: .en, intraday: false).fullLabel(time: c.drawnBars[k].time)))
    }

    @Test func prependSetBarsAndSetOptionsAreNotUndoneByTheController() throws {
        let c = try chart()
        _ = c.handle(.pointerMove(x: 10, y: 200), in: context)  // the first event makes the viewport
        _ = c.handle(.pointerMove(x: KLineFrame(chart: c, context: context).x(290), y: 200), in: context)
        #expect(c.crosshair?.barIndex == 290)
        let older = (1...50).map { k in Bar(time: c.series.bars[0].time - Int64(k) * 86_400, open: 100, high: 101, low: 99, close: 100, volume: 1) }
        _ = c.prepend(older)
        _ = c.tick(at: 0.5)
        #expect(c.crosshair?.barIndex == 340, "the same bar, 50 further on")
        try c.setBars(BarSeries(bars: Array(c.series.bars.prefix(2))))
        _ = c.tick(at: 0.6)
        #expect(c.crosshair == nil && c.viewport?.barCount == 2)
        let d = try chart()
        _ = d.handle(.pointerMove(x: KLineFrame(chart: d, context: context).x(295), y: 200), in: context)
        var renko = d.options
        renko.style = .renko
        renko.boxes.boxSize = .fixed(5)
        try d.setOptions(renko)
        _ = d.tick(at: 1)
        #expect(d.viewport?.barCount == d.drawnBars.count && d.crosshair == nil)
    }

    @Test func theCrosshairStaysUnderThePointerWhenTheWheelOrAKeyMovesTheBars() throws {
        let c = try chart()
        c.viewport = {
            var v = Viewport(width: 900, barCount: 300)
            v.showLast(100)
            return v
        }()
        let x = KLineFrame(chart: c, context: context).x(280)
        _ = c.handle(.pointerMove(x: x, y: 200), in: context)
        for event in [InputEvent.wheel(deltaX: 0, deltaY: 5, x: x), .key(.left), .key(.home)] {
            _ = c.handle(event, in: context)
            let under = KLineFrame(chart: c, context: context).timeScale.nearestIndex(atX: x - c.layout(in: context).plot.minX)
            #expect(c.crosshair?.barIndex == min(max(under, 0), 299), "\(event)")
        }
    }
}

/// The texts of every text layer under a layer.
enum TextLayerTexts {
    static func of(_ layer: Layer?) -> [String] {
        guard let layer else { return [] }
        return ((layer as? TextLayer)?.runs.map(\.text) ?? []) + layer.sublayers.flatMap { of($0) }
    }
}
