import Foundation
@testable import LiveChartJobs
import LiveChartTestSupport
import Testing

/// Issue 15, item 6 and `--date-format` on the command line and in the service's specs: a close-only file
/// is drawn as a line with the indicators that need only the close, and one that needs more is refused by name.
@Suite struct CloseOnlyCLITests {
    let fred = SharedData.fixture("fred-DCOILWTICO-2014.csv")

    @Test func aCloseOnlyFileIsALineWithCloseIndicators() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", fred, "--overlays", "BOLL", "-o", "wti.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: no VOL pane: it needs volume; \(fred) has only DATE,DCOILWTICO"), "\(r.stderr)")
        let panes = try CLIRunner.run(["kline", fred, "--panes", "MACD,RSI", "-o", "panes.png"], in: dir)
        #expect(panes.status == 0, "\(panes.stderr)")
    }

    /// An all-zero volume column (the truth issue, item 7) gets no VOL pane by default, with a note; asked for, it is drawn.
    @Test func anAllZeroVolumeColumnGetsNoVolumePane() throws {
        let dir = CLIRunner.temporaryDirectory()
        let rows = (1...20).map { "2024-01-\(String(format: "%02d", $0)),10,11,9,10.5,0" }.joined(separator: "\n")
        try ("Date,Open,High,Low,Close,Volume\n" + rows + "\n").write(to: dir.appendingPathComponent("index.csv"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["kline", "index.csv", "-o", "i.png"], in: dir)
        #expect(r.status == 0 && r.stderr.contains("note: no VOL pane: every volume in index.csv is 0"), "\(r.stderr)")
        let asked = try CLIRunner.run(["kline", "index.csv", "--panes", "VOL", "-o", "v.png"], in: dir)
        #expect(asked.status == 0 && !asked.stderr.contains("VOL"), "\(asked.stderr)")
    }

    @Test func indicatorsNeedingHighLowOrVolumeAreRefusedByName() throws {
        let dir = CLIRunner.temporaryDirectory()
        let kdj = try CLIRunner.run(["kline", fred, "--panes", "MACD,KDJ", "-o", "k.png"], in: dir)
        #expect(kdj.status == 65 && kdj.stderr.contains("KDJ needs high and low; \(fred) has only DATE,DCOILWTICO"), "\(kdj.stderr)")
        let vol = try CLIRunner.run(["kline", fred, "--panes", "VOL", "-o", "v.png"], in: dir)
        #expect(vol.status == 65 && vol.stderr.contains("VOL needs volume"), "\(vol.stderr)")
        let candles = try CLIRunner.run(["kline", fred, "--style", "candles", "-o", "c.png"], in: dir)
        #expect(candles.status == 65 && candles.stderr.contains("--style candles needs open, high and low"), "\(candles.stderr)")
        let only = try CLIRunner.run(["indicators", fred, "--only", "RSI,ATR", "-o", "i.csv"], in: dir)
        #expect(only.status == 65 && only.stderr.contains("ATR needs high and low"), "\(only.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("k.png").path))
    }

    /// A formula the user gives is asked for like a named pane: one reading what the file lacks (H and L of a
    /// close-only file, AMOUNT of an OHLCV file) is refused by name, not left out with a note or drawn empty (the
    /// amount case was drawn as an empty pane; found by an attack on the formula paths). JSON bars with an amount
    /// feed it.
    @Test func formulasReadingWhatTheFileLacksAreRefused() throws {
        let dir = CLIRunner.temporaryDirectory()
        let range = try CLIRunner.run(["kline", fred, "--formula", "X: H - L;", "-o", "r.png"], in: dir)
        #expect(range.status == 65 && range.stderr.contains("FORMULA needs high and low (FORMULA 1:4: H); \(fred) has only DATE,DCOILWTICO"), "\(range.stderr)")
        let spy = SharedData.fixture("SPY_D-2019-2020.csv")
        // Hardening round 3, item 14: the refusal names where the formula reads it, as other formula errors do.
        let amount = try CLIRunner.run(["kline", spy, "--formula", "A: MA(C, 5);\nX: AMOUNT / VOL;", "-o", "a.png"], in: dir)
        #expect(amount.status == 65 && amount.stderr.contains("FORMULA needs amount (FORMULA 2:4: AMOUNT)"), "\(amount.stderr)")
        let only = try CLIRunner.run(["indicators", spy, "--formula", "X: VOL + AMO;", "--only", "FORMULA", "-o", "t.csv"], in: dir)
        #expect(only.status == 65 && only.stderr.contains("--only: FORMULA needs amount (FORMULA 1:10: AMO)"), "\(only.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.png").path))
        let json = dir.appendingPathComponent("amount.json")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let rows = (1...9).map { #"{"date":"2020-01-0\#($0)","open":10,"high":11,"low":9,"close":10.5,"volume":100,"amount":1050}"# }
        try ("[" + rows.joined(separator: ",") + "]").write(to: json, atomically: true, encoding: .utf8)
        let fed = try CLIRunner.run(["kline", "amount.json", "--formula", "X: AMOUNT / VOL;", "-o", "j.png"], in: dir)
        #expect(fed.status == 0, "\(fed.stderr)")
    }

    /// Without --only, the table holds every indicator the close can feed, and says how many it left out.
    @Test func theIndicatorsTableKeepsWhatTheCloseFeeds() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["indicators", fred, "-o", "i.csv"], in: dir)
        #expect(r.status == 0 && r.stderr.contains("indicators left out"), "\(r.stderr)")
        let header = try String(contentsOf: dir.appendingPathComponent("i.csv"), encoding: .utf8).split(separator: "\n").first ?? ""
        #expect(header.contains("MACD.DIF") && header.contains("RSI") && !header.contains("KDJ"), "\(header)")
    }

    @Test func dateFormatSettlesTheOrderOnEveryCommand() throws {
        let dir = CLIRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("dm.csv")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "Date,Open,High,Low,Close\n01/02/2020,1,2,0.5,1.5\n01/03/2020,1,2,0.5,1.6\n".write(to: file, atomically: true, encoding: .utf8)
        let auto = try CLIRunner.run(["indicators", "dm.csv", "--only", "MA(1)", "-o", "a.csv"], in: dir)
        #expect(auto.status == 0 && auto.stderr.contains("read month first"), "\(auto.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("a.csv"), encoding: .utf8).contains("2020-01-02"))
        let dmy = try CLIRunner.run(["indicators", "dm.csv", "--only", "MA(1)", "--date-format", "dmy", "-o", "d.csv"], in: dir)
        #expect(dmy.status == 0 && !dmy.stderr.contains("month first"), "\(dmy.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("d.csv"), encoding: .utf8).contains("2020-02-01"))
        for command in [["kline", "-o", "x.png"], ["view"], ["timeline", "-o", "x.png"]] {
            let bad = try CLIRunner.run(command + ["dm.csv", "--date-format", "dd/mm/yyyy"], in: dir,
                                        environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(bad.status == 64 && bad.stderr.contains("--date-format 'dd/mm/yyyy' must be auto, ymd, dmy, mdy"), "\(command): \(bad.stderr)")
        }
    }

    /// The service reads the same option table: a spec's "date-format" is the command's --date-format.
    @Test func theServiceSpecTakesDateFormat() throws {
        let ok = try ChartSpec(json: Data(#"{"csv": "date,close\n23.03.2020,1.5\n24.03.2020,1.6\n", "options": {"date-format": "dmy"}}"#.utf8))
        #expect(try ChartJob(ok) { $0 }.render().body.count > 0)
        let bad = try ChartSpec(json: Data(#"{"csv": "date,close\n23.03.2020,1.5\n", "options": {"date-format": "%q"}}"#.utf8))
        #expect(throws: (any Error).self) { try ChartJob(bad) { $0 }.render() }
    }
}
