import Foundation
import LiveChartTestSupport
import Testing

/// The command line as a user meets it: outputs, exit codes (sysexits) and messages.
@Suite struct CLITests {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test func noArgumentsRendersTheBundledSample() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run([], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("chart.png"))
        #expect(png.starts(with: pngSignature))
        #expect(r.stderr.contains("chart.png"), "the note goes to standard error: standard output may be the image")
    }

    @Test func formatFollowsTheExtension() throws {
        let dir = CLIRunner.temporaryDirectory()
        for (name, magic) in [("a.pdf", "%PDF-"), ("a.svg", "<?xml")] {
            let r = try CLIRunner.run(["sample", "-o", name, "--size", "640x400"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let text = try Data(contentsOf: dir.appendingPathComponent(name))
            #expect(text.starts(with: Array(magic.utf8)))
        }
    }

    @Test func usageErrorsExit64() throws {
        let dir = CLIRunner.temporaryDirectory()
        for args in [["kline"], ["kline", "a.csv", "--bogus"], ["kline", "a.csv", "--size", "huge"], ["kline", "a.csv", "-o", "x.gif"],
                     ["frobnicate"], ["kline", "a.csv", "--from", "2020-13-01"], ["kline", "a.csv", "--theme"]] {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("livechart: "))
        }
        // An unknown option points to the command's own help.
        #expect(try CLIRunner.run(["timeline", "a.csv", "--bogus"], in: dir).stderr.contains("see 'livechart timeline --help'"))
        // A known indicator in the wrong place says where it goes (it used to say "unknown indicator").
        let misplaced = try CLIRunner.run(["--overlays", "MACD", "-o", "m.png"], in: dir)
        #expect(misplaced.status == 64 && misplaced.stderr.contains("'MACD' is a pane: use --panes"), "\(misplaced.stderr)")
        let badParameter = try CLIRunner.run(["indicators", SharedData.fixture("quoted-bom-crlf.csv"), "--only", "RSI(0)", "-o", "r.csv"], in: dir)
        #expect(badParameter.stderr.contains("RSI: parameter 1 is 0"), "\(badParameter.stderr)")
    }

    @Test func missingInputExits66() throws {
        let r = try CLIRunner.run(["kline", "no-such-file.csv"], in: CLIRunner.temporaryDirectory())
        #expect(r.status == 66)
        #expect(r.stderr.contains("no-such-file.csv"))
    }

    /// A bar whose high (10.2) is below its low (10.8) on line 3: the error names file, line, column and field.
    @Test func badDataExits65WithItsLocation() throws {
        let fixture = SharedData.fixture("cli-high-below-low.csv")
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", fixture, "-o", "out.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.contains("cli-high-below-low.csv:3:3: field 'High'"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
        let lenient = try CLIRunner.run(["kline", fixture, "--lenient", "-o", "out.png"], in: dir)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning") && lenient.stderr.contains(":3:"))
    }

    @Test func uncreatableOutputExits73AndInputIsNeverOverwritten() throws {
        let dir = CLIRunner.temporaryDirectory()
        let input = dir.appendingPathComponent("bars.csv")
        try FileManager.default.copyItem(atPath: SharedData.fixture("cli-high-below-low.csv"), toPath: input.path)
        let before = try Data(contentsOf: input)
        let r = try CLIRunner.run(["kline", "bars.csv", "--lenient", "-o", "no/such/dir/out.png"], in: dir)
        #expect(r.status == 73)
        let same = try CLIRunner.run(["kline", "./bars.csv", "--lenient", "-o", "bars.csv"], in: dir)
        #expect(same.status == 73 || same.status == 64)
        #expect(try Data(contentsOf: input) == before)
    }

    @Test(.enabled(if: SharedData.isAvailable)) func spyLast250() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", SharedData.path("daily/yahoofinance-SPY-20080101-20180101.csv"), "--last", "250",
                                   "-o", "spy.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("spy.png")).starts(with: pngSignature))
    }

    @Test(.enabled(if: SharedData.isAvailable)) func chineseFileWithChineseTitle() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["kline", SharedData.path("awkward/贵州茅台.csv"), "--last", "120", "--colors", "cn", "--locale", "zh",
                                   "--title", "贵州茅台 600519", "-o", "maotai.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("suspended"))
    }
}

/// The viewer without a display: SDL's dummy video driver, a fixed number of frames, a screenshot.
@Suite struct ViewerHeadlessTests {
    @Test func viewerDrawsFramesAndSavesAScreenshot() throws {
        let dir = CLIRunner.temporaryDirectory()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let r = try CLIRunner.run(["view", "--frames", "3", "--size", "800x500", "--screenshot", "shot.png", "--simulate"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("shot.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR width and height (big-endian at bytes 16…23): the window's 800×500 points at scale 1.
        #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 800)
        #expect(png[20..<24].reduce(0) { $0 << 8 | Int($1) } == 500)
    }
}

@Suite struct SampleOptionsTests {
    /// Options without a command apply to the bundled sample, so `scripts/demo.sh -o x.svg` works.
    @Test func optionsAloneRenderTheSample() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["-o", "s.svg", "--size", "600x400"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("s.svg"), encoding: .utf8).contains("<svg"))
        #expect(try CLIRunner.run(["--bogus"], in: dir).status == 64)
    }
}
