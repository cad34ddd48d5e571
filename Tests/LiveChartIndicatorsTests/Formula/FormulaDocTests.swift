import Foundation
import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// Every `tdx` block of docs/formulas.md compiles and draws on real bars (SPY 2019–2020): each drawn line has
/// values after its warm-up, batch and streaming agree, and the page's KDJ is the built-in KDJ it describes.
@Suite struct FormulaDocTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/formulas.md")

    static func blocks() throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        return text.components(separatedBy: "```tdx\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func everyExampleCompilesAndDraws() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 5, "the page's examples")
        let bars = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series.bars
        for block in blocks {
            let formula = try Formula(block)
            let lines = try formula.indicator().compute(bars)
            var engine = IndicatorEngine(try formula.indicator(), history: [], keepsHistory: true)
            for bar in bars { _ = engine.append(bar) }
            for (k, values) in lines.enumerated() {
                #expect(values.suffix(100).contains { $0.isFinite }, "\(formula.lineNames[k]) of:\n\(block)")
                #expect(zip(values, engine.lines[k]).allSatisfy { $0.bitPattern == $1.bitPattern || $0.isNaN && $1.isNaN })
            }
        }
        let kdj = try Formula(try #require(blocks.first)).indicator().compute(bars)
        for (mine, theirs) in zip(kdj, KDJ(seed: .firstValue).compute(bars)) {
            #expect(zip(mine, theirs).allSatisfy { $0.bitPattern == $1.bitPattern || $0.isNaN && $1.isNaN }, "the page's KDJ is KDJ(seed: .firstValue)")
        }
    }
}
