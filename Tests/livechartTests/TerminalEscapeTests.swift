import Foundation
import LiveChartCore
import LiveChartTestSupport
import Testing

/// Issue 17, family 5: errors and warnings that quote input used to copy its ANSI escapes and control
/// characters to the terminal (a CSV date field of `ESC[31m…ESC]0;title BEL` recoloured and retitled it).
/// Every message now goes through `TerminalText`: the characters are shown as `\u{1B}` escapes.
@Suite struct TerminalEscapeTests {
    let hostile = "\u{1B}[31mRED\u{1B}]0;pwned\u{07}\r\u{202E}"

    func assertClean(_ text: String, _ label: String) {
        #expect(!text.unicodeScalars.contains { $0 != "\n" && [.control, .format].contains($0.properties.generalCategory) },
                "\(label): \(text.debugDescription)")
    }

    /// `kline` over a bar file `name` holding `text`, with `options`.
    func kline(_ name: String, _ text: String, _ options: [String] = []) throws -> CLIRunner.Result {
        let dir = CLIRunner.temporaryDirectory()
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        return try CLIRunner.run(["kline", name, "-o", "k.svg"] + options, in: dir)
    }

    @Test func barFileErrorsAndWarningsEscapeTheField() throws {
        let text = "date,open,high,low,close,volume\n2021-01-04,1,1,1,1,1\n\(hostile),1,1,1,1,1\n2021-01-06,1,1,1,1,1\n"
        let strict = try kline("esc.csv", text)
        #expect(strict.status == 65 && strict.stderr.contains("esc.csv:3:1: field 'date': '\\u{1B}[31mRED"), "\(strict.stderr)")
        assertClean(strict.stderr, "strict")
        let lenient = try kline("esc.csv", text, ["--lenient"])
        #expect(lenient.status == 0 && lenient.stderr.contains("\\u{202E}"), "\(lenient.stderr)")
        assertClean(lenient.stderr, "lenient")
    }

    @Test func streamWarningsEscapeTheLine() throws {
        let dir = CLIRunner.temporaryDirectory()
        let env = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { _, new in new }
        let lines = dir.appendingPathComponent("lines.txt")
        try Data("1\n\(hostile)x\n2\n".utf8).write(to: lines)
        let curve = try CLIRunner.run(["curve", "--values", "1,2", "--stream", lines.path, "--view", "--frames", "30"], in: dir, environment: env)
        #expect(curve.stderr.contains("skipped line '\\u{1B}[31mRED"), "\(curve.stderr)")
        assertClean(curve.stderr, "curve")
        let score = dir.appendingPathComponent("score.jsonl")
        try Data("{\"period\":1,\"clock\":\"1:00\",\"home\":2,\"away\":0,\"time\":\"\(hostile.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\u{07}", with: "\\u0007").replacingOccurrences(of: "\r", with: "\\r"))\\nlivechart: forged\"}\n".utf8).write(to: score)
        let viewer = try CLIRunner.run(["score", "-", "--view", "--frames", "30"], in: dir, environment: env, standardInput: score.path)
        #expect(viewer.stderr.contains("unreadable time") && !viewer.stderr.contains("\nlivechart: forged"), "\(viewer.stderr)")
        assertClean(viewer.stderr, "score")
    }

    /// A symbol column is the chart's title: with a control character it made an SVG no XML parser reads
    /// (fails before the fix: exit 0).
    @Test func aSymbolWithAControlCharacterIsALocatedError() throws {
        let r = try kline("sym.csv", "Date,Open,High,Low,Close,Volume,Symbol\n2019-01-02,1,2,0.5,1.5,10,A\u{1}B\n2019-01-03,1,2,0.5,1.5,10,A\u{1}B\n")
        #expect(r.status == 65 && r.stderr.contains("sym.csv:1:7: field 'Symbol': the symbol 'A\\u{1}B' holds a control character"), "\(r.stderr)")
        assertClean(r.stderr, "symbol")
    }

    @Test func escapingKeepsPlainTextAndNewlinesWhenAsked() {
        #expect(TerminalText.escaped("Q1 11:47 — 终场") == "Q1 11:47 — 终场")
        #expect(TerminalText.escaped("a\nb") == "a\nb")
        #expect(TerminalText.escaped("a\nb", keepingNewlines: false) == "a\\u{A}b")
        #expect(TerminalText.escaped("\u{1B}[2J\u{9B}") == "\\u{1B}[2J\\u{9B}")
    }
}
