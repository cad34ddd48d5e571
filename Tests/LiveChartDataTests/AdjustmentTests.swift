import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Split and dividend adjustment: factor formulas on synthetic bars, and Quandl's ORCL 2000 file
/// (committed fixture) whose `Adj.` columns are the oracle.
@Suite struct AdjustmentTests {
    private func date(_ y: Int, _ m: Int, _ d: Int) -> Int64 { CivilTime(year: y, month: m, day: d).secondsSince1970 }

    private func bars(_ closes: [Double]) -> [Bar] {
        closes.enumerated().map { Bar(time: Int64($0.offset) * 86_400, open: $0.element, high: $0.element, low: $0.element, close: $0.element, volume: 100) }
    }

    @Test func aCashDividendScalesHistoryByTheExDividendRatio() {
        let b = bars([10, 10, 9.5])
        let f = AdjustmentFactors.fromActions([CorporateAction(time: 2 * 86_400, cashDividend: 0.5)], bars: b)
        #expect(f.price == [0.95, 0.95, 1] && f.volume == [1, 1, 1])
    }

    @Test func aSplitAndDividendOnOneDayCombine() {
        // P = 20 before a 2:1 split: P′ = 10, and a 0.5 dividend per new share gives (10 − 0.5) / 10.
        let b = bars([20, 20, 9.5])
        let f = AdjustmentFactors.fromActions([CorporateAction(time: 2 * 86_400, splitRatio: 2, cashDividend: 0.5)], bars: b)
        #expect(abs(f.price[0] - 0.5 * 0.95) < 1e-15 && f.volume[0] == 2)
    }

    @Test func actionsOutsideTheSeriesChangeNothing() {
        let b = bars([10, 11, 12])
        let f = AdjustmentFactors.fromActions([CorporateAction(time: -86_400, splitRatio: 2), CorporateAction(time: 0, splitRatio: 2),
                                               CorporateAction(time: 9 * 86_400, splitRatio: 3)], bars: b)
        #expect(f.price == [1, 1, 1])
    }

    @Test func backwardKeepsTheFirstBarAndForwardTheLast() {
        let series = BarSeries(bars: bars([40, 42, 21, 22]), symbol: "X")
        let f = AdjustmentFactors.fromActions([CorporateAction(time: 2 * 86_400, splitRatio: 2)], bars: series.bars)
        let forward = PriceAdjuster.adjust(series, factors: f, mode: .forward)
        let backward = PriceAdjuster.adjust(series, factors: f, mode: .backward)
        #expect(forward.closes == [20, 21, 21, 22] && forward.volumes == [200, 200, 100, 100])
        #expect(backward.closes == [40, 42, 42, 44] && backward.volumes == [100, 100, 50, 50])
        #expect(PriceAdjuster.adjust(series, factors: f, mode: .none) == series && forward.symbol == "X")
    }

    @Test func orclSplitsGiveFactorFourBeforeJanuaryNineteenth() throws {
        let path = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        let series = try BarFileReader.load(path: path).series
        let data = try AdjustmentDataReader.load(path: path)
        #expect(data.actions == [CorporateAction(time: date(2000, 1, 19), splitRatio: 2), CorporateAction(time: date(2000, 10, 13), splitRatio: 2)])
        let f = try #require(data.factors(for: series.bars))
        let index = Dictionary(uniqueKeysWithValues: series.bars.enumerated().map { ($0.element.time, $0.offset) })
        let before = try #require(index[date(2000, 1, 18)]), between = try #require(index[date(2000, 1, 19)])
        let afterSecond = try #require(index[date(2000, 10, 13)])
        #expect(f.price[afterSecond] / f.price[before] == 4 && f.volume[before] == 4)
        #expect(f.price[between] == 0.5 && f.price[index[date(2000, 10, 12)]!] == 0.5 && f.price[afterSecond] == 1)
        let backward = PriceAdjuster.adjust(series, factors: f, mode: .backward)
        #expect(backward.bars.first == series.bars.first && backward.last?.close == series.last!.close * 4)
    }

    /// Quandl's `Adj.` prices are forward-adjusted for splits and dividends up to the database's last date
    /// (2018), so they differ from ours, which only know 2000's two splits, by one constant: the product of
    /// ORCL's later dividend ratios (≈ 0.9107; ORCL paid no dividend in 2000 and split no more after it).
    @Test func orclForwardAdjustedClosesMatchQuandlsAdjustedClose() throws {
        let path = SharedData.fixture("WIKI-ORCL-2000-quandl.csv")
        let series = try BarFileReader.load(path: path).series
        let data = try AdjustmentDataReader.load(path: path)
        let adjusted = PriceAdjuster.adjust(series, factors: try #require(data.factors(for: series.bars)), mode: .forward)
        let quandl = Dictionary(uniqueKeysWithValues: data.adjustedCloses.map { ($0.time, $0.close) })
        #expect(quandl.count == 252)
        let c = quandl[series.last!.time]! / series.last!.close
        #expect(abs(c - 0.91068) < 1e-4)
        var worst = 0.0
        for bar in adjusted.bars {
            worst = max(worst, abs(bar.close * c / quandl[bar.time]! - 1))
        }
        #expect(worst < 1e-12, "largest relative difference \(worst)")
        // The split days are continuous after adjustment: 111.30 / 4 → 57.13 / 2.
        #expect(adjusted.bars.first { $0.time == date(2000, 1, 18) }?.close == 111.3 / 4)
    }
}
