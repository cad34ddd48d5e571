import Foundation
import LiveChartIndicators
import LiveChartTestSupport
import Testing

/// `livechart indicators` end to end: the CSV it writes carries the golden TongDaXin values.
@Suite struct IndicatorsCommandTests {
    func rows(_ text: String) -> [[String: String]] {
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(lines[0], $0)) }
    }

    /// Reference: golden/macd.csv, columns tdx_DIF / tdx_DEA / tdx_MACD_bar (MyTT convention, unrounded).
    @Test(.enabled(if: SharedData.isAvailable)) func macdColumnsMatchTheGoldenFile() throws {
        let dir = CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["indicators", SharedData.path("golden/input_300.csv"), "--only", "MACD", "-o", "out.csv"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let ours = rows(try String(contentsOf: dir.appendingPathComponent("out.csv"), encoding: .utf8))
        let golden = rows(try String(contentsOfFile: SharedData.path("golden/macd.csv"), encoding: .utf8))
        #expect(ours.count == 300 && golden.count == 300)
        for (o, g) in zip(ours, golden) {
            #expect(abs(Double(o["MACD.DIF"]!)! - Double(g["tdx_DIF"]!)!) < 1e-12)
            #expect(abs(Double(o["MACD.MACD"]!)! - Double(g["tdx_MACD_bar"]!)!) < 1e-12)
        }
    }

    @Test func warmUpIsEmptyAndUnknownNamesAreUsageErrors() throws {
        let dir = CLIRunner.temporaryDirectory()
        let fixture = SharedData.fixture("cli-high-below-low.csv")
        let r = try CLIRunner.run(["indicators", fixture, "--lenient", "--only", "MA(2)", "-o", "ma.csv"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let table = rows(try String(contentsOf: dir.appendingPathComponent("ma.csv"), encoding: .utf8))
        // Line 3 (high below low) is skipped: bars 10.5 and 10.9 remain; MA2 is empty on the first.
        #expect(table.map { $0["MA.MA2"]! } == ["", "10.7"])
        let bad = try CLIRunner.run(["indicators", fixture, "--only", "NOPE"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("NOPE"))
    }

    /// `--list` names every registered indicator in full (the TradingView set's long names too),
    /// one a line, with its parameters, and marks the price overlays.
    @Test func listShowsEveryIndicator() throws {
        let r = try CLIRunner.run(["indicators", "--list"], in: CLIRunner.temporaryDirectory())
        #expect(r.status == 0, "\(r.stderr)")
        let names = r.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names == IndicatorRegistry.standard.names)
        for name in ["STOCH", "STOCHRSI", "AROONOSC", "SUPERTREND", "CHANDELIER", "ICHIMOKU", "VWAP", "AVWAP"] {
            #expect(names.contains(name), "\(name) listed")
        }
        let supertrend = r.stdout.split(separator: "\n").first { $0.hasPrefix("SUPERTREND ") }
        #expect(supertrend?.hasSuffix("(ATR=10, MULT=3) [price overlay]; reads high, low and close") == true, "\(String(describing: supertrend))")
        #expect(r.stdout.split(separator: "\n").first { $0.hasPrefix("MACD ") }?.hasSuffix("; reads close") == true)
    }
}
