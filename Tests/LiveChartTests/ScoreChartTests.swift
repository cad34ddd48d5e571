import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Layout of the score chart: value range, lead changes, bands, header, scrolling, pinch.
@Suite struct ScoreChartTests {
    static let size = CGSize(width: 1280, height: 720)

    static func fixtureGame() throws -> PlayByPlayGame {
        try PlayByPlayReader.load(path: SharedData.fixture("pbp-stats-0021900001-cut.json"))
    }

    static func event(_ home: Int, _ away: Int, period: Int = 1) -> ScoringEvent {
        ScoringEvent(period: period, clockRemaining: 600, home: home, away: away)
    }

    @Test func earlyScoresDoNotFillTheHeight() {
        let options = ScoreOptions()
        let range = ScoreFrame.valueRange(low: 0, high: 2, options: options)
        #expect(range == -2...18)
        let late = ScoreFrame.valueRange(low: 90, high: 130, options: options)
        #expect(late.lowerBound == 90 - 3.2 && late.upperBound == 130 + 3.2)
        let chart = ScoreChart(events: [Self.event(0, 2)], context: RenderContext(size: Self.size, measurer: EmWidthMeasurer()))
        let scale = try! #require(chart.frame?.valueScale)
        #expect(scale.y(for: 2) >= scale.top + 0.75 * (scale.bottom - scale.top), "2:0 sits in the lowest quarter")
    }

    @Test func leadChangesIgnoreTies() {
        #expect(ScoreLeadChanges.indices(margins: [2, 0, 2]).isEmpty)
        #expect(ScoreLeadChanges.indices(margins: [2, 0, -2]) == [2])
        #expect(ScoreLeadChanges.indices(margins: [-1, -3, 1, 3, 0, -2]) == [2, 5])
        #expect(ScoreLeadChanges.indices(margins: [0, 0]).isEmpty)
    }

    @Test func wholeGameStillHasEveryPeriodAndTheFinalScore() throws {
        var options = ScoreOptions()
        options.fitsWholeGame = true
        let chart = ScoreChart(game: try Self.fixtureGame(), context: RenderContext(size: Self.size, measurer: EmWidthMeasurer()), options: options)
        for label in ["Q1", "Q4", "OT1"] {
            let period = label == "OT1" ? 5 : Int(label.dropFirst())!
            let layer = try #require(chart.root.firstLayer(named: "score.bandLabel.\(period)") as? TextLayer)
            #expect(layer.runs.first?.text == label)
        }
        let header = try #require(chart.root.firstLayer(named: "score.header") as? TextLayer)
        let texts = header.runs.map(\.text)
        #expect(texts.contains("TOR 130") && texts.contains("NOP 122") && texts.contains("NOP @ TOR"))
        let home = try #require(header.runs.first { $0.text == "TOR 130" })
        let width = EmWidthMeasurer().size(of: home.text, font: home.font).width
        #expect(abs(home.position.x + width - (1280 - PaneGrid.Metrics(theme: .light).margin)) < 1e-9,
                "the home score ends at the right margin of the pane grid")
        #expect(header.runs.allSatisfy { $0.position.x <= home.position.x }, "the home team is rightmost")
        // Every event visible: the whole game fits.
        #expect(chart.pointsWithDots.count == 26)
        let rings = chart.dots.values.filter { !$0.sublayers[0].isHidden }.count
        #expect(rings == chart.leadChanges.count && rings > 0)
    }

    @Test func newestEventStaysInViewAtThirtySixPointsEach() throws {
        let events = (1...60).map { Self.event($0 * 2, $0 * 2 - 1) }
        let chart = ScoreChart(events: events, context: RenderContext(size: Self.size, measurer: EmWidthMeasurer()))
        let frame = try #require(chart.frame)
        #expect(frame.spacing == 36)
        #expect(abs(frame.xs[60] + chart.scrollOffset - (Double(frame.plot.maxX) - ScoreFrame.rightInset)) < 1e-9)
        #expect(frame.visible.upperBound == 60 && frame.visible.lowerBound > 20)
        chart.pinch(by: 10, at: 0)
        #expect(chart.options.pointsPerEvent == 80)
        chart.pinch(by: 0.01, at: 1)
        #expect(chart.options.pointsPerEvent == 20)
    }

    @Test func gameClockPlacesOvertimeBandsByTime() throws {
        var options = ScoreOptions()
        options.xAxis = .gameClock
        options.fitsWholeGame = true
        let chart = ScoreChart(game: try Self.fixtureGame(), context: RenderContext(size: Self.size, measurer: EmWidthMeasurer()), options: options)
        let bands = try #require(chart.frame?.bands)
        #expect(bands.map(\.period) == [1, 2, 3, 4, 5])
        let spacing = try #require(chart.frame?.spacing)
        // Q2 starts 720 s in, OT1 2880 s in, 20 s of game time per spacing unit.
        #expect(abs(bands[1].minX - 36 * spacing) < 1e-9 && abs(bands[4].minX - 144 * spacing) < 1e-9)
        #expect(bands[4].maxX >= bands[4].minX + 15 * spacing)
    }

    @Test func replayPacesFollowTheClocks() {
        let events = [ScoringEvent(period: 1, clockRemaining: 700, wallClock: 60, home: 2, away: 0),
                      ScoringEvent(period: 1, clockRemaining: 690, wallClock: 60, home: 2, away: 2),
                      ScoringEvent(period: 1, clockRemaining: 650, wallClock: 120, home: 4, away: 2)]
        #expect(ScoreReplay.arrivalTimes(events, pace: .wallClock(speed: 10)) == [0, 3, 6])
        #expect(ScoreReplay.arrivalTimes(events, pace: .gameClock(speed: 2)) == [0, 5, 25])
        #expect(ScoreReplay.arrivalTimes(events, pace: .interval(seconds: 0.5)) == [0, 0.5, 1])
    }
}

/// Value ticks of the score chart fall on whole points.
@Suite struct ScoreTickTests {
    @Test(arguments: [(0.0, 20.0), (16.2, 52.9), (37.1, 60.5), (88.8, 133.2), (0, 140)])
    func ticksAreWholePoints(low: Double, high: Double) {
        let ticks = ScoreFrame.ticks(low...high, maxCount: 15)
        #expect(ticks.step == ticks.step.rounded() && ticks.step >= 1)
        #expect(ticks.values.allSatisfy { $0 == $0.rounded() } && ticks.values.count >= 2)
    }
}

/// The broker-grade issue's score item: a score is a step function of the clock, and a finished game
/// says so (its header read "OT1 0:56").
@Suite struct ScoreFinalAndStepTests {
    let context = RenderContext(size: CGSize(width: 1280, height: 720), measurer: EmWidthMeasurer())

    @Test func aFinishedGameSaysFinalWithItsOvertimes() throws {
        // The fixture's stats feed ends with an end-of-period row in the first overtime, TOR 130 NOP 122.
        let game = try ScoreChartTests.fixtureGame()
        #expect(game.isFinal && game.periodCount == 5)
        var options = ScoreOptions()
        options.fitsWholeGame = true
        let chart = ScoreChart(game: game, context: context, options: options)
        let header = try #require(chart.root.firstLayer(named: "score.header") as? TextLayer).runs.map(\.text)
        #expect(header.contains("Final/OT") && !header.contains { $0.hasPrefix("OT1 ") }, "\(header)")
        options.locale = .zh
        let zh = ScoreChart(game: game, context: context, options: options)
        #expect(try #require(zh.root.firstLayer(named: "score.header") as? TextLayer).runs.map(\.text).contains("终场"))
        var unfinished = game
        unfinished.isFinal = false
        let live = ScoreChart(game: unfinished, context: context, options: ScoreOptions())
        #expect(try #require(live.root.firstLayer(named: "score.header") as? TextLayer).runs.contains { $0.text.hasPrefix("OT1 ") })
    }

    @Test func onTheGameClockALineHoldsUntilTheBasket() throws {
        var options = ScoreOptions()
        options.xAxis = .gameClock
        let events = [ScoringEvent(period: 1, clockRemaining: 700, home: 2, away: 0), ScoringEvent(period: 1, clockRemaining: 600, home: 5, away: 0)]
        let chart = ScoreChart(events: events, context: context, options: options)
        let frame = try #require(chart.frame)
        let points = frame.path(frame.home).points
        #expect(points.count == 5, "the tip, then a level run and a rise per basket")
        #expect(points[1].y == points[0].y && points[1].x == points[2].x && points[3].y == points[2].y)
        options.xAxis = .eventIndex
        let byEvent = ScoreChart(events: events, context: context, options: options)
        #expect(try #require(byEvent.frame).path(frame.home).points.count == 3)
    }
}
