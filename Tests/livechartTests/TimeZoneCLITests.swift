import Foundation
@testable import LiveChartJobs
import LiveChartCore
import LiveChartTestSupport
import Testing

/// `--timezone` end to end: one option of one table for kline, view, timeline, indicators, batch and the
/// service (transition instants from the IANA tz database, tzdata 2025b; see `DSTBars`).
@Suite struct TimeZoneCLITests {
    func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Every text a display list draws.
    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
    }

    func parsed(_ arguments: [String], _ specs: [OptionSpec]) throws -> ParsedArguments { try ParsedArguments(arguments, specs: specs) }

    @Test func everyChartCommandTakesTheOptionAndNamesTheClosestZone() throws {
        let dir = CLIRunner.temporaryDirectory()
        for command in ["kline", "view", "timeline", "indicators"] {
            let help = try CLIRunner.run([command, "--help"], in: dir)
            #expect(help.stdout.contains("--timezone ZONE"), "\(command) --help")
        }
        let fixture = SharedData.fixture("SPY_D-2019-2020.csv")
        for command in ["kline", "indicators", "timeline"] {
            let bad = try CLIRunner.run([command, fixture, "--timezone", "America/NewYork", "-o", "x.png"], in: dir)
            #expect(bad.status == 64, "\(command): \(bad.stderr)")
            #expect(bad.stderr.contains("unknown time zone 'America/NewYork' (did you mean 'America/New_York'?)"), "\(command): \(bad.stderr)")
        }
        #expect(try CLIRunner.run(["kline", fixture, "--timezone", "asia/shanghai", "-o", "ok.png"], in: dir).status == 0)
    }

    /// Daily dates never move: SPY's business days are the same in every zone and under any TZ.
    @Test func businessDaysDoNotMoveWithTheZone() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fixture = SharedData.fixture("SPY_D-2019-2020.csv")
        var outputs: [String] = []
        for zone in ["UTC", "Australia/Sydney", "America/New_York", "local"] {
            let r = try CLIRunner.run(["indicators", fixture, "--only", "MA(2)", "--timezone", zone, "-o", "\(zone.replacingOccurrences(of: "/", with: "_")).csv"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            outputs.append(try String(contentsOf: dir.appendingPathComponent("\(zone.replacingOccurrences(of: "/", with: "_")).csv"), encoding: .utf8))
        }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].split(separator: "\n")[1].hasPrefix("2019-06-24,"))
    }

    /// Sydney's fall-back in the indicators table: 48 rows, the repeated hour's rows told apart by their offsets.
    @Test func indicatorsWriteInstantsWithTheirOffsets() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = try write(DSTBars.csv(from: DSTBars.sydneyFallBack - 2 * 3600, count: 48, step: 300, stamp: .epoch), "sydney.csv", in: dir)
        let r = try CLIRunner.run(["indicators", input, "--only", "MA(2)", "--timezone", "Australia/Sydney", "-o", "out.csv"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try String(contentsOf: dir.appendingPathComponent("out.csv"), encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(rows.count == 48)
        let times = rows.map { $0.split(separator: ",")[0] }
        #expect(times.first == "2025-04-06 01:00:00+11:00")
        #expect(times.contains("2025-04-06 02:30:00+11:00") && times.contains("2025-04-06 02:30:00+10:00"))
        #expect(times.last == "2025-04-06 03:55:00+10:00")
        // Read back, the table's times are the same instants.
        let again = try CLIRunner.run(["indicators", dir.appendingPathComponent("out.csv").path, "--only", "MA(2)", "--timezone", "UTC", "-o", "utc.csv"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        let utc = try String(contentsOf: dir.appendingPathComponent("utc.csv"), encoding: .utf8).split(separator: "\n")
        #expect(utc[1].hasPrefix("2025-04-05 14:00:00+00:00"))
    }

    /// The crosshair at a repeated wall time lands on the earlier instant (02:30 AEDT); the image renders.
    @Test func klineDrawsTheFallBackWithACrosshairInTheRepeatedHour() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = try write(DSTBars.csv(from: DSTBars.sydneyFallBack - 2 * 3600, count: 48, step: 300, stamp: .epoch), "sydney.csv", in: dir)
        let r = try CLIRunner.run(["kline", input, "--timezone", "Australia/Sydney", "--crosshair", "2025-04-06T02:30", "-o", "s.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let args = try parsed([input, "--timezone", "Australia/Sydney", "--crosshair", "2025-04-06T02:30"], KLineSettings.options)
        let drawn = texts(try KLineStill.displayList(input: input, settings: try KLineSettings(args)))
        #expect(drawn.contains("2025-04-06 02:30 +11:00"), "the crosshair's tag and tooltip: \(drawn)")
        let outside = try CLIRunner.run(["kline", input, "--timezone", "UTC", "--crosshair", "2025-04-06T02:30", "-o", "u.svg"], in: dir)
        #expect(outside.status == 64 && outside.stderr.contains("is not on the chart's bars (2025-04-05 14:00 … 2025-04-05 17:55)"), "\(outside.stderr)")
    }

    /// Option dates are the display zone's: 03:00 on 6 April is on Sydney's bars, not on UTC's.
    @Test func optionTimesAreReadInTheDisplayZone() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = try write(DSTBars.csv(from: DSTBars.sydneyFallBack - 2 * 3600, count: 48, step: 300, stamp: .epoch), "sydney.csv", in: dir)
        let sydney = try CLIRunner.run(["kline", input, "--timezone", "Australia/Sydney", "--vline", "2025-04-06T03:00", "-o", "a.png"], in: dir)
        #expect(sydney.status == 0 && !sydney.stderr.contains("on no bar"), "\(sydney.stderr)")
        let utc = try CLIRunner.run(["kline", input, "--timezone", "UTC", "--vline", "2025-04-06T03:00", "-o", "b.png"], in: dir)
        #expect(utc.stderr.contains("--vline: 2025-04-06 03:00 is on no bar"), "\(utc.stderr)")
        let window = try CLIRunner.run(["kline", input, "--timezone", "UTC", "--from", "2025-04-06", "-o", "c.png"], in: dir)
        #expect(window.status == 65 && window.stderr.contains("no bars to draw between --from and --to"), "every bar is on 5 April in UTC: \(window.stderr)")
    }

    /// A-share minutes written as epochs are shown in Shanghai time by default: the timeline finds the session.
    @Test func timelineOfEpochsUsesTheExchangesZone() throws {
        let dir = CLIRunner.temporaryDirectory()
        let shanghai = try TimeZoneName.resolve("Asia/Shanghai")
        let open = shanghai.instant(ofWallTime: CivilTime(year: 2020, month: 7, day: 1, hour: 9, minute: 31).secondsSince1970)
        let input = try write(DSTBars.csv(from: open, count: 120, step: 60, stamp: .epoch), "ashare.csv", in: dir)
        let r = try CLIRunner.run(["timeline", input, "-o", "t.png"], in: dir)
        #expect(r.status == 0 && !r.stderr.contains("outside"), "\(r.stderr)")
        let drawn = texts(try TimelineStill.make(try parsed([input], TimelineStill.options)).list)
        #expect(drawn.contains("11:30/13:00"), "the A-share session's axis: \(drawn)")
    }

    /// Found by an attack on the streamed timeline (2026-12-04): `--timezone UTC` laid the A-share session's
    /// 09:30–15:00 on UTC's clock, so a Shanghai feed's minutes fell outside it and were quarantined. A session of
    /// hours keeps its exchange's clock: another zone is a usage error naming both, the session's own zone draws,
    /// a whole-day session takes any zone, and the K-line chart (no session axis) takes any zone too.
    @Test func aTimelineKeepsItsSessionsClock() throws {
        let dir = CLIRunner.temporaryDirectory()
        let dummy = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new }
        let feed = SharedData.fixture("stream-simulated-ashare.jsonl")
        let utc = try CLIRunner.run(["view", "--stream", feed, "--timezone", "UTC", "--frames", "3"], in: dir, environment: dummy)
        #expect(utc.status == 64 && utc.stderr.contains("the A-share session (the default; --session names another)")
                && utc.stderr.contains("Asia/Shanghai"), "\(utc.stderr)")
        let own = try CLIRunner.run(["view", "--stream", feed, "--timezone", "Asia/Shanghai", "--frames", "30"], in: dir, environment: dummy)
        #expect(own.status == 0 && own.stderr.contains("30 minutes in the timeline"), "\(own.stderr)")
        let kLine = try CLIRunner.run(["view", "--stream", feed, "--kline", "--timezone", "UTC", "--frames", "3"], in: dir, environment: dummy)
        #expect(kLine.status == 0, "\(kLine.stderr)")
        let shanghai = try TimeZoneName.resolve("Asia/Shanghai")
        let open = shanghai.instant(ofWallTime: CivilTime(year: 2020, month: 7, day: 1, hour: 9, minute: 31).secondsSince1970)
        let input = try write(DSTBars.csv(from: open, count: 120, step: 60, stamp: .epoch), "ashare.csv", in: dir)
        let still = try CLIRunner.run(["timeline", input, "--session", "ashare", "--timezone", "UTC", "-o", "t.png"], in: dir)
        #expect(still.status == 64 && still.stderr.contains("--timezone UTC: a timeline draws the A-share session on its exchange's clock, Asia/Shanghai"),
                "\(still.stderr)")
        let stillOwn = try CLIRunner.run(["timeline", input, "--session", "ashare", "--timezone", "Asia/Shanghai", "-o", "t.png"], in: dir)
        #expect(stillOwn.status == 0 && !stillOwn.stderr.contains("outside"), "\(stillOwn.stderr)")
    }

    /// A timeline has one slot a minute: the second of Sydney's two 02:00 hours is left out, and it says so.
    @Test func timelineOfTheFallBackSaysWhatItLeavesOut() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = try write(DSTBars.csv(from: DSTBars.sydneyFallBack - 2 * 3600, count: 240, step: 60, stamp: .epoch), "sydney.csv", in: dir)
        let r = try CLIRunner.run(["timeline", input, "--session", "crypto", "--timezone", "Australia/Sydney", "-o", "t.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("60 bars fall in an hour the clocks of Australia/Sydney repeat"), "\(r.stderr)")
    }

    /// The service's specs read the same option: a bad zone is a usage error before any data is read.
    @Test func specsTakeTheTimeZoneOption() throws {
        let good = try ChartSpec(query: [("file", "SPY_D-2019-2020.csv"), ("timezone", "Asia/Shanghai")])
        #expect(good.options.values["timezone"] == "Asia/Shanghai")
        let bad = try ChartSpec(query: [("file", "SPY_D-2019-2020.csv"), ("timezone", "Asia/Shangai")])
        #expect(throws: CommandFailure.self) { try KLineSettings(bad.options) }
        do {
            _ = try KLineSettings(bad.options)
        } catch let failure as CommandFailure {
            #expect(failure.code == .usage && failure.message.contains("did you mean 'Asia/Shanghai'"))
        }
        let timeline = try ChartSpec(object: ["type": "timeline", "file": "x.csv", "options": ["timezone": "UTC"]])
        #expect(timeline.options.values["timezone"] == "UTC")
    }

    @Test func sessionOptionsAreValidatedAndExplained() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fixture = SharedData.fixture("SPY_D-2019-2020.csv")
        let bad = try CLIRunner.run(["kline", fixture, "--separators", "weekly", "-o", "x.png"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("--separators 'weekly' must be none, day or session"), "\(bad.stderr)")
        let shade = try CLIRunner.run(["kline", fixture, "--extended-hours", "dim", "-o", "x.png"], in: dir)
        #expect(shade.status == 64 && shade.stderr.contains("must be none or shade"))
        let view = try CLIRunner.run(["view", fixture, "--show-gaps"], in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(view.status == 64 && view.stderr.contains("--show-gaps draws still charts"), "\(view.stderr)")
        // On daily bars the options draw nothing, and say so.
        let daily = try CLIRunner.run(["kline", fixture, "--separators", "day", "--extended-hours", "shade", "--show-gaps", "-o", "d.png"], in: dir)
        #expect(daily.status == 0)
        #expect(daily.stderr.contains("--separators day marks days and sessions of intraday bars"))
        #expect(daily.stderr.contains("no extended hours are known for these bars"))
    }
}
