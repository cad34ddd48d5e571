import Foundation
import LiveChartTestSupport
import Testing

/// `livechart score` as a user meets it: stills, a mid-replay still, PNG frames, a video, the viewer.
@Suite struct ScoreCommandTests {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let stats = SharedData.fixture("pbp-stats-0021900001-cut.json")
    let live = SharedData.fixture("pbp-live-0022000001-cut.json")

    @Test func drawsWholeGamesInEveryFormat() throws {
        let dir = CLIRunner.temporaryDirectory()
        for (input, output) in [(stats, "g.png"), (live, "g.svg"), (stats, "g.pdf")] {
            let r = try CLIRunner.run(["score", input, "-o", output, "--size", "800x450"], in: dir)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(output): \(r.stderr)")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("g.png")).starts(with: pngSignature))
        let svg = try String(contentsOf: dir.appendingPathComponent("g.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
    }

    @Test func rendersReplayFramesIntoAFolderWithoutAProgressBarOffTerminal() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["score", live, "--animate", "frames/", "--interval", "0.05", "--fps", "20", "--size", "320x180"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "stderr is no terminal here, so no progress bar: \(r.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).sorted()
        // 17 events 0.05 s apart, then 0.5 s of animation, at 20 frames per second: 27 frames.
        #expect(frames.count == 27 && frames.first == "frame-00001.png")
        let mid = try CLIRunner.run(["score", stats, "--at", "3.3", "-o", "mid.png", "--size", "640x360"], in: dir)
        #expect(mid.status == 0, "\(mid.stderr)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs ffmpeg"))
    func encodesAVideoThroughFFmpeg() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["score", live, "--animate", "r.mp4", "--interval", "0.1", "--size", "320x180"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("r.mp4").path)
        #expect((attributes[.size] as? Int ?? 0) > 1000)
    }

    @Test func replaysInTheViewerWithoutADisplay() throws {
        let dir = CLIRunner.temporaryDirectory()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let r = try CLIRunner.run(["score", stats, "--view", "--interval", "0.01", "--frames", "40", "--screenshot", "v.png",
                                   "--size", "640x360"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("v.png")).starts(with: pngSignature))
    }

    /// `livechart view --score GAME.json` is the same replay window as `livechart score GAME.json --view`.
    @Test func viewScoreIsTheReplayWindow() throws {
        let dir = CLIRunner.temporaryDirectory()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let r = try CLIRunner.run(["view", "--score", stats, "--interval", "0.01", "--frames", "20", "--screenshot", "w.png",
                                   "--size", "640x360"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("w.png")).starts(with: pngSignature))
        let help = try CLIRunner.run(["view", "--help"], in: dir)
        #expect(help.stdout.contains("--score"))
    }

    @Test func errorsExitWithSysexitsCodes() throws {
        let dir = CLIRunner.temporaryDirectory()
        try Data(#"{"resultSets":[{"headers":["PERIOD","PCTIMESTRING","SCORE"],"rowSet":[[1,"99","2 - 0"]]}]}"#.utf8)
            .write(to: dir.appendingPathComponent("bad.json"))
        let cases: [([String], Int32, String)] = [
            (["score"], 64, "one GAME.json"), (["score", stats, "--x", "time"], 64, "--x"),
            (["score", stats, "--spacing", "10"], 64, "--spacing"), (["score", stats, "-o", "g.gif"], 64, "--output"),
            (["score", "-", "-o", "g.png"], 64, "--view"),
            (["score", "bad.json"], 65, "bad.json:1:2: field 'PCTIMESTRING': row 0: expected the clock"),
            (["score", "missing.json"], 66, "missing.json"),
        ]
        for (args, code, message) in cases {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == code, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("livechart: ") && r.stderr.contains(message), "\(args): \(r.stderr)")
        }
    }

    /// Issue 17, family 3: a replay whose frame count follows the data (`--speed 0.01` over a 2.3-hour
    /// feed: 50 million frames) is refused at once; before, it rendered frames for days.
    @Test func aReplayOfTooManyFramesIsRefusedAtOnce() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["score", live, "--speed", "0.01", "--animate", "frames/", "--size", "320x180"], in: dir, timeout: 60)
        #expect(r.status == 64 && r.stderr.contains("over 1000000 frames"), "\(r.status) \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("frames/frame-00001.png").path))
    }
}
