import Foundation
import Testing

/// The viewer's only cross-thread path: `--lazy` history answered on a background queue after 0.3 s and
/// handed to the frame loop through its inbox, while the simulated source updates the live bar. The run is
/// long enough (about 1.5 s of frames) for answers to arrive, and the bars it ends with prove they did. Under
/// `swift test --sanitize=thread` the CLI is instrumented too, and ThreadSanitizer makes a racing process
/// exit 66, which fails this test; scripts/test.sh runs it that way in CI.
@Suite struct ViewerConcurrencyTests {
    @Test func lazyHistoryArrivesFromABackgroundQueueWithoutARace() throws {
        let dir = CLIRunner.temporaryDirectory()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let r = try CLIRunner.run(["view", "--lazy", "40", "--simulate", "--frames", "150", "--size", "640x400", "--screenshot", "shot.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let summary = try #require(r.stderr.split(separator: "\n").first { $0.contains("frames drawn") }, "\(r.stderr)")
        let bars = Int(summary.split(separator: ";")[1].split(separator: " ")[0]) ?? 0
        #expect(bars > 40, "older bars arrived from the loader and were prepended: \(summary)")
        #expect(!r.stderr.contains("ThreadSanitizer"), "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("shot.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
