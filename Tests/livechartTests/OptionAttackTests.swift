import Foundation
import LiveChartTestSupport
import Testing

/// Issue 17, families 4 and 6: options the attack found ignored or misreported.
@Suite struct OptionAttackTests {
    var dummy: [String: String] { ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new } }
    let bars = SharedData.fixture("SPY_D-2019-2020.csv")

    /// Hardening round 3, item 10: `--only ''` wrote a table of no indicator, a repeated `-o` wrote one of the two
    /// names silently, and `--limit 1e-300%` drew limit lines on the previous close; each is refused (64) saying why.
    @Test func slipsInOptionsAreRefused() throws {
        let dir = CLIRunner.temporaryDirectory()
        let empty = try CLIRunner.run(["indicators", bars, "--only", "", "-o", "t.csv"], in: dir)
        #expect(empty.status == 64 && empty.stderr.contains("--only: '' names no indicator"), "\(empty.stderr)")
        #expect(try CLIRunner.run(["kline", bars, "--panes", "none", "-o", "n.png"], in: dir).status == 0, "'none' is still none")
        let twice = try CLIRunner.run(["kline", bars, "-o", "a.png", "-o", "b.png"], in: dir)
        #expect(twice.status == 64 && twice.stderr.contains("--output is given twice ('a.png' and 'b.png')"), "\(twice.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.png").path)
                && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.png").path))
        #expect(try CLIRunner.run(["kline", bars, "--formula", "A: C;", "--formula", "B: O;", "-o", "f.png"], in: dir).status == 0,
                "a list option is still repeatable")
        let minutes = SharedData.fixture("timeline-000001.XSHG-2020-07-14.csv")
        for limit in ["1e-300%", "0%", "80%", "nan%"] {
            let r = try CLIRunner.run(["timeline", minutes, "--limit", limit, "-o", "t.png"], in: dir)
            #expect(r.status == 64 && r.stderr.contains("from 0.1% to 50%"), "\(limit): \(r.stderr)")
        }
        #expect(try CLIRunner.run(["timeline", minutes, "--limit", "20%", "-o", "t.png"], in: dir).status == 0)
    }

    /// An option followed by another option had taken it as its value: `--size --last 5` said
    /// "kline takes exactly one input file" (fails before the fix).
    @Test func anOptionIsNeverAnotherOptionsValue() throws {
        let dir = CLIRunner.temporaryDirectory()
        for args in [["kline", bars, "--size", "--last", "5"], ["kline", bars, "--size", "-o", "x.png"],
                     ["indicators", bars, "--only", "--convention", "tdx"], ["score", "g.json", "--speed", "--view"]] {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 64 && r.stderr.contains("needs a value"), "\(args): \(r.stderr)")
        }
        // '-' and negative numbers are still values; a value starting with '--' is given with '='.
        #expect(try CLIRunner.run(["kline", bars, "-o", "-", "--last", "5"], in: dir).status == 0)
        let negative = try CLIRunner.run(["kline", bars, "--price-decimals", "-1", "-o", "x.png"], in: dir)
        #expect(negative.status == 64 && negative.stderr.contains("from 0 to 10"), "\(negative.stderr)")
        #expect(try CLIRunner.run(["kline", bars, "--title=--x", "-o", "x.png"], in: dir).status == 0)
    }

    /// `--symbol` where there is no file to pick from was ignored (fails before the fix).
    @Test func aSymbolWithNothingToPickFromIsRefused() throws {
        let dir = CLIRunner.temporaryDirectory()
        let simulated = try CLIRunner.run(["timeline", "--simulate", "7", "--symbol", "MSFT", "-o", "t.png"], in: dir)
        #expect(simulated.status == 64 && simulated.stderr.contains("--symbol"), "\(simulated.stderr)")
        let fifo = dir.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let stream = try CLIRunner.run(["view", "--stream", fifo, "--symbol", "MSFT", "--frames", "2"], in: dir, environment: dummy)
        #expect(stream.status == 64 && stream.stderr.contains("--symbol"), "\(stream.stderr)")
        // A file without a symbol column refuses in every command that reads bars.
        for args in [["kline", bars, "-o", "k.png"], ["indicators", bars, "-o", "i.csv"], ["view", bars, "--frames", "2"]] {
            let r = try CLIRunner.run(args + ["--symbol", "MSFT"], in: dir, environment: dummy)
            #expect(r.status == 65 && r.stderr.contains("no symbol column to choose 'MSFT'"), "\(args): \(r.stderr)")
        }
    }

    /// Bad indicator parameters are usage errors in every command that takes them, through the one
    /// validation `indicators --only` uses (this already held on main when the issue was checked).
    @Test func badIndicatorParametersAreUsageErrorsEverywhere() throws {
        let dir = CLIRunner.temporaryDirectory()
        for spec in ["MACD(0,0,0)", "RSI(-1)", "KDJ(100000,1,1)", "BOLL(20,nan)", "EMA(1000000000)"] {
            let option = ["BOLL(20,nan)", "EMA(1000000000)"].contains(spec) ? "--overlays" : "--panes"
            for args in [["kline", bars, option, spec, "-o", "k.png"], ["view", bars, option, spec, "--frames", "2"],
                         ["indicators", bars, "--only", spec, "-o", "i.csv"]] {
                let r = try CLIRunner.run(args, in: dir, environment: dummy)
                #expect(r.status == 64 && r.stderr.contains(spec.prefix(while: { $0 != "(" })), "\(args): \(r.stderr)")
            }
        }
    }

    /// `--volume-profile ROWS` outside 4…200, or not ASCII digits, is a usage error naming the option, in the
    /// still and in the viewer; a good value draws.
    @Test func volumeProfileRowsAreChecked() throws {
        let dir = CLIRunner.temporaryDirectory()
        for rows in ["2", "201", "abc", "２４", "-5", "1e2"] {
            for args in [["kline", bars, "--volume-profile", rows, "-o", "k.png"], ["view", bars, "--volume-profile", rows, "--frames", "2"]] {
                let r = try CLIRunner.run(args, in: dir, environment: dummy)
                #expect(r.status == 64 && r.stderr.contains("--volume-profile '\(rows)' must be a whole number of rows, 4…200"), "\(args): \(r.stderr)")
            }
        }
        let good = try CLIRunner.run(["kline", bars, "--volume-profile", "24", "-o", "k.png"], in: dir, environment: dummy)
        #expect(good.status == 0 && FileManager.default.fileExists(atPath: dir.appendingPathComponent("k.png").path), "\(good.stderr)")
    }

    /// Widening family 6: options that only act with another were ignored silently without it
    /// (fails before the fix: each exited 0).
    @Test func anOptionWithoutWhatItNeedsIsRefused() throws {
        let dir = CLIRunner.temporaryDirectory()
        let game = SharedData.fixture("pbp-live-0022000001-cut.json"), minutes = SharedData.fixture("timeline-000001.XSHG-2020-07-14.csv")
        let cases: [([String], String)] = [
            (["kline", bars, "--reversal", "5", "-o", "k.png"], "--reversal applies only with --style pnf"),
            (["kline", bars, "--box-size", "2", "-o", "k.png"], "--box-size applies only with --style renko|pnf|kagi"),
            (["kline", bars, "--style", "renko", "--line-count", "2", "-o", "k.png"], "--line-count applies only with --style line-break"),
            (["kline", bars, "--period-label", "start", "-o", "k.png"], "--period-label applies only with --period"),
            (["score", game, "--fps", "30", "-o", "s.png"], "--fps applies only with --animate"),
            (["score", game, "--speed", "5", "-o", "s.png"], "--speed applies only with --animate or --view or --at"),
            (["score", game, "--frames", "5", "-o", "s.png"], "--frames applies only with --view"),
            (["timeline", minutes, "--until", "10:00", "-o", "t.png"], "--until applies only with --simulate"),
            (["view", bars, "--kline", "--frames", "2"], "--kline applies only with --stream"),
            (["curve", "--values", "1,2,3", "--window", "5", "-o", "c.png"], "--window applies only with --stream"),
        ]
        for (args, message) in cases {
            let r = try CLIRunner.run(args, in: dir, environment: dummy)
            #expect(r.status == 64 && r.stderr.contains(message), "\(args): \(r.status) \(r.stderr)")
        }
        // With what they need they still work.
        for args in [["kline", bars, "--style", "pnf", "--reversal", "5", "--box-size", "2", "-o", "k.png"],
                     ["kline", bars, "--period", "1w", "--period-label", "start", "-o", "k.png"],
                     ["score", game, "--speed", "5", "--at", "3", "-o", "s.png"]] {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
    }

    /// Widening family 3: one indicator's repeated parameter is a line each; `MA(1,…,20000)` overflowed the
    /// stack (signal 11) and `MA(1,…,2000)` took 7.5 s a chart (fails before the fix).
    @Test func anIndicatorOfThousandsOfLinesIsRefused() throws {
        let dir = CLIRunner.temporaryDirectory()
        let many = "MA(" + (1...20_000).map { String($0 % 100 + 1) }.joined(separator: ",") + ")"
        let seventeen = "RSI(" + (1...17).map(String.init).joined(separator: ",") + ")"
        for args in [["indicators", bars, "--only", many, "-o", "i.csv"], ["kline", bars, "--overlays", many, "-o", "k.png"],
                     ["kline", bars, "--panes", seventeen, "-o", "k.png"]] {
            let r = try CLIRunner.run(args, in: dir, timeout: 60)
            #expect(r.status == 64 && r.stderr.contains("lines asked, at most 16"), "\(args.prefix(3)): \(r.status) \(r.stderr.prefix(300))")
        }
        let sixteen = "MA(" + (1...16).map(String.init).joined(separator: ",") + ")"
        #expect(try CLIRunner.run(["kline", bars, "--overlays", sixteen, "-o", "k.png"], in: dir).status == 0)
    }
}
