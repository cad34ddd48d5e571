import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// STOCHRSI's values in the `taLib` convention against `Tests/Fixtures/talib-stochrsi-400.csv`
/// (`scripts/golden/talib-stochrsi.py`: TA-Lib 0.8.1's STOCHRSI, and its STOCH over RSI, for the
/// parameter sets of `FirstValidIndexTests.stochRSIGrid`). Tolerance 1e-9; warm-up NaNs must match.
@Suite struct TaLibStochRSIFixtureTests {
    @Test(arguments: FirstValidIndexTests.stochRSIGrid)
    func matchesTaLib(_ c: FirstValidIndexTests.Case) throws {
        let table = try CSVTable(path: SharedData.fixture("talib-stochrsi-400.csv"))
        let result = try IndicatorRegistry.standard.compute(c.name, parameters: c.parameters, convention: .taLib, bars: table.bars())
        for (line, column) in zip(result.lines, c.columns.compactMap { $0 }) {
            let worst = maxDifference(line.values, table.column(column))
            print("talib-stochrsi \(c) \(line.name) vs \(column): max |diff| \(worst)")
            #expect(worst <= 1e-9, "\(c) \(line.name) vs \(column)")
        }
    }
}
