import Foundation
import Testing

/// `livechart` links no SDL2, libwebsockets or libmicrohttpd (scripts/check-headless-service.sh checks its `ldd`):
/// the truth issue's item 12 measured 5.5 MiB of a still's peak memory for SDL2's libraries, 2.3 MiB for
/// libwebsockets' and 2.9 MiB for libmicrohttpd's (GnuTLS). A command that opens a window is handed whole to
/// `livechart-viewer` beside it, `serve` to `livechart-service`.
@Suite struct ViewerHandOffTests {
    /// Through the hand-off, the viewer runs with livechart's arguments, output and exit status.
    @Test func windowsOpenThroughTheViewerBesideIt() throws {
        let dir = FileManager.default.temporaryDirectory
        let result = try CLIRunner.run(["view", "--frames", "1", "--size", "300x200"], in: dir,
                                       environment: ["SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("1 frames drawn"), "\(result.stderr)")
        let usage = try CLIRunner.run(["curve", "--view", "--help"], in: dir)
        #expect(usage.status == 0 && usage.stdout.contains("usage: livechart curve"), "\(usage.stderr)")
    }

    /// `livechart serve` is livechart-service under livechart's name: the same messages and help as before the split.
    @Test func serveSpeaksAsLivechart() throws {
        let dir = FileManager.default.temporaryDirectory
        let bad = try CLIRunner.run(["serve", "--bogus"], in: dir)
        #expect(bad.status == 64 && bad.stderr.hasPrefix("livechart: unknown option '--bogus'; see 'livechart serve --help'"), "\(bad.stderr)")
        let help = try CLIRunner.run(["serve", "--help"], in: dir)
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: livechart serve --data DIR"), "\(help.stdout)")
    }

    /// Without the viewer beside it, each window command fails with exit 69 naming what is missing; nothing is
    /// drawn half-way (the score still with `-o` is not written either: the whole command line is the viewer's).
    @Test func withoutTheViewerEachWindowCommandSaysWhatIsMissing() throws {
        let lone = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-alone-\(getpid())")
        try FileManager.default.createDirectory(at: lone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: lone) }
        let copy = lone.appendingPathComponent("livechart")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: CLIRunner.executable, to: copy)
        for args in [["view", "data.csv"], ["curve", "--values", "1,2,3", "--view"], ["score", "game.json", "--view", "-o", "s.png"]] {
            let process = Process()
            process.executableURL = copy
            process.arguments = args
            process.currentDirectoryURL = lone
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 69, "\(args): \(message)")
            #expect(message.contains("livechart-viewer") && message.contains(lone.path), "\(args): \(message)")
            #expect(!FileManager.default.fileExists(atPath: lone.appendingPathComponent("s.png").path))
        }
    }
}
