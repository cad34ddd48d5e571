import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Factors taken from a vendor's adjusted close when a file has no split column (bokeh's Quandl `stocks.csv`).
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct AdjustedCloseFactorTests {
    @Test func aaplSplitsShowAsHalvingFactorsAndTheCrashDoesNot() throws {
        let path = SharedData.path("awkward/stocks.csv")
        let options = BarReadOptions(symbol: "AAPL")
        let series = try BarFileReader.load(path: path, options: options).series
        let data = try AdjustmentDataReader.load(path: path, options: options)
        #expect(!data.hasActionColumns && data.adjustedCloses.count == series.count)
        let f = try #require(data.factors(for: series.bars))
        #expect(f.price.last == 1)
        func jump(_ y: Int, _ m: Int, _ d: Int) -> Double {
            let k = series.bars.firstIndex { $0.time == CivilTime(year: y, month: m, day: d).secondsSince1970 }!
            return f.price[k - 1] / f.price[k]
        }
        // The adjusted close has 13 digits, the close 2 decimals: a 2:1 split shows as 0.5 within rounding.
        #expect(abs(jump(2000, 6, 21) - 0.5) < 1e-3)
        #expect(abs(jump(2005, 2, 28) - 0.5) < 1e-3)
        #expect(abs(jump(2000, 9, 29) - 1) < 1e-3, "the -52% crash is a price move, not an adjustment")
        let forward = PriceAdjuster.adjust(series, factors: f, mode: .forward)
        #expect(forward.last == series.last)
    }
}
