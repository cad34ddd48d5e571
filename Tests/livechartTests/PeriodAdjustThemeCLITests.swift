import Foundation
import LiveChartTestSupport
import Testing

/// `--period`, `--adjust` and `--theme FILE.json` as a user meets them, on committed fixtures.
@Suite struct PeriodAdjustThemeCLITests {
    private let minutes = SharedData.fixture("000001.XSHG-2020-07-01-1min.csv")
    private let orcl = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")

    @Test func periodsRenderAndAPartialBarIsNoted() throws {
        let dir = CLIRunner.temporaryDirectory()
        let five = try CLIRunner.run(["kline", minutes, "--period", "5m", "--locale", "zh", "-o", "m5.png"], in: dir)
        #expect(five.status == 0 && !five.stderr.contains("partial"), "\(five.stderr)")
        // ORCL's data ends on Friday 2000-12-29: its last week and month are complete.
        let month = try CLIRunner.run(["kline", orcl, "--period", "1M", "--period-label", "end", "-o", "m.png"], in: dir)
        #expect(month.status == 0 && !month.stderr.contains("partial"), "\(month.stderr)")
        // A week of five days, then Monday to Wednesday: the second week is partial.
        let days = ["2024-03-04", "2024-03-05", "2024-03-06", "2024-03-07", "2024-03-08", "2024-03-11", "2024-03-12", "2024-03-13"]
        let csv = "Date,Open,High,Low,Close,Volume\n" + days.map { "\($0),10,11,9,10.5,100\n" }.joined()
        try Data(csv.utf8).write(to: dir.appendingPathComponent("d.csv"))
        let week = try CLIRunner.run(["kline", "d.csv", "--period", "1w", "-o", "w.png"], in: dir)
        #expect(week.status == 0, "\(week.stderr)")
        #expect(week.stderr.contains("bar 1 is partial: 3 of 5 source bars"), "\(week.stderr)")
        for name in ["m5.png", "m.png", "w.png"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path))
        }
    }

    @Test func aPeriodTheBarsCannotMakeIsAUsageError() throws {
        let dir = CLIRunner.temporaryDirectory()
        let finer = try CLIRunner.run(["kline", orcl, "--period", "5m", "-o", "x.png"], in: dir)
        #expect(finer.status == 64 && finer.stderr.contains("--period 5m"), "\(finer.stderr)")
        for args in [["--period", "7x"], ["--adjust", "sideways"], ["--period-label", "middle"]] {
            let r = try CLIRunner.run(["kline", orcl, "-o", "x.png"] + args, in: dir)
            #expect(r.status == 64, "\(args): \(r.stderr)")
        }
    }

    @Test func adjustmentRendersAndNeedsDataToApply() throws {
        let dir = CLIRunner.temporaryDirectory()
        for mode in ["forward", "backward", "none"] {
            let r = try CLIRunner.run(["kline", orcl, "--adjust", mode, "--period", "1w", "-o", "\(mode).png"], in: dir)
            #expect(r.status == 0, "\(mode): \(r.stderr)")
        }
        let plain = try CLIRunner.run(["kline", minutes, "--adjust", "forward", "-o", "p.png"], in: dir)
        #expect(plain.status == 0 && plain.stderr.contains("nothing to apply"), "\(plain.stderr)")
    }

    @Test func aThemeFileIsUsedAndABadOneExits65WithFileAndKey() throws {
        let dir = CLIRunner.temporaryDirectory()
        try Data(##"{ "base": "dark", "red": "#FF4D4F" }"##.utf8).write(to: dir.appendingPathComponent("good.json"))
        try Data(##"{ "base": "dark", "font": { "size": "big" } }"##.utf8).write(to: dir.appendingPathComponent("bad.json"))
        let good = try CLIRunner.run(["kline", orcl, "--theme", "good.json", "-o", "t.png"], in: dir)
        #expect(good.status == 0, "\(good.stderr)")
        let bad = try CLIRunner.run(["kline", orcl, "--theme", "bad.json", "-o", "t2.png"], in: dir)
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("bad.json: key 'font.size':"), "\(bad.stderr)")
        let missing = try CLIRunner.run(["kline", orcl, "--theme", "nope.json", "-o", "t3.png"], in: dir)
        #expect(missing.status == 66 && missing.stderr.contains("nope.json"))
    }
}
