import Foundation
import LiveChartTestSupport
import Testing

/// `livechart timeline` and `livechart view --stream` as a user meets them.
@Suite struct TimelineCommandTests {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let fixture = SharedData.fixture("timeline-000001.XSHG-2020-07-14.csv")

    @Test func drawsTheNewestSessionAgainstThePreviousDaysClose() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["timeline", fixture, "-o", "t.png", "--size", "800x480"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "the file holds the day before, so no warning: \(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("t.png")).starts(with: pngSignature))
    }

    @Test func theFirstDayOfAFileWarnsThatItsOpenIsTheReference() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["timeline", fixture, "--date", "2020-07-14", "-o", "t.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("first open is the reference"))
        let given = try CLIRunner.run(["timeline", fixture, "--date", "2020-07-14", "--prev-close", "3443.29", "--days", "5", "-o", "t.pdf"], in: dir)
        #expect(given.status == 0 && given.stderr.isEmpty, "\(given.stderr)")
    }

    /// `--crosshair HH:MM` draws the crosshair at that minute (what it shows is checked on the layer
    /// tree in `TimelineCrosshairTests`); a minute outside the session is a usage error.
    @Test func theCrosshairOptionDrawsOneOrSaysWhyNot() throws {
        let dir = CLIRunner.temporaryDirectory()
        let plain = try CLIRunner.run(["timeline", fixture, "-o", "plain.png"], in: dir)
        let crossed = try CLIRunner.run(["timeline", fixture, "--crosshair", "10:42", "-o", "crossed.png"], in: dir)
        #expect(plain.status == 0 && crossed.status == 0, "\(crossed.stderr)")
        let a = try Data(contentsOf: dir.appendingPathComponent("plain.png"))
        let b = try Data(contentsOf: dir.appendingPathComponent("crossed.png"))
        #expect(b.starts(with: pngSignature) && a != b)
        let lunch = try CLIRunner.run(["timeline", fixture, "--crosshair", "12:10", "-o", "t.png"], in: dir)
        #expect(lunch.status == 64 && lunch.stderr.contains("not a minute of the A-share session"), "\(lunch.stderr)")
        let garbled = try CLIRunner.run(["timeline", fixture, "--crosshair", "ten", "-o", "t.png"], in: dir)
        #expect(garbled.status == 64 && garbled.stderr.contains("must be HH:MM"), "\(garbled.stderr)")
    }

    /// Daily bars are not a timeline: the command says so and points to kline (it drew an empty
    /// 24-hour axis before, found by a newcomer run).
    @Test func dailyBarsAreRefusedWithAHint() throws {
        let dir = CLIRunner.temporaryDirectory()
        let daily = SharedData.fixture("quoted-bom-crlf.csv")
        let r = try CLIRunner.run(["timeline", daily, "-o", "t.png"], in: dir)
        #expect(r.status == 65 && r.stderr.contains("a timeline draws intraday (minute) bars") && r.stderr.contains("livechart kline"),
                "\(r.stderr)")
    }

    @Test func errorsExitWithSysexitsCodes() throws {
        let dir = CLIRunner.temporaryDirectory()
        let cases: [([String], Int32)] = [
            (["timeline"], 64), (["timeline", fixture, "--days", "0"], 64), (["timeline", fixture, "--session", "mars"], 64),
            (["timeline", fixture, "--limit", "lots"], 64), (["timeline", fixture, "--date", "2020-02-30"], 64),
            (["timeline", fixture, "-o", "t.gif"], 64), (["timeline", fixture, "--simulate", "1"], 64),
            (["timeline", fixture, "--date", "2020-07-20"], 65), (["timeline", fixture, "--session", "20:00-22:00"], 65),
            (["timeline", "missing.csv"], 66),
        ]
        for (args, code) in cases {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == code, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("livechart: "))
        }
    }

    @Test func aSimulatedSessionRendersAndStreams() throws {
        let dir = CLIRunner.temporaryDirectory()
        let picture = try CLIRunner.run(["timeline", "--simulate", "3", "--until", "11:00", "-o", "s.png"], in: dir)
        #expect(picture.status == 0, "\(picture.stderr)")
        let emitted = try CLIRunner.run(["timeline", "--simulate", "3", "--until", "10:00", "--emit", "-"], in: dir)
        #expect(emitted.status == 0, "\(emitted.stderr)")
        let lines = emitted.stdout.split(separator: "\n")
        #expect(lines.count == 30 * 6 * 2, "six trades a minute, each with its order book")
        #expect(lines.first?.hasPrefix("{\"type\":\"tick\",\"time\":\"2024-03-01 09:30:00\"") == true)
    }

    @Test func viewFollowsAStreamAndWarnsAboutSkippedLines() throws {
        let dir = CLIRunner.temporaryDirectory()
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["view", "--stream", SharedData.fixture("stream-awkward.jsonl"), "--frames", "3", "--screenshot", "v.png", "--size", "640x400"]
        process.currentDirectoryURL = dir
        process.environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.contains("line 4: duplicate") && stderr.contains("line 7: outsideSession") && stderr.contains("line 8: malformed"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("v.png")).starts(with: pngSignature))
    }

    /// The heap overflow an attack on `view --stream ws:// --timeline` found (2026-12-04): Cairo 1.16's fast
    /// rasteriser, left selected by a thin stroke, filled the gradient area of these 81 minutes at 1280x800 and
    /// wrote past its buffer. Under glibc's checking allocator that run aborted (SIGABRT) every time; fills
    /// now use the default rasteriser. The same run must now exit 0.
    @Test func theGradientAreaFillStaysInsideCairosBuffers() throws {
        let checker = "/lib/x86_64-linux-gnu/libc_malloc_debug.so.0"
        try #require(FileManager.default.fileExists(atPath: checker), "glibc's malloc checker (libc6) is missing")
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = checker
        environment["GLIBC_TUNABLES"] = "glibc.malloc.check=3"
        let dir = CLIRunner.temporaryDirectory()
        for size in ["1280x800", "1200x700"] {
            let r = try CLIRunner.run(["timeline", SharedData.fixture("timeline-flood-81-minutes.csv"), "--session", "crypto",
                                       "--size", size, "-o", "t.png"], in: dir, environment: environment, timeout: 60)
            #expect(r.status == 0, "\(size): \(r.stderr)")
        }
    }
}
