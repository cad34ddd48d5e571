import Foundation
import LiveChartTestSupport
import Testing

/// Output safety beyond `CLITests.uncreatableOutputExits73AndInputIsNeverOverwritten`: the input survives
/// every way of naming it as the output, a failed write leaves neither a half-written file nor a temporary
/// one (an older output stays as it was), and every command reports an uncreatable output with exit 73.
@Suite struct OutputSafetyTests {
    /// A fresh directory holding `bars.csv` (a fixture that loads in `--lenient` mode) and its bytes.
    private func workspace() throws -> (URL, Data) {
        let dir = CLIRunner.temporaryDirectory()
        let input = dir.appendingPathComponent("bars.csv")
        try FileManager.default.copyItem(atPath: SharedData.fixture("cli-high-below-low.csv"), toPath: input.path)
        return (dir, try Data(contentsOf: input))
    }

    /// Names in `dir` that look like an atomic writer's leftovers (`.NAME.PID.tmp`).
    private func temporaries(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test func inputIsNeverOverwrittenThroughALinkOrADotDotPath() throws {
        let (dir, before) = try workspace()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: "bars.csv")
        for args in [["kline", "bars.csv", "--lenient", "-o", "link.png"],
                     ["indicators", "bars.csv", "--lenient", "-o", "./sub/../bars.csv"],
                     ["indicators", "bars.csv", "--lenient", "-o", "link.png"]] {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 73 && r.stderr.contains("refusing to overwrite the input file"), "\(args): \(r.status) \(r.stderr)")
            #expect(try Data(contentsOf: dir.appendingPathComponent("bars.csv")) == before, "\(args)")
        }
        #expect(try temporaries(in: dir).isEmpty)
    }

    /// A PNG wider than Cairo's 32,767-pixel limit fails inside the renderer: the old output stays intact.
    @Test func failedRenderKeepsTheOldOutputAndLeavesNoTemporaryFile() throws {
        let (dir, _) = try workspace()
        let output = dir.appendingPathComponent("out.png")
        let old = Data("an older chart".utf8)
        try old.write(to: output)
        let r = try CLIRunner.run(["kline", "bars.csv", "--lenient", "--size", "20000x100", "--scale", "2", "-o", "out.png"], in: dir)
        #expect(r.status == 73, "\(r.stderr)")
        #expect(r.stderr.contains("out.png"))
        #expect(try Data(contentsOf: output) == old)
        #expect(try temporaries(in: dir).isEmpty)
    }

    /// An output path that is a directory is refused before any temporary file is made.
    @Test func outputThatIsADirectoryExits73WithoutLeftovers() throws {
        let (dir, _) = try workspace()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.csv"), withIntermediateDirectories: true)
        for args in [["kline", "bars.csv", "--lenient", "-o", "taken.png"], ["indicators", "bars.csv", "--lenient", "-o", "taken.csv"]] {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 73, "\(args): \(r.stderr)")
            #expect(r.stderr.contains("not a regular file"), "\(args): \(r.stderr)")
        }
        #expect(try temporaries(in: dir).isEmpty)
    }

    @Test func everyCommandReportsAnUncreatableOutputWith73() throws {
        let (dir, _) = try workspace()
        for args in [["indicators", "bars.csv", "--lenient", "-o", "no/such/dir/out.csv"],
                     ["curve", "--values", "1,3,2,5", "-o", "no/such/dir/out.svg"],
                     ["sample", "-o", "no/such/dir/out.pdf"]] {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 73, "\(args): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("no/such/dir/out"), "\(args): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("no").path))
    }

    /// Hardening round 3, item 11: a legal 244-byte name and 80 Chinese characters (240 bytes) were refused with 73,
    /// the temporary file's name (the output's plus a suffix) being past 255 bytes. Both write, in kline and batch.
    @Test func everyLegalNameIsWritten() throws {
        let (dir, _) = try workspace()
        for name in [String(repeating: "a", count: 240) + ".png", String(repeating: "图", count: 80) + ".png"] {
            #expect(name.utf8.count <= 255)
            let r = try CLIRunner.run(["kline", "bars.csv", "--lenient", "-o", name], in: dir)
            #expect(r.status == 0 && FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), "\(name.utf8.count) bytes: \(r.stderr)")
        }
        let stem = String(repeating: "图", count: 80)
        try "{\"type\": \"kline\", \"file\": \"bars.csv\", \"name\": \"\(stem)\", \"options\": {\"lenient\": true}}\n"
            .write(to: dir.appendingPathComponent("m.jsonl"), atomically: true, encoding: .utf8)
        let batch = try CLIRunner.run(["batch", "m.jsonl", "--out", "out"], in: dir)
        #expect(batch.status == 0 && FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/\(stem).png").path), "\(batch.stderr)")
        #expect(try temporaries(in: dir).isEmpty)
    }

    /// Hardening round 3, item 12: an output path that is a dangling symbolic link had the link replaced by a file;
    /// the chart is written through the link to its target, as through a link to an existing file.
    @Test func aDanglingLinkIsWrittenThrough() throws {
        let (dir, _) = try workspace()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("charts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("latest.png").path, withDestinationPath: "charts/today.png")
        let r = try CLIRunner.run(["kline", "bars.csv", "--lenient", "-o", "latest.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("latest.png").path) == "charts/today.png", "the link stays")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("charts/today.png").path), "its target is written")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop.png").path, withDestinationPath: "loop.png")
        let loop = try CLIRunner.run(["kline", "bars.csv", "--lenient", "-o", "loop.png"], in: dir)
        #expect(loop.status == 73 && loop.stderr.contains("too many levels of symbolic links"), "\(loop.stderr)")
    }
}
