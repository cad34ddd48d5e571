import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// The formulas TongDaXin publishes for its indicators (`PublishedFormulas`), compiled by the formula language,
/// against the built-ins computing the same indicators: bit for bit, batch and streaming, on real daily bars
/// (SPY 2019–2020) and on the synthetic TA-Lib fixture.
@Suite struct FormulaSelfCheckTests {
    static func bars() throws -> [[Bar]] {
        let spy = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series.bars
        let synthetic = try CSVTable(path: SharedData.fixture("talib-synthetic-400.csv")).bars()
        return [spy, synthetic]
    }

    /// Whether two lines are equal bit for bit (NaN matching NaN); the first differing index otherwise.
    static func firstDifference(_ a: [Double], _ b: [Double]) -> Int? {
        guard a.count == b.count else { return -1 }
        return a.indices.first { !(a[$0].bitPattern == b[$0].bitPattern || a[$0].isNaN && b[$0].isNaN) }
    }

    @Test(arguments: PublishedFormulas.cases.map(\.builtIn))
    func publishedFormulaEqualsTheBuiltIn(_ name: String) throws {
        let c = try #require(PublishedFormulas.cases.first { $0.builtIn == name })
        let formula = try Formula(c.formula, name: "F" + name)
        #expect(formula.parameters.map(\.defaultValue) == c.parameters)
        let builtIn: any BarIndicator = c.agreement == .kdjFirstValueSeed
            ? KDJ(seed: .firstValue) : try IndicatorRegistry.standard.make(name, parameters: c.parameters, convention: .tdx)
        #expect(formula.lineNames.count == builtIn.lineNames.count)
        for bars in try Self.bars() {
            let expected = builtIn.compute(bars)
            let batch = try formula.indicator().compute(bars)
            for (line, values) in batch.enumerated() where line < expected.count {
                let label = "\(name) line \(formula.lineNames[line])"
                if c.agreement == .firstBarWithoutPreviousClose {
                    Self.expectAgreementAfterTheFirstBar(values, expected[line], label)
                } else {
                    let at = Self.firstDifference(values, expected[line])
                    #expect(at == nil, "\(label) differs at bar \(at ?? 0): \(at.map { "\(values[$0]) vs \(expected[line][$0])" } ?? "")")
                }
            }
            // Streaming: the same formula fed bar by bar equals its batch values bit for bit.
            var engine = IndicatorEngine(try formula.indicator(), history: [], keepsHistory: true)
            for bar in bars { _ = engine.append(bar) }
            for (line, values) in batch.enumerated() {
                #expect(Self.firstDifference(engine.lines[line], values) == nil, "\(name) streaming line \(line)")
            }
        }
    }

    /// `.firstBarWithoutPreviousClose`: values agree where both exist, and the formula starts at most a bar later.
    static func expectAgreementAfterTheFirstBar(_ formula: [Double], _ builtIn: [Double], _ label: String) {
        let first = formula.firstIndex { $0.isFinite }, expectedFirst = builtIn.firstIndex { $0.isFinite }
        #expect(first != nil && expectedFirst != nil && first! - expectedFirst! <= 1 && first! >= expectedFirst!, "\(label) starts at \(String(describing: first)), built-in at \(String(describing: expectedFirst))")
        for i in formula.indices where formula[i].isFinite {
            #expect(abs(formula[i] - builtIn[i]) <= 1e-9 * max(1, abs(builtIn[i])), "\(label) bar \(i): \(formula[i]) vs \(builtIn[i])")
            if !(abs(formula[i] - builtIn[i]) <= 1e-9 * max(1, abs(builtIn[i]))) { return }
        }
    }
}
