import Foundation
import Testing

/// `livechart curve --view` without a display (SDL's dummy driver): the intro plays, a stream advances.
@Suite struct CurveViewerTests {
    @Test func introAndStreamRunHeadless() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let dir = CLIRunner.temporaryDirectory()
        let intro = try CLIRunner.run(["curve", "--values", "10,25,30,22,40", "--view", "--frames", "5", "--size", "400x200",
                                       "--screenshot", "intro.png"], in: dir)
        #expect(intro.status == 0, "\(intro.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("intro.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A stream file with a bad line: it is skipped with a warning, the rest is drawn.
        let lines = (1...30).map { String(20 + $0 % 7) } + ["oops", "nan", "-inf", "1e308"] + (1...5).map(String.init)
        try lines.joined(separator: "\n").write(to: dir.appendingPathComponent("values.txt"), atomically: true, encoding: .utf8)
        let stream = try CLIRunner.run(["curve", "--stream", "values.txt", "--view", "--window", "10", "--frames", "20", "--size", "400x200",
                                        "--screenshot", "stream.png"], in: dir)
        #expect(stream.status == 0, "\(stream.stderr)")
        #expect(stream.stderr.contains("skipped line 'oops'"))
        // Not finite, or beyond any plotted scale: skipped too (they used to draw a stray fill and no line).
        for bad in ["nan", "-inf", "1e308"] { #expect(stream.stderr.contains("skipped line '\(bad)'"), "\(bad)") }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("stream.png").path))
    }
}
