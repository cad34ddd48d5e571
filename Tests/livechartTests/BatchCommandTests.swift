import Foundation
import LiveChartTestSupport
import Testing

/// `livechart batch`: manifests and globs rendered in parallel, failures counted without stopping the rest,
/// and a second run skipping what is up to date.
@Suite struct BatchCommandTests {
    func folder() throws -> URL {
        let dir = CLIRunner.temporaryDirectory()
        try FileManager.default.copyItem(atPath: SharedData.fixture("SPY_D-2019-2020.csv"), toPath: dir.appendingPathComponent("spy.csv").path)
        try FileManager.default.copyItem(atPath: SharedData.fixture("yahoo-AAPL-2017.csv"), toPath: dir.appendingPathComponent("aapl.csv").path)
        return dir
    }

    @Test func manifestItemsRenderAndFailuresAreCountedNotFatal() throws {
        let dir = try folder()
        let manifest = """
        {"file": "spy.csv", "options": {"last": 120, "panes": ["VOL", "MACD"]}, "name": "spy-120"}
        {"type": "curve", "format": "svg", "options": {"values": "1,3,2,5"}}

        {"file": "missing.csv"}
        {"file": "spy.csv", "options": {"lst": 3}}
        not json
        {"file": "aapl.csv", "describe": true}
        {"file": "spy.csv", "name": "spy-120"}
        """
        try manifest.write(to: dir.appendingPathComponent("charts.jsonl"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["batch", "charts.jsonl", "--out", "out", "--jobs", "2"], in: dir)
        #expect(r.status == 65, "failures make the exit non-zero: \(r.stderr)")
        for line in ["charts.jsonl:4: missing.csv: no such file", "charts.jsonl:5: unknown option 'lst'", "charts.jsonl:6: not a spec",
                     "charts.jsonl:8: the output 'spy-120.png' is charts.jsonl:1's too", "7 items: 3 written, 0 up to date, 4 failed"] {
            #expect(r.stderr.contains(line), "\(line) in \(r.stderr)")
        }
        let out = dir.appendingPathComponent("out")
        let png = try Data(contentsOf: out.appendingPathComponent("spy-120.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 20_000)
        #expect(try String(contentsOf: out.appendingPathComponent("line-2.svg"), encoding: .utf8).hasPrefix("<?xml"))
        #expect(try String(contentsOf: out.appendingPathComponent("aapl.txt"), encoding: .utf8).contains("candlestick chart"))
    }

    @Test func aSecondRunSkipsWhatIsUpToDateAndRedoesWhatChanged() throws {
        let dir = try folder()
        try "{\"file\": \"spy.csv\", \"options\": {\"last\": 60}}\n{\"file\": \"aapl.csv\"}\n".write(to: dir.appendingPathComponent("m.jsonl"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir).stderr.contains("2 written, 0 up to date"))
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir).stderr.contains("0 written, 2 up to date"))
        // A changed input (size and time) and a changed spec are drawn again; a deleted output too.
        let spy = dir.appendingPathComponent("spy.csv")
        try (try String(contentsOf: spy, encoding: .utf8) + "\n").write(to: spy, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir).stderr.contains("1 written, 1 up to date"))
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out", "--ma", "5"], in: dir).stderr.contains("2 written, 0 up to date"), "shared options are part of the spec")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out/aapl.png"))
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out", "--ma", "5"], in: dir).stderr.contains("1 written, 1 up to date"))
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out", "--ma", "5", "--force"], in: dir).stderr.contains("2 written, 0 up to date"))
    }

    @Test func aGlobDrawsEachFileWithTheSharedOptions() throws {
        let dir = try folder()
        try "date,close\n".write(to: dir.appendingPathComponent("empty.csv"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["batch", "*.csv", "--out", "charts", "--last", "30", "--format", "pdf", "--panes", "VOL,RSI"], in: dir)
        #expect(r.status == 65 && r.stderr.contains("empty.csv:") && r.stderr.contains("3 items: 2 written"), "\(r.stderr)")
        for name in ["spy.pdf", "aapl.pdf"] {
            #expect(try Data(contentsOf: dir.appendingPathComponent("charts/\(name)")).starts(with: Array("%PDF".utf8)), "\(name)")
        }
        let none = try CLIRunner.run(["batch", "*.nothing", "--out", "charts"], in: dir)
        #expect(none.status == 66 && none.stderr.contains("matches no data file"))
        #expect(try CLIRunner.run(["batch", "*.csv", "--out", "charts", "--panes", "NOPE"], in: dir).status == 65, "a bad shared option fails every item")
        #expect(try CLIRunner.run(["batch", "*.csv", "--out", "spy.csv"], in: dir).status == 73, "--out must be a folder")
        #expect(try CLIRunner.run(["batch", "*.csv"], in: dir).status == 64)
        #expect(try CLIRunner.run(["batch", "*.csv", "--out", "x", "--type", "pie"], in: dir).status == 64)
    }

    /// docs/examples/batch.jsonl, the manifest docs/service.md shows: one item of every chart type.
    @Test func theDocumentedManifestRendersEveryType() throws {
        let out = CLIRunner.temporaryDirectory()
        let manifest = SharedData.repositoryRoot.appendingPathComponent("docs/examples/batch.jsonl").path
        let r = try CLIRunner.run(["batch", manifest, "--out", out.path, "--jobs", "2"], in: out)
        #expect(r.status == 0 && r.stderr.contains("5 items: 5 written"), "\(r.stderr)")
        for name in ["aapl-120.png", "spy.svg", "sse-timeline.png", "nop-tor.png", "curve.png"] {
            #expect(((try? Data(contentsOf: out.appendingPathComponent(name)))?.count ?? 0) > 5_000, "\(name)")
        }
    }

    /// Regressions from the attack on the batch tool: each let a batch write outside --out, replace its own
    /// input, skip a changed output, hang, or mix two runs' charts before its fix.
    @Test func outputsStayInsideTheFolderAndNeverReplaceInputs() throws {
        let dir = try folder()
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let victim = dir.appendingPathComponent("victim.txt")
        try "keep".write(to: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("spy.png").path, withDestinationPath: victim.path)
        let linked = try CLIRunner.run(["batch", "spy.csv", "--out", "out"], in: dir)
        #expect(linked.status == 65 && linked.stderr.contains("not a regular file"), "\(linked.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        // A glob whose output names are its inputs' own, in the same folder.
        try FileManager.default.copyItem(at: dir.appendingPathComponent("spy.csv"), to: dir.appendingPathComponent("same.png"))
        let own = try CLIRunner.run(["batch", "same.png", "--out", "."], in: dir)
        #expect(own.status == 65 && own.stderr.contains("same.png: the output 'same.png' is an input of same.png"), "\(own.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("same.png"), encoding: .utf8).hasPrefix(",date,open"))
        // The ledger may not be a link (out of the folder) or a FIFO (a hang).
        let other = dir.appendingPathComponent("o2")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: other.appendingPathComponent(".livechart-batch").path, withDestinationPath: victim.path)
        #expect(try CLIRunner.run(["batch", "spy.csv", "--out", "o2"], in: dir).status == 73)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        let fifo = dir.appendingPathComponent("o3")
        try FileManager.default.createDirectory(at: fifo, withIntermediateDirectories: true)
        #expect(mkfifo(fifo.appendingPathComponent(".livechart-batch").path, 0o644) == 0)
        #expect(try CLIRunner.run(["batch", "spy.csv", "--out", "o3"], in: dir).status == 73)
    }

    @Test func aChangedOutputIsDrawnAgainAndCRLFManifestsRead() throws {
        let dir = try folder()
        try "{\"file\": \"spy.csv\"}\r\n{\"file\": \"aapl.csv\", \"name\": \"a\"}\r\n".write(to: dir.appendingPathComponent("m.jsonl"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir).stderr.contains("2 items: 2 written"))
        try Data().write(to: dir.appendingPathComponent("out/spy.png"))
        let again = try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir)
        #expect(again.stderr.contains("1 written, 1 up to date"), "an emptied output is drawn again: \(again.stderr)")
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir).stderr.contains("0 written, 2 up to date"))
        let ledger = try String(contentsOf: dir.appendingPathComponent("out/.livechart-batch"), encoding: .utf8)
        #expect(ledger.split(separator: "\n").count == 2, "one line an output after compaction: \(ledger)")
        let dup = #"{"file": "spy.csv", "file": "aapl.csv"}"#
        try dup.write(to: dir.appendingPathComponent("d.jsonl"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["batch", "d.jsonl", "--out", "out"], in: dir).stderr.contains("duplicate key 'file'"))
        #expect(try CLIRunner.run(["batch", "m.jsonl", "--out", "x", "--jobs", "0"], in: dir).status == 64)
    }

    @Test func twoBatchesCannotWriteIntoOneFolderAtOnce() throws {
        let dir = try folder()
        let lines = (1...40).map { #"{"file": "spy.csv", "name": "c\#($0)", "options": {"last": \#(20 + $0)}}"# }
        try lines.joined(separator: "\n").write(to: dir.appendingPathComponent("m.jsonl"), atomically: true, encoding: .utf8)
        let first = Process()
        first.executableURL = CLIRunner.executable
        first.arguments = ["batch", "m.jsonl", "--out", "out", "--jobs", "1"]
        first.currentDirectoryURL = dir
        first.standardError = FileHandle.nullDevice
        try first.run()
        // Wait for the first to take the ledger.
        let ledger = dir.appendingPathComponent("out/.livechart-batch").path
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: ledger), Date() < deadline { usleep(20_000) }
        let second = try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir)
        first.waitUntilExit()
        #expect(second.status == 73 && second.stderr.contains("another livechart batch"), "\(second.status) \(second.stderr)")
        #expect(first.terminationStatus == 0)
    }

    /// Hardening round 3, item 5: item 2's output (named "notes", described as text) replaced notes.txt, the markers
    /// item 1 read. An output that is any item's input is refused, whatever order the items run in.
    @Test func noOutputReplacesAnotherItemsInput() throws {
        let dir = try folder()
        try FileManager.default.copyItem(atPath: SharedData.fixture("markers-spy-2020.csv"), toPath: dir.appendingPathComponent("notes.txt").path)
        let before = try Data(contentsOf: dir.appendingPathComponent("notes.txt"))
        for order in [[0, 1], [1, 0]] {
            let lines = [#"{"file": "spy.csv", "options": {"markers": "notes.txt"}}"#, #"{"file": "spy.csv", "describe": true, "name": "notes"}"#]
            try order.map { lines[$0] }.joined(separator: "\n").write(to: dir.appendingPathComponent("m.jsonl"), atomically: true, encoding: .utf8)
            let r = try CLIRunner.run(["batch", "m.jsonl", "--out", ".", "--force"], in: dir)
            #expect(r.status == 65 && r.stderr.contains("the output 'notes.txt' is an input of m.jsonl:"), "\(r.stderr)")
            #expect(try Data(contentsOf: dir.appendingPathComponent("notes.txt")) == before, "\(order): notes.txt kept")
        }
    }

    /// Hardening round 3, item 6: a glob matching two files of one stem refused the second with advice to give a
    /// "name", which a glob cannot; they are written as SPY and SPY-2, with a note.
    @Test func aGlobGivesFilesOfOneStemNamesOfTheirOwn() throws {
        let dir = try folder()
        for sub in ["a", "b", "c"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: dir.appendingPathComponent("spy.csv").path, toPath: dir.appendingPathComponent("\(sub)/SPY.csv").path)
        }
        let r = try CLIRunner.run(["batch", "*/SPY.csv", "--out", "out"], in: dir)
        #expect(r.status == 0 && r.stderr.contains("b/SPY.csv has the name of an earlier file; written as SPY-2"), "\(r.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(written == ["SPY-2.png", "SPY-3.png", "SPY.png"])
    }
}
