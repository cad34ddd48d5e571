import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Day and session separators, shaded extended hours and gaps drawn to scale (transition instants from the
/// IANA tz database, tzdata 2025b; US extended hours 04:00–09:30 and 16:00–20:00 New York time, Nasdaq's).
@Suite struct SessionSeparatorTests {
    static var context: RenderContext { RenderContext(size: CGSize(width: 1200, height: 600), measurer: EmWidthMeasurer()) }

    static func series(_ csv: String) throws -> BarSeries { try BarFileReader.parse(bytes: Array(csv.utf8), name: "bars.csv").series }

    static func frame(_ series: BarSeries, _ configure: (inout KLineOptions) throws -> Void) throws -> KLineFrame {
        var options = KLineOptions()
        options.panes = []
        try configure(&options)
        return KLineFrame(chart: try KLineChart(series: series, options: options), context: context)
    }

    /// Hourly epochs over three UTC days: day separators fall at the display zone's midnights.
    @Test func daySeparatorsFollowTheDisplayZone() throws {
        let bars = try Self.series(DSTBars.csv(from: 1_741_564_800, count: 72, step: 3600, stamp: .epoch))  // 2025-03-10T00:00Z
        let utc = try Self.frame(bars) { $0.separators = .day }
        #expect(utc.separatorIndices(visible: utc.visible!) == [24, 48])
        let ny = try Self.frame(bars) { $0.separators = .day; $0.timeZone = try TimeZoneName.resolve("America/New_York") }
        #expect(ny.separatorIndices(visible: ny.visible!) == [4, 28, 52], "00:00 EDT is 04:00Z")
        let layer = try #require(ny.sessionLayer().firstLayer(named: "sessions.separators") as? ShapeLayer)
        #expect(layer.stroke?.color == ny.separatorColor)
    }

    /// A-share minutes: a session separator at each morning open, none at the lunch break (90 minutes).
    @Test func sessionSeparatorsSkipTheLunchBreak() throws {
        guard SharedData.isAvailable else { return }
        let series = try BarFileReader.load(path: SharedData.path("intraday/000001.XSHG_1MIN.csv")).series
        let frame = try Self.frame(series) { $0.separators = .session }
        let starts = frame.separatorIndices(visible: 0...(series.count - 1))
        #expect(starts.count == 10, "eleven sessions, 2020-07-01 to 2020-07-15")
        #expect(starts.allSatisfy { CivilTime(secondsSince1970: series[$0].time).clockTime == "09:31:00" })
    }

    @Test func aroundTheClockSessionsStartWithTheDay() throws {
        let bars = try Self.series(DSTBars.csv(from: 1_741_564_800, count: 72, step: 3600, stamp: .epoch))
        let frame = try Self.frame(bars) { $0.separators = .session }
        #expect(frame.separatorIndices(visible: frame.visible!) == [24, 48])
        // Nothing drawn without the option, and nothing on daily bars.
        #expect(try Self.frame(bars) { _ in }.sessionLayer().sublayers.isEmpty)
        let daily = BarSeries(bars: SyntheticBars.walk(count: 30).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4) })
        #expect(try Self.frame(daily) { $0.separators = .day }.sessionLayer().sublayers.isEmpty)
    }

    /// 5-minute US bars from 04:00 to 19:55 New York time written as UTC: 66 pre-market and 48 post-market bars
    /// shaded on New York's clock, whichever zone the chart is shown in.
    @Test(arguments: ["America/New_York", "Asia/Shanghai"])
    func extendedHoursAreShadedOnTheExchangesClock(zone: String) throws {
        let open = try TimeZoneName.resolve("America/New_York").instant(ofWallTime: CivilTime(year: 2025, month: 3, day: 10, hour: 4).secondsSince1970)
        let bars = try Self.series(DSTBars.csv(from: open, count: 192, step: 300, stamp: .offset(.utc)))
        #expect(TradingSession.exchange(of: bars) == .us)
        let frame = try Self.frame(bars) {
            $0.session = .us
            $0.shadesExtendedHours = true
            $0.timeZone = try TimeZoneName.resolve(zone)
        }
        let runs = frame.extendedHourRuns(.us, visible: frame.visible!)
        #expect(runs == [0...65, 144...191])
        let shade = try #require(frame.sessionLayer().firstLayer(named: "sessions.extendedHours") as? ShapeLayer)
        #expect(shade.fillColor != nil && !shade.path.elements.isEmpty)
    }

    /// Daily bars with gaps shown: Friday to Monday is three bar spacings; without, one.
    @Test func showGapsPlacesBarsAtTheirTime() throws {
        let daily = BarSeries(bars: SyntheticBars.walk(count: 30).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4) })
        let friday = try #require(daily.bars.indices.first { CivilTime(secondsSince1970: daily[$0].time).isoWeekday == 5 })
        let even = try Self.frame(daily) { _ in }
        let gaps = try Self.frame(daily) { $0.showsGaps = true }
        let spacing = gaps.timeScale.barSpacing
        #expect(abs(gaps.x(friday + 1) - gaps.x(friday) - 3 * spacing) < 1e-9)
        #expect(abs(gaps.x(friday + 2) - gaps.x(friday + 1) - spacing) < 1e-9)
        #expect(abs(even.x(friday + 1) - even.x(friday) - even.timeScale.barSpacing) < 1e-9)
        #expect(gaps.visible == 0...29, "every bar still fits")
        #expect(gaps.x(0) >= gaps.layout.plot.minX && gaps.x(29) <= gaps.layout.plot.maxX)
    }

    /// Gaps to scale across DST: instants make the spring-forward night continuous and the fall-back's two
    /// hours two hours wide.
    @Test func showGapsAcrossDSTChanges() throws {
        let ny = try Self.series(DSTBars.csv(from: DSTBars.newYorkSpringForward - 2 * 3600, count: 240, step: 60, stamp: .epoch))
        let spring = try Self.frame(ny) { $0.showsGaps = true; $0.timeZone = try TimeZoneName.resolve("America/New_York") }
        let s = spring.timeScale.barSpacing
        #expect(abs((spring.x(120) - spring.x(119)) - s) < 1e-9, "01:59 EST to 03:00 EDT is one minute")
        let sydney = try Self.series(DSTBars.csv(from: DSTBars.sydneyFallBack - 2 * 3600, count: 48, step: 300, stamp: .epoch))
        let fall = try Self.frame(sydney) { $0.showsGaps = true; $0.timeZone = try TimeZoneName.resolve("Australia/Sydney") }
        let f = fall.timeScale.barSpacing
        #expect((1..<48).allSatisfy { abs(fall.x($0) - fall.x($0 - 1) - f) < 1e-9 }, "48 bars, evenly: none stacked on another")
    }
}
