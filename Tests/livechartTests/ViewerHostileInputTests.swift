import Foundation
import LiveChartTestSupport
import Testing

/// Viewer and option inputs an attack of this round broke (each fails on the code before its fix): a
/// screenshot written over the input file, silent screenshot failures, a stream path that is a directory
/// or a FIFO, a period count that overflowed, unbounded overlays and repeated indicator columns.
@Suite struct ViewerHostileInputTests {
    var dummy: [String: String] { ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new } }

    func copyOfFixture(in dir: URL) throws -> String {
        let input = dir.appendingPathComponent("in.csv").path
        try FileManager.default.copyItem(atPath: SharedData.fixture("WIKI-ORCL-2000-quandl.csv"), toPath: input)
        return input
    }

    @Test func screenshotsNeverReplaceTheInputAndFailLoudly() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = try copyOfFixture(in: dir)
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let overInput = try CLIRunner.run(["view", input, "--frames", "2", "--screenshot", input], in: dir, environment: dummy)
        #expect(overInput.status == 64, "\(overInput.stderr)")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: input)
        let throughLink = try CLIRunner.run(["view", input, "--frames", "2", "--screenshot", "link.png"], in: dir, environment: dummy)
        #expect(throughLink.status == 73, "\(throughLink.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
        let missing = try CLIRunner.run(["view", input, "--frames", "2", "--screenshot", "/nonexistent/dir/s.png"], in: dir, environment: dummy)
        #expect(missing.status == 73 && missing.stderr.contains("/nonexistent/dir/s.png"), "\(missing.stderr)")
    }

    @Test func streamPathsThatAreNotFilesOfLines() throws {
        let dir = CLIRunner.temporaryDirectory()
        let folder = try CLIRunner.run(["view", "--stream", dir.path, "--kline", "--frames", "3"], in: dir, environment: dummy)
        #expect(folder.status == 66 && folder.stderr.contains("is a directory"), "\(folder.stderr)")
        let fifo = dir.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        let waiting = try CLIRunner.run(["view", "--stream", fifo, "--kline", "--frames", "3"], in: dir, environment: dummy)
        #expect(waiting.status == 0, "a FIFO without a writer is an empty feed, not a hang: \(waiting.stderr)")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    /// The timeline viewer takes a stream's bars through `LiveSource.poll` and its book through `orderBook`: every
    /// minute of `stream-simulated-ashare.jsonl` (ticks 09:30:00-09:59:50, 30 A-share minutes) ends drawn with the
    /// file's last tick as the close; asking for both charts at once is a usage error, not a silent pick.
    @Test func streamTimelineEndsOnTheFilesLastTickAndOneChartKindIsPicked() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fixture = SharedData.fixture("stream-simulated-ashare.jsonl")
        let lastTick = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n").last { $0.contains("\"tick\"") }
        let price = try #require(lastTick?.split(separator: ",").first { $0.hasPrefix("\"price\":") }?.dropFirst(8))
        let run = try CLIRunner.run(["view", "--stream", fixture, "--frames", "30"], in: dir, environment: dummy)
        #expect(run.status == 0 && run.stderr.contains("30 minutes in the timeline, last close \(Double(String(price))!)"), "\(run.stderr)")
        let both = try CLIRunner.run(["view", "--stream", fixture, "--kline", "--timeline", "--frames", "3"], in: dir, environment: dummy)
        #expect(both.status == 64 && both.stderr.contains("--kline and --timeline"), "\(both.stderr)")
    }

    /// Found by an attack on `view --stream ws:// --timeline` (2026-12-04): `--panes`, `--ma`, `--hline`, … exited 0
    /// and drew nothing of them on a timeline; each is now a usage error that names it, and `--timeline` on a file
    /// stream (already a timeline) is one too. Refused before any connection, so no server is needed.
    @Test func kLineOptionsOnAStreamedTimelineAreRefusedByName() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fixture = SharedData.fixture("stream-simulated-ashare.jsonl")
        for (stream, extra) in [("ws://127.0.0.1:9/feed", ["--timeline"]), (fixture, [])] {
            for option in [["--panes", "MACD"], ["--ma", "5"], ["--hline", "100"], ["--overlays", "BOLL"], ["--style", "renko"], ["--crosshair-close"]] {
                let r = try CLIRunner.run(["view", "--stream", stream] + extra + option + ["--frames", "3"], in: dir, environment: dummy, timeout: 30)
                #expect(r.status == 64 && r.stderr.contains("\(option[0]) draws on the K-line chart"), "\(stream) \(option): \(r.stderr)")
            }
        }
        let fileTimeline = try CLIRunner.run(["view", "--stream", fixture, "--timeline", "--frames", "3"], in: dir, environment: dummy)
        #expect(fileTimeline.status == 64 && fileTimeline.stderr.contains("--timeline picks the chart of a WebSocket --stream"), "\(fileTimeline.stderr)")
        let kline = try CLIRunner.run(["view", "--stream", fixture, "--kline", "--panes", "MACD", "--frames", "3"], in: dir, environment: dummy)
        #expect(kline.status == 0, "the K-line chart of a stream takes them: \(kline.stderr)")
    }

    /// Found by the attack on the feeds (2026-12-04): with no history and no `--session`, a K-line chart of a file
    /// stream took the A-share session and refused a crypto stream's every bar at 00:00–00:29 UTC as outside it; a
    /// K-line chart of a WebSocket stream takes any time. Asked for, the session still filters.
    @Test func aStreamedKLineChartWithoutHistoryTakesAnyTime() throws {
        let dir = CLIRunner.temporaryDirectory()
        let start: Int64 = 1_764_633_600  // 2025-12-02 00:00 UTC, 08:00 in Shanghai
        let lines = (0..<30).map { i in
            "{\"time\":\(start + Int64(i) * 60),\"open\":100,\"high\":101,\"low\":99,\"close\":100.5,\"volume\":10}"
        }
        let stream = dir.appendingPathComponent("night.jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: stream, atomically: true, encoding: .utf8)
        let any = try CLIRunner.run(["view", "--stream", stream, "--kline", "--frames", "10"], in: dir, environment: dummy)
        #expect(any.status == 0 && !any.stderr.contains("outside"), "\(any.stderr)")
        let ashare = try CLIRunner.run(["view", "--stream", stream, "--kline", "--session", "ashare", "--frames", "10"], in: dir, environment: dummy)
        #expect(ashare.status == 0 && ashare.stderr.contains("outside the A-share session"), "\(ashare.stderr)")
    }

    /// Found by the same attack: `view --stream ws://… 2>&1 | head -1` died of SIGILL once `head` had gone, because
    /// the feed ignores SIGPIPE and `FileHandle.write` traps on the failed write. Standard error here is a pipe whose
    /// reading end is closed before the run; the viewer must finish its frames and exit 0.
    @Test func aClosedStandardErrorDropsMessagesInsteadOfTrapping() throws {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["view", "--stream", "ws://127.0.0.1:9/feed", "--timeline", "--session", "crypto", "--frames", "20"]
        process.environment = dummy
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try err.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "status \(process.terminationStatus)")
    }

    @Test func unreachableDisplayExitsInsteadOfAnInvisibleWindow() throws {
        var env = ProcessInfo.processInfo.environment.filter { !["WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains($0.key) }
        env["DISPLAY"] = ":97"
        let started = Date()
        let r = try CLIRunner.run(["view"], in: CLIRunner.temporaryDirectory(), environment: env)
        #expect(r.status == 69, "\(r.stderr)")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func optionLimits() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = try copyOfFixture(in: dir)
        let period = try CLIRunner.run(["kline", input, "--period", "999999999999999999h", "-o", "p.png"], in: dir)
        #expect(period.status == 64, "an overflowing count is a usage error, not a trap: \(period.stderr)")
        let overlays = try CLIRunner.run(["kline", input, "--overlays", Array(repeating: "BOLL", count: 9).joined(separator: ","), "-o", "o.png"], in: dir)
        #expect(overlays.status == 64, "\(overlays.stderr)")
        let noMA = try CLIRunner.run(["kline", input, "--ma", "none", "-o", "m.png"], in: dir)
        #expect(noMA.status == 0, "\(noMA.stderr)")
        let table = try CLIRunner.run(["indicators", input, "--only", "MACD,MACD(5,35,5)", "-o", "t.csv"], in: dir)
        #expect(table.status == 0, "\(table.stderr)")
        let header = try String(contentsOf: dir.appendingPathComponent("t.csv"), encoding: .utf8).split(separator: "\n")[0].split(separator: ",")
        #expect(Set(header).count == header.count, "\(header)")
        #expect(header.contains("MACD(5;35;5).DIF"), "\(header)")
    }
}
