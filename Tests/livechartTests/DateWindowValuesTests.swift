import Foundation
@testable import LiveChartJobs
import LiveChartCore
import LiveChartTestSupport
import Testing

/// A date window changes what is drawn, never a value (DESIGN.md decision 11; the truth issue, item 1): a trader
/// found `kline SPY_D.csv --from 2020-03-02 --crosshair 2020-03-20` showing DIF −18.63 and RSI24 17.07 with MA20
/// and MA60 missing, where `--last 125` showed the true DIF −22.51, RSI24 32.17 and MA20 280.94.
@Suite struct DateWindowValuesTests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")

    /// The legend rows (`MA20: 280.94`, `DIF: -22.51`, …) and the tooltip's values of a chart of `input`.
    func legends(_ input: String, _ arguments: [String]) throws -> [String] {
        let args = try ParsedArguments([input] + arguments, specs: KLineSettings.options)
        let list = try KLineStill.displayList(input: input, settings: try KLineSettings(args))
        return list.items.compactMap { item -> String? in
            guard case .text(let run) = item, run.text.contains(": ") else { return nil }
            return run.text
        }
    }

    /// The golden test the issue asks for: the same bar under the crosshair with `--from`, `--from … --to`,
    /// `--last` and the whole file shows the same legend values in every pane.
    @Test func theSameBarShowsTheSameValuesWhateverTheWindow() throws {
        let look = ["--panes", "MACD,RSI,KDJ", "--overlays", "BOLL", "--crosshair", "2020-03-20"]
        let whole = try legends(spy, look)
        #expect(whole.contains { $0.hasPrefix("MA60: ") } && whole.contains { $0.hasPrefix("DIF: ") }, "\(whole)")
        #expect(!whole.contains { $0.hasSuffix(": —") }, "every line has a value at 2020-03-20: \(whole)")
        for window in [["--from", "2020-03-02"], ["--from", "2020-03-02", "--to", "2020-05-29"], ["--last", "125"],
                       ["--to", "2020-03-20", "--last", "3"]] {
            #expect(try legends(spy, look + window) == whole, "\(window)")
        }
    }

    /// `indicators` writes the window's rows with the values computed on the whole history: the same numbers
    /// as the unwindowed table's rows for those dates, and `--period` resamples first.
    @Test func indicatorsTablesMatchTheChartTheyCameFrom() throws {
        let dir = CLIRunner.temporaryDirectory()
        func table(_ extra: [String]) throws -> [Substring] {
            let r = try CLIRunner.run(["indicators", spy, "--only", "MACD,RSI,KDJ", "-o", "t.csv"] + extra, in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            return try String(contentsOf: dir.appendingPathComponent("t.csv"), encoding: .utf8).split(separator: "\n")
        }
        let whole = try table([])
        let window = try table(["--from", "2020-03-19", "--to", "2020-03-23"])
        #expect(window.count == 4 && window[0] == whole[0], "a header and three days: \(window)")
        #expect(Array(window.dropFirst()) == whole.filter { ["2020-03-19", "2020-03-20", "2020-03-23"].contains($0.prefix(10)) })
        #expect(try table(["--last", "2"]) == [whole[0]] + whole.suffix(2))
        let weekly = try table(["--period", "1w", "--last", "1"])
        #expect(weekly.count == 2 && weekly[1].hasPrefix("2020-08-28"), "\(weekly)")
    }

    /// A file that starts inside the lookback of the window says so once; a window that starts before the
    /// file (the whole chart's own first values) says nothing.
    @Test func aShortHistoryBeforeTheWindowIsNoted() throws {
        let dir = CLIRunner.temporaryDirectory()
        let short = try CLIRunner.run(["kline", spy, "--from", "2019-07-08", "-o", "s.png"], in: dir)
        #expect(short.status == 0, "\(short.stderr)")
        #expect(short.stderr.components(separatedBy: "note:").count == 2
                && short.stderr.contains("has 9 bars before --from; MA60 needs 60"), "\(short.stderr)")
        let before = try CLIRunner.run(["kline", spy, "--from", "2019-01-01", "-o", "b.png"], in: dir)
        #expect(before.status == 0 && !before.stderr.contains("before --from"), "\(before.stderr)")
    }

    /// On the team's full SPY file the values the trader expected at 2020-03-20 (`--last 125`, the whole history
    /// behind it): DIF −22.51, RSI24 32.17, MA20 280.94; `--from` now shows them too.
    @Test(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
    func theReportedBarOnTheWholeFile() throws {
        let look = ["--panes", "MACD,RSI", "--crosshair", "2020-03-20"]
        let from = try legends(SharedData.path("daily/SPY_D.csv"), look + ["--from", "2020-03-02"])
        for value in ["DIF: -22.51", "RSI24: 32.17", "MA20: 280.94"] { #expect(from.contains(value), "\(from)") }
        #expect(try legends(SharedData.path("daily/SPY_D.csv"), look + ["--last", "125"]) == from)
    }
}

/// The window's rows against values computed outside the project: the golden set's TongDaXin MACD (MyTT
/// primitives over the whole 300 bars, `../shared/data/golden/macd.csv`), from row 200 on.
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct DateWindowGoldenTests {
    @Test func windowedRowsAgreeWithTheGoldenMACD() throws {
        let golden = try String(contentsOfFile: SharedData.path("golden/macd.csv"), encoding: .utf8).split(separator: "\n")
        let columns = golden[0].split(separator: ",").map(String.init)
        let (date, dif, dea) = (columns.firstIndex(of: "Date")!, columns.firstIndex(of: "tdx_DIF")!, columns.firstIndex(of: "tdx_DEA")!)
        let expected = golden.dropFirst(201).map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["indicators", SharedData.path("golden/input_300.csv"), "--only", "MACD", "--from", String(expected[0][date]),
                                   "-o", "w.csv"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try String(contentsOf: dir.appendingPathComponent("w.csv"), encoding: .utf8).split(separator: "\n").dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count == 100, "rows 200…299")
        for (row, want) in zip(rows, expected) {
            #expect(row[0] == want[date])
            #expect(abs(Double(row[6])! - Double(want[dif])!) < 1e-9 && abs(Double(row[7])! - Double(want[dea])!) < 1e-9, "\(row[0])")
        }
    }
}
