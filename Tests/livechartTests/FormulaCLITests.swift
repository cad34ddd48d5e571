import Foundation
import LiveChartTestSupport
import Testing

/// `--formula FILE.tdx|TEXT` through the real process: `kline`, `indicators` and the service's spec.
@Suite struct FormulaCLITests {
    let spy = SharedData.fixture("SPY_D-2019-2020.csv")
    static let kdj = """
        { KDJ as TongDaXin publishes it }
        INPUT: N(9, 2, 100), M1(3, 1, 30), M2(3, 1, 30);
        RSV := (CLOSE - LLV(LOW, N)) / (HHV(HIGH, N) - LLV(LOW, N)) * 100;
        K: SMA(RSV, M1, 1); D: SMA(K, M2, 1); J: 3*K - 2*D, DOTLINE;
        """

    @Test func indicatorsWritesAFormulasLinesBesideTheBuiltIns() throws {
        let dir = CLIRunner.temporaryDirectory()
        try Self.kdj.write(to: dir.appendingPathComponent("kdj-first.tdx"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["indicators", spy, "--formula", "kdj-first.tdx", "--formula", "X: C - REF(C, 1);", "--only", "KDJ_FIRST(5,3,3),FORMULA", "-o", "t.csv"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: dir.appendingPathComponent("t.csv"), encoding: .utf8).split(separator: "\n")
        #expect(lines[0].hasSuffix("KDJ_FIRST.K,KDJ_FIRST.D,KDJ_FIRST.J,FORMULA.X"), "\(lines[0])")
        // Row 2 (the second bar): X is its close minus the first bar's (290.76 − 293.64); KDJ(5) is still warming up.
        let row = lines[2].split(separator: ",", omittingEmptySubsequences: false)
        #expect(abs(Double(row.last!)! - (290.76 - 293.64)) < 1e-9 && row[row.count - 2].isEmpty, "\(lines[2])")
    }

    /// An overflow is a value (docs/formulas.md): the table writes it as `inf`/`-inf`, a missing value as an empty
    /// cell (both were empty, found by an attack on the formula paths).
    @Test func theTableTellsAnOverflowFromAMissingValue() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["indicators", spy, "--formula", "P: EXP(C * 3); N: -EXP(C * 3); M: REF(C, 1);", "--only", "FORMULA", "-o", "t.csv"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: dir.appendingPathComponent("t.csv"), encoding: .utf8).split(separator: "\n")
        #expect(lines[0].hasSuffix("FORMULA.P,FORMULA.N,FORMULA.M"), "\(lines[0])")
        // The first bar: e^(3 × 293.64) overflows; REF(C, 1) has no bar before it.
        #expect(lines[1].hasSuffix(",inf,-inf,"), "\(lines[1])")
        #expect(Double(String(lines[1].split(separator: ",", omittingEmptySubsequences: false).dropLast().last!)) == -.infinity)
    }

    /// The README's own example: `docs/examples/kdj.tdx` is named KDJ after its file, a built-in's name, so it is
    /// drawn as KDJF beside the built-in (it was refused, exit 64); its every error is listed with the file's name.
    @Test func theReadmeFormulaExampleRuns() throws {
        let dir = CLIRunner.temporaryDirectory()
        let kdj = SharedData.repositoryRoot.appendingPathComponent("docs/examples/kdj.tdx").path
        let r = try CLIRunner.run(["kline", spy, "--formula", kdj, "--formula", "OVERLAY; MID: EMA(C,20);", "-o", "f.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let t = try CLIRunner.run(["indicators", spy, "--formula", kdj, "--only", "KDJF,KDJ", "-o", "t.csv"], in: dir)
        let header = try String(contentsOf: dir.appendingPathComponent("t.csv"), encoding: .utf8).prefix { $0 != "\n" }
        #expect(t.status == 0 && header.contains("KDJF.K") && header.contains("KDJ.K"), "\(t.stderr) \(header)")
        try "A: SAR(10,2,20);\nB: STICKLINE(C>O,C,O,1,0);".write(to: dir.appendingPathComponent("bad.tdx"), atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["kline", spy, "--formula", "bad.tdx", "-o", "b.png"], in: dir)
        #expect(bad.status == 65 && bad.stderr.contains("bad.tdx:1:4: 'SAR'") && bad.stderr.contains("bad.tdx:2:4: 'STICKLINE'"), "\(bad.stderr)")
    }

    @Test func klineDrawsFormulaPanesAndOverlays() throws {
        let dir = CLIRunner.temporaryDirectory()
        try Self.kdj.write(to: dir.appendingPathComponent("kdjf.tdx"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["kline", spy, "--last", "100", "--formula", "kdjf.tdx", "--formula", "OVERLAY; MID: EMA(C, 20), COLORBROWN;", "-o", "f.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("f.svg"), encoding: .utf8)
        let plain = try CLIRunner.run(["kline", spy, "--last", "100", "-o", "p.svg"], in: dir)
        #expect(plain.status == 0)
        let without = try String(contentsOf: dir.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(svg.count > without.count + 5_000, "a pane of three lines and an overlay line are drawn")
        #expect(svg.contains("stroke-dasharray"), "J is DOTLINE")
        #expect(svg.contains("rgb(66.666667%,33.333333%,0%)"), "MID is COLORBROWN, #AA5500")
    }

    @Test func badFormulasExitWithTheirPlace() throws {
        let dir = CLIRunner.temporaryDirectory()
        try "K: SMA(C, 3, 5);\n".write(to: dir.appendingPathComponent("bad.tdx"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder.tdx"), withIntermediateDirectories: true)
        try "Z: H;".write(to: dir.appendingPathComponent("formula.tdx"), atomically: true, encoding: .utf8)
        let cases: [([String], Int32, String)] = [
            (["--formula", "X: EMAA(C,5);"], 64, "--formula:1:4: unknown function 'EMAA'; did you mean EMA?"),
            (["--formula", "bad.tdx"], 65, "bad.tdx:1:14: SMA(X,N,M) needs M ≤ N; M is 5, N is 3"),
            (["--formula", "missing.tdx"], 66, "missing.tdx: formula file: no such file"),
            (["--formula", "folder.tdx"], 66, "folder.tdx: formula file: is a directory, not a file"),
            (["--formula", "formula.tdx", "--formula", "M: C;"], 64, "a formula named 'FORMULA' is already given"),
            (["--formula", "M: MA(C, N);"], 64, "unknown name 'N'"),
        ]
        for (options, status, message) in cases {
            let r = try CLIRunner.run(["kline", spy] + options + ["-o", "x.png"], in: dir)
            #expect(r.status == status && r.stderr.contains(message), "\(options): \(r.status) \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
        }
        // Two inline formulas are FORMULA and FORMULA2; a text ending in `.tdx` after `;` is a formula, not a file;
        // a link to a formula file is read (the attack found it refused).
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.tdx").path, withDestinationPath: "formula.tdx")
        let both = try CLIRunner.run(["indicators", spy, "--formula", "X: C;", "--formula", "Y: O; // k.tdx", "--formula", "link.tdx",
                                      "--only", "FORMULA,FORMULA2,LINK", "-o", "t.csv"], in: dir)
        #expect(both.status == 0, "\(both.stderr)")
        let header = try String(contentsOf: dir.appendingPathComponent("t.csv"), encoding: .utf8).split(separator: "\n")[0]
        #expect(header.hasSuffix("FORMULA.X,FORMULA2.Y,LINK.Z"), "\(header)")
        let renamed = try CLIRunner.run(["kline", spy, "--formula", "M: C;", "--panes", "FORMULA(3)", "-o", "x.png"], in: dir)
        #expect(renamed.status == 64 && renamed.stderr.contains("FORMULA: parameter 1 is 3"), "\(renamed.stderr)")
    }

    @Test func theServiceTakesFormulasInlineAndFromItsDataFolder() throws {
        let server = try ServiceTests.Server()
        try Self.kdj.write(to: server.data.appendingPathComponent("kdjf.tdx"), atomically: true, encoding: .utf8)
        let spec = #"{"type": "kline", "file": "SPY_D.csv", "format": "svg", "options": {"last": 60, "formula": ["kdjf.tdx", "OVERLAY; MID: EMA(C, 20);"]}}"#
        let (status, _, body) = try server.request("/v1/chart", method: "POST", body: Data(spec.utf8))
        #expect(status == 200, "\(String(decoding: body, as: UTF8.self).prefix(400))")
        let bad = #"{"type": "kline", "file": "SPY_D.csv", "options": {"formula": "X: MA(C, -1);"}}"#
        let (badStatus, _, problem) = try server.request("/v1/chart", method: "POST", body: Data(bad.utf8))
        #expect(badStatus == 400 && (server.problem(problem)["detail"] as? String)?.contains("1:10: MA's N is -1") == true, "\(String(decoding: problem, as: UTF8.self))")
        let outside = #"{"type": "kline", "file": "SPY_D.csv", "options": {"formula": "../kdjf.tdx"}}"#
        #expect(try server.request("/v1/chart", method: "POST", body: Data(outside.utf8)).0 == 404)
    }
}
