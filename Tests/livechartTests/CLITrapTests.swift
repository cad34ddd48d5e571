import Foundation
import LiveChartTestSupport
import Testing

/// Small traps the second hardening round found (issue "Hardening, second round", item 14): each
/// used to exit 0 with a misleading result or an empty message.
@Suite struct CLITrapTests {
    @Test func anIndicatorTableIsNotWrittenUnderAnImagesName() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = SharedData.fixture("quoted-bom-crlf.csv")
        let r = try CLIRunner.run(["indicators", input, "-o", "chart.png"], in: dir)
        #expect(r.status == 64 && r.stderr.contains("indicators writes a CSV table"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("chart.png").path))
        #expect(try CLIRunner.run(["indicators", input, "-o", "table.csv"], in: dir).status == 0)
    }

    @Test func aSymbolCannotBePickedFromAFileThatNamesNone() throws {
        // The fixture has no symbol column: its bars would have been drawn titled MSFT.
        let r = try CLIRunner.run(["kline", SharedData.fixture("WIKI-ORCL-2000-quandl.csv"), "--symbol", "MSFT", "-o", "x.png"],
                                  in: CLIRunner.temporaryDirectory())
        #expect(r.status == 65 && r.stderr.contains("no symbol column to choose 'MSFT' from"), "\(r.stderr)")
        // A file with a symbol column still chooses.
        let two = try CLIRunner.run(["kline", SharedData.fixture("two-tickers.csv"), "--symbol", "BBB", "-o", "y.png"],
                                    in: CLIRunner.temporaryDirectory())
        #expect(two.status == 0, "\(two.stderr)")
    }

    @Test func everyViewerRefusesAWindowSDLCannotOpenWithTheLimit() throws {
        let dir = CLIRunner.temporaryDirectory()
        let game = SharedData.fixture("pbp-stats-0021900001-cut.json")
        for args in [["view", SharedData.fixture("quoted-bom-crlf.csv"), "--size", "20000x20000", "--frames", "1"],
                     ["score", game, "--view", "--size", "9000x600", "--frames", "1"],
                     ["curve", "--values", "1,2,3", "--view", "--size", "600x9000", "--frames", "1"]] {
            let r = try CLIRunner.run(args, in: dir)  // refused before any window opens
            #expect(r.status == 64 && r.stderr.contains("a window is at most 8192x8192 points"), "\(args): \(r.stderr)")
        }
    }

    @Test func priceDecimalsCanBeForcedWithinRange() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        #expect(try CLIRunner.run(["kline", input, "--price-decimals", "3", "-o", "a.png"], in: dir).status == 0)
        for bad in ["11", "-1", "two"] {
            let r = try CLIRunner.run(["kline", input, "--price-decimals", bad, "-o", "b.png"], in: dir)
            #expect(r.status == 64 && r.stderr.contains("--price-decimals"), "\(bad): \(r.stderr)")
        }
    }

    /// The broker-grade issue's item 11: `-o -` wrote a file named "-"; it is standard output for every command.
    @Test func dashIsStandardOutputForEveryOutput() throws {
        let dir = CLIRunner.temporaryDirectory()
        let bars = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        for args in [["kline", bars, "-o", "-"], ["-o", "-"], ["curve", "--values", "1,2,3", "-o", "-"],
                     ["score", SharedData.fixture("pbp-stats-0021900001-cut.json"), "-o", "-"]] {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 0 && r.stdoutData.prefix(4) == png, "\(args): \(r.stderr)")
        }
        let table = try CLIRunner.run(["indicators", bars, "--only", "MA", "-o", "-"], in: dir)
        #expect(table.status == 0 && table.stdout.hasPrefix("Date,"), "\(table.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path))
    }

    @Test func mistypedNamesGetASuggestion() throws {
        let dir = CLIRunner.temporaryDirectory()
        let option = try CLIRunner.run(["kline", "a.csv", "--lst", "5"], in: dir)
        #expect(option.status == 64 && option.stderr.contains("did you mean '--last'?"), "\(option.stderr)")
        let command = try CLIRunner.run(["klin", "a.csv"], in: dir)
        #expect(command.status == 64 && command.stderr.contains("did you mean 'kline'?"), "\(command.stderr)")
        let help = try CLIRunner.run(["kline", "--help"], in: dir).stdout.split(separator: "\n")
        #expect(help.last { $0.hasPrefix("  -") || $0.hasPrefix("      --") }?.contains("--help") == true, "help is listed last")
    }

    @Test func klineDrawsACrosshairAtADateOrSaysWhyNot() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        #expect(try CLIRunner.run(["kline", input, "--crosshair", "2000-01-05", "-o", "c.png"], in: dir).status == 0)
        for bad in ["1990-01-01", "2000-02-30", "2000-01-05T25:00", "yesterday"] {
            let r = try CLIRunner.run(["kline", input, "--crosshair", bad, "-o", "d.png"], in: dir)
            #expect(r.status == 64 && r.stderr.contains("--crosshair"), "\(bad): \(r.stderr)")
        }
    }

    /// Named styles ship with the tool (the broker-grade issue: the looks users know from mplfinance,
    /// TradingView and East Money), with `--watermark`.
    @Test func everyNamedStyleRendersWithItsBackground() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        var firstBytes = Set<Data>()
        for name in ["yahoo", "binance", "charles", "nightclouds", "mike", "tradingview", "tradingview-dark", "eastmoney", "eastmoney-dark"] {
            let r = try CLIRunner.run(["kline", input, "--theme", name, "--watermark", "-o", "-"], in: dir)
            #expect(r.status == 0 && r.stdoutData.count > 1000, "\(name): \(r.stderr)")
            firstBytes.insert(r.stdoutData)
        }
        #expect(firstBytes.count == 9, "nine different pictures")
        let typo = try CLIRunner.run(["kline", input, "--theme", "nightcloud", "-o", "x.png"], in: dir)
        #expect(typo.status == 64 && typo.stderr.contains("did you mean 'nightclouds'?"), "\(typo.stderr)")
    }

    /// What an attack on the new options found (each exited 0 or dumped a Foundation error before).
    @Test func crosshairOffScreenFlagValuesHelpAndAFullStandardOutput() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        let off = try CLIRunner.run(["kline", input, "--last", "20", "--crosshair", "2000-01-05", "-o", "c.png"], in: dir)
        #expect(off.status == 64 && off.stderr.contains("is not on the chart's bars"), "\(off.stderr)")
        let flag = try CLIRunner.run(["kline", input, "--watermark=no", "-o", "w.png"], in: dir)
        #expect(flag.status == 64 && flag.stderr.contains("takes no value"), "\(flag.stderr)")
        let help = try CLIRunner.run(["-o", "z.png", "-h"], in: dir)
        #expect(help.status == 0 && help.stdout.hasPrefix("usage:") && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("z.png").path))
        let (status, message) = try CLIRunner.runIntoFullDisk(["kline", input, "-o", "-"])
        #expect(status == 73 && message.contains("cannot write standard output: No space left on device"), "\(message)")
    }

    /// The hardening issue's items 1 and 4 for `--emit`: creating the stream file over a device or a FIFO
    /// replaced it (as root, `--emit /dev/full` left a regular file), and a full disk lost lines with exit 0.
    @Test func emitWritesOnlyRegularFilesAndStopsOnAFullDisk() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fifo = dir.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try CLIRunner.run(["timeline", "--simulate", "3", "--until", "10:00", "--emit", fifo], in: dir)
        #expect(r.status == 73 && r.stderr.contains("not a regular file"), "\(r.stderr)")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO is still a FIFO")
        // Through a link to a regular file, the target is written.
        let target = dir.appendingPathComponent("real.jsonl"), link = dir.appendingPathComponent("link.jsonl")
        try Data().write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try CLIRunner.run(["timeline", "--simulate", "3", "--until", "10:00", "--emit", link.path], in: dir).status == 0)
        #expect(try Data(contentsOf: target).count > 100)
        // A full standard output (where /dev/full is the device it should be).
        guard stat("/dev/full", &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else { return }
        let (status, message) = try CLIRunner.runIntoFullDisk(["timeline", "--simulate", "3", "--until", "10:00", "--emit", "-"])
        #expect(status == 74 && message.contains("No space left on device"), "\(message)")
    }

    /// The hardening issue's item 1: output replaced whatever sat at the path (as root, `-o /dev/null`
    /// left a CSV file there). Only regular files are written; a link's target is, keeping its mode.
    @Test func outputsReplaceOnlyRegularFilesAndKeepTheirMode() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for args in [["indicators", input, "--only", "MA", "-o", fifo], ["kline", input, "-o", fifo + ".png"]] {
            if args[0] == "kline" { try FileManager.default.createSymbolicLink(atPath: fifo + ".png", withDestinationPath: fifo) }
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 73 && r.stderr.contains("not a regular file"), "\(args): \(r.stderr)")
        }
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO is still a FIFO")
        let target = dir.appendingPathComponent("table.csv"), link = dir.appendingPathComponent("link.csv")
        try Data("old".utf8).write(to: target)
        chmod(target.path, 0o640)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try CLIRunner.run(["indicators", input, "--only", "MA", "-o", link.path], in: dir).status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("Date,"), "the target was written")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path, "the link stays a link")
        #expect(stat(target.path, &info) == 0 && info.st_mode & 0o777 == 0o640, "the target keeps its mode")
    }
}
