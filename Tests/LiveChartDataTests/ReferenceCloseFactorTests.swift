import LiveChartData
import LiveChartTestSupport
import Testing

/// Dividend adjustment checked against tushare's forward-adjusted (前复权) Kweichow Moutai prices, with
/// factors from NetEase's unadjusted file and its exchange reference previous close (前收盘).
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct ReferenceCloseFactorTests {
    /// tushare rounds its adj_factor to 3 decimals, so its prices differ from ours by one small constant per
    /// stretch between ex-dates (at most 1e-4), while within a stretch the ratio is flat to 4-decimal price rounding.
    @Test func moutaiForwardAdjustedClosesMatchTushare() throws {
        let path = SharedData.path("awkward/贵州茅台.csv")
        let series = try BarFileReader.load(path: path).series
        let data = try AdjustmentDataReader.load(path: path)
        #expect(!data.hasActionColumns && !data.referencePreviousCloses.isEmpty)
        let factors = try #require(data.factors(for: series.bars))
        #expect(Set(factors.price).count == 23, "22 ex-dates from 2001-09-03 to 2021-06-25")
        let adjusted = PriceAdjuster.adjust(series, factors: factors, mode: .forward)
        let tushare = Dictionary(uniqueKeysWithValues: try BarFileReader.load(path: SharedData.path("awkward/贵州茅台qfq.csv")).series.bars.map { ($0.time, $0.close) })
        var ratios: [Double: [Double]] = [:]
        for (n, bar) in adjusted.bars.enumerated() {
            guard let theirs = tushare[bar.time] else { continue }
            ratios[factors.price[n], default: []].append(bar.close / theirs)
        }
        #expect(ratios.values.reduce(0) { $0 + $1.count } == 2831)
        for (factor, list) in ratios {
            #expect(list.max()! - list.min()! < 2e-6, "factor \(factor)")
            #expect(abs(list[0] - 1) < 1e-4, "factor \(factor)")
        }
    }
}
