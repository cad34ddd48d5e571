import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Arrivals sampled at chosen times against the timing curves; the interruption rule; layer economy.
@Suite struct ScoreAnimationTests {
    static let size = CGSize(width: 1280, height: 720)
    static let ease = TimingFunction.easeInEaseOut

    /// A chart holding `count` alternating baskets, already scrolling when `count` > 34.
    static func chart(_ count: Int, width: Double = 1280) -> ScoreChart {
        let events = (0..<count).map { k in
            ScoringEvent(period: 1 + k / 40, clockRemaining: 700 - Double(k % 40) * 17, home: (k + 1) / 2 * 2, away: k / 2 * 2)
        }
        return ScoreChart(events: events, context: RenderContext(size: CGSize(width: width, height: 720), measurer: EmWidthMeasurer()))
    }

    static func next(after chart: ScoreChart, home: Int = 2, away: Int = 0) -> ScoringEvent {
        let last = chart.events.last!
        return ScoringEvent(period: last.period, clockRemaining: max(0, last.clockRemaining - 10), home: last.home + home, away: last.away + away)
    }

    /// The drawn end of a line in canvas points at `t`: its presented path's last point, shifted by the
    /// presented scroll.
    static func drawnEnd(_ chart: ScoreChart, _ line: String, at t: Double) -> CGPoint {
        let shape = chart.root.firstLayer(named: line) as! ShapeLayer
        let scroll = chart.root.firstLayer(named: "score.content.front")!.presented(.position, at: t)
        let end = shape.presented(.path, at: t).points.last!
        return CGPoint(x: end.x + scroll.x, y: end.y + scroll.y)
    }

    @Test func scrollAndPathFollowEaseInEaseOut() {
        let chart = Self.chart(50)
        let front = chart.root.firstLayer(named: "score.content.front")!
        let oldOffset = chart.scrollOffset
        let oldEnd = (chart.root.firstLayer(named: "score.line.home") as! ShapeLayer).path.points.last!
        chart.append(Self.next(after: chart), at: 10)
        let newOffset = chart.scrollOffset
        #expect(abs(newOffset - (oldOffset - 36)) < 1e-9)
        for f in [0.0, 0.1, 0.25, 0.5, 0.8, 1.0] {
            let p = Self.ease.progress(at: f)
            #expect(abs(front.presented(.position, at: 10 + 0.5 * f).x - (oldOffset + (newOffset - oldOffset) * p)) < 1e-9)
            let end = (chart.root.firstLayer(named: "score.line.home") as! ShapeLayer).presented(.path, at: 10 + 0.5 * f).points.last!
            let target = (chart.root.firstLayer(named: "score.line.home") as! ShapeLayer).path.points.last!
            #expect(abs(end.x - (oldEnd.x + (target.x - oldEnd.x) * p)) < 1e-6)
        }
        #expect(!chart.isAnimating(at: 10.5) && chart.isAnimating(at: 10.49))
    }

    @Test func newDotPopsThroughItsKeyframes() throws {
        let chart = Self.chart(10)
        chart.append(Self.next(after: chart), at: 3)
        let dot = try #require(chart.dots[2 * 11])
        let samples: [(Double, Double)] = [(0, 0.1), (0.55, 1.3), (0.8, 0.9), (1, 1.0), (0.275, 0.7), (0.675, 1.1)]
        for (fraction, scale) in samples {
            #expect(abs(dot.presented(.scale, at: 3 + 0.4 * fraction) - scale) < 1e-9, "at \(fraction)")
        }
        #expect(dot.presented(.scale, at: 3.5) == 1)
        // The new dot rides its line's growing tip.
        let home = chart.root.firstLayer(named: "score.line.home") as! ShapeLayer
        for t in stride(from: 3.0, through: 3.6, by: 0.05) {
            let tip = home.presented(.path, at: t).points.last!, at = dot.presented(.position, at: t)
            #expect(abs(tip.x - at.x) < 1e-6 && abs(tip.y - at.y) < 1e-6, "at \(t)")
        }
        // The other team's tail follows: the away line gains a point at its unchanged score.
        let away = chart.root.firstLayer(named: "score.line.away") as! ShapeLayer
        #expect(away.path.points.count == 12 && away.path.points[11].y == away.path.points[10].y)
        #expect(chart.dots[2 * 11 + 1] == nil)
    }

    @Test(arguments: [10, 60])
    func overlappingArrivalsNeverDrawBack(start: Int) {
        let chart = Self.chart(start)
        let last = chart.events.last!
        let events = [(2, 0), (2, 3), (4, 3), (4, 5)].map { h, a in
            ScoringEvent(period: last.period, clockRemaining: 10, home: last.home + h, away: last.away + a)
        }
        // Four arrivals, each inside the previous one's 0.5 s animation, sampled as a render loop would.
        let player = ScoreReplayPlayer(chart: chart, events: events, arrivals: [1, 1.2, 1.35, 1.4])
        var previous = [String: Double]()
        for k in 0...900 {
            let t = 1 + Double(k) / 600
            let before = k > 0 ? Self.drawnEnd(chart, "score.line.home", at: t) : nil
            player.advance(to: t)
            if let before, [1.2, 1.35, 1.4].contains(where: { abs($0 - t) < 1e-9 }) {
                // The interruption rule: a new arrival starts from what is on screen.
                #expect(abs(Self.drawnEnd(chart, "score.line.home", at: t).x - before.x) < 1e-9)
            }
            for line in ["score.line.home", "score.line.away"] {
                let x = Self.drawnEnd(chart, line, at: t).x
                #expect(x >= (previous[line] ?? -.infinity) - 1e-9, "\(line) drew back at t = \(t)")
                previous[line] = x
            }
        }
        #expect(player.played == 4)
    }

    /// A fast replay (events 10 ms apart, `--speed 2000` territory) finishes each arrival's animation
    /// before the next event: just before every arrival the drawn line ends where the model's does
    /// and each new dot sits at its point. A newcomer run of 2026-11-29 saw dots several points
    /// below the lines and the lines behind the header's score, caught between interruptions.
    @Test func aFastReplayStaysCoherentBetweenArrivals() throws {
        let chart = Self.chart(10)
        let last = chart.events.last!
        let events = (1...30).map { k in
            ScoringEvent(period: last.period, clockRemaining: 100 - Double(k), home: last.home + 2 * k, away: last.away + k)
        }
        let arrivals = (0..<30).map { 10 + Double($0) * 0.01 }
        let player = ScoreReplayPlayer(chart: chart, events: events, arrivals: arrivals)
        for k in 0..<29 {
            player.advance(to: arrivals[k + 1] - 1e-6)
            let t = arrivals[k + 1]  // the moment the next event arrives, before it is appended
            for line in ["score.line.home", "score.line.away"] {
                let drawn = Self.drawnEnd(chart, line, at: t), settled = Self.drawnEnd(chart, line, at: t + 100)
                #expect(abs(drawn.x - settled.x) < 1e-6 && abs(drawn.y - settled.y) < 1e-6, "\(line) behind at arrival \(k + 1)")
            }
            let dot = try #require(chart.dots[2 * chart.events.count - 2])  // the newest home dot
            let at = dot.presented(.position, at: t), settled = dot.presented(.position, at: t + 100)
            #expect(abs(at.x - settled.x) < 1e-6 && abs(at.y - settled.y) < 1e-6, "dot off its point at arrival \(k + 1)")
        }
    }

    @Test func dotLayersStayBoundedOverAGame() {
        let chart = ScoreChart(context: RenderContext(size: CGSize(width: 600, height: 400), measurer: EmWidthMeasurer()))
        var most = 0
        for k in 0..<300 {
            chart.append(ScoringEvent(period: 1 + k / 75, clockRemaining: 700 - Double(k % 75) * 9, home: k, away: k / 2), at: Double(k) * 0.3)
            most = max(most, chart.layerCount)
        }
        #expect(chart.dotLayersCreated <= 30)
        #expect(most <= 100)
        #expect(chart.pointsWithDots.first! > 250)
    }

    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data/basketball"))
    func layerCountBoundedOnTheOvertimeOpener() throws {
        let game = try PlayByPlayReader.load(path: SharedData.path("basketball/stats_0021900001.json"))
        let chart = ScoreChart(homeName: "TOR", awayName: "NOP", context: RenderContext(size: Self.size, measurer: EmWidthMeasurer()))
        let player = ScoreReplayPlayer(chart: chart, events: game.events, arrivals: ScoreReplay.arrivalTimes(game.events, pace: .interval(seconds: 0.3)))
        var most = 0
        for f in 0..<(player.frameCount(fps: 60) ?? 0) {
            _ = player.frame(at: Double(f) / 60)
            most = max(most, chart.layerCount)
        }
        #expect(player.played == game.events.count)
        // 1230 points of plot at 36 per event: 35 visible points, 3 more each side: at most 41 events' dots.
        #expect(chart.dotLayersCreated <= 45)
        #expect(most <= 2 * 45 + 30)
    }
}
