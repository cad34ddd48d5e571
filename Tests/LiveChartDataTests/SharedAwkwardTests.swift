import Testing
import LiveChartData
import LiveChartTestSupport

/// One test per file in ../shared/data/awkward: each either loads correctly or fails with a located
/// error. Counts come from SOURCES.md; first and last bars from the file's own lines (newest-first
/// files: their last line is our first bar).
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct SharedAwkwardTests {
    /// Chinese header, BOM, CRLF, newest first, '600519, and 74 suspended rows (O=H=L=C=0) skipped.
    @Test func kweichowMoutaiNetEase() throws {
        try expectShared("awkward/贵州茅台.csv", count: 4878 - 74,
                         first: Bar(time: at(2001, 8, 27), open: 34.51, high: 37.78, low: 32.85, close: 35.55, volume: 40_631_800, amount: 1_410_347_179),
                         last: Bar(time: at(2021, 9, 30), open: 1818.18, high: 1850.22, low: 1803.4, close: 1830.0, volume: 4_053_929, amount: 7_411_735_790),
                         symbol: "600519", skipped: 74)
        let warnings = try BarFileReader.load(path: SharedData.path("awkward/贵州茅台.csv")).warnings
        #expect(warnings.count == 1 && warnings[0].contains(":2144: skipped 74 suspended-day rows"))
    }

    /// 221 suspended rows; the absurd IPO row (low 17.5 under a 50.0 close) is still a consistent bar.
    @Test func greeNetEase() throws {
        try expectShared("awkward/格力电器.csv", count: 6019 - 221,
                         first: Bar(time: at(1996, 11, 18), open: 17.5, high: 55.0, low: 17.5, close: 50.0, volume: 6_278_300, amount: 317_796_512),
                         last: Bar(time: at(2021, 9, 10), open: 41.5, high: 41.66, low: 41.13, close: 41.24, volume: 59_032_322, amount: 2_438_143_161.78),
                         symbol: "000651", skipped: 221)
    }

    /// tushare: pandas index, ts_code, trade_date YYYYMMDD, newest first; vol in lots, amount in kCNY as given.
    @Test func kweichowMoutaiTushare() throws {
        try expectShared("awkward/贵州茅台qfq.csv", count: 2831,
                         first: Bar(time: at(2010, 1, 4), open: 105.9063, high: 105.9063, low: 104.25, close: 104.6379, volume: 44304.88, amount: 753_405.635),
                         last: Bar(time: at(2021, 9, 1), open: 1559.0, high: 1634.99, low: 1531.1, close: 1622.01, volume: 77316.1, amount: 12_370_243.405),
                         symbol: "600519.SH")
    }

    /// No header, ';', "20110301 090100", extended hours kept as wall clock.
    @Test func ninjaTraderMinutes() throws {
        try expectShared("awkward/nt-spy-minute-2011-03.csv", count: 17577,
                         first: Bar(time: at(2011, 3, 1, 9, 1), open: 133.9, high: 134.01, low: 133.9, close: 133.98, volume: 3778),
                         last: Bar(time: at(2011, 3, 31, 23, 59), open: 132.72, high: 132.72, low: 132.72, close: 132.72, volume: 2900))
        let bars = try BarFileReader.load(path: SharedData.path("awkward/nt-spy-minute-2011-03.csv")).series.bars
        #expect(barsPerDay(bars).contains(1))  // the single-bar day(s) SOURCES.md mentions (2011-03-19 and 03-26)
    }

    /// D-Mon-YY dates, newest first.
    @Test func oracleGoogleFinance() throws {
        try expectShared("awkward/orcl-2010-googlefinance.csv", count: 252,
                         first: Bar(time: at(2010, 1, 4), open: 24.66, high: 25.19, low: 24.66, close: 24.85, volume: 26_795_074),
                         last: Bar(time: at(2010, 12, 31), open: 31.22, high: 31.33, low: 30.93, close: 31.30, volume: 11_716_389))
    }

    /// Quandl WIKI: raw OHLC is read, "Adj. Close" and friends are ignored.
    @Test func quandlWiki() throws {
        try expectShared("awkward/WIKI-GORO-2006-quandl.csv", count: 75,
                         first: Bar(time: at(2006, 9, 14), open: 1.15, high: 1.15, low: 1.1, close: 1.1, volume: 75500),
                         last: Bar(time: at(2006, 12, 29), open: 1.8, high: 1.8, low: 1.77, close: 1.8, volume: 36700))
        try expectShared("awkward/WIKI-ORCL-2000-quandl.csv", count: 252,
                         first: Bar(time: at(2000, 1, 3), open: 122.7, high: 125.0, low: 111.6, close: 118.1, volume: 24_528_700),
                         last: Bar(time: at(2000, 12, 29), open: 30.88, high: 31.31, low: 28.69, close: 29.06, volume: 31_702_200))
    }

    /// Long format with five tickers: an error listing them unless one is chosen.
    @Test func bokehStocksNeedsASymbol() throws {
        let path = SharedData.path("awkward/stocks.csv")
        let error = loadError(path)
        #expect(error?.line == 1 && error?.column == 1 && error?.field == "Ticker")
        #expect(error?.reason == "the file holds 5 tickers: AAPL, FB, GOOG, IBM, MSFT; choose one (livechart: --symbol TICKER)")
        try expectShared("awkward/stocks.csv", options: .init(symbol: "AAPL"), count: 3270,
                         first: Bar(time: at(2000, 3, 1), open: 118.56, high: 132.06, low: 118.5, close: 130.31, volume: 9_616_100),
                         last: Bar(time: at(2013, 3, 1), open: 438.0, high: 438.1799, low: 429.98, close: 430.47, volume: 19_730_300),
                         symbol: "AAPL")
        try expectShared("awkward/stocks.csv", options: .init(symbol: "FB"), count: 196,
                         first: Bar(time: at(2012, 5, 18), open: 42.05, high: 45.0, low: 38.0, close: 38.2318, volume: 573_576_400),
                         last: Bar(time: at(2013, 3, 1), open: 27.05, high: 28.1164, low: 26.81, close: 27.78, volume: 54_064_800),
                         symbol: "FB")
        let goog = try BarFileReader.load(path: path, options: .init(symbol: "GOOG"))
        #expect(goog.series.count == 2148)
        #expect(loadError(path, options: .init(symbol: "TSLA"))?.reason.hasPrefix("no rows for symbol 'TSLA'") == true)
    }

    /// Euronext holidays as flat zero-volume bars are real bars, kept.
    @Test func asmlYahoo() throws {
        try expectShared("awkward/asml.as.csv", count: 798,
                         first: Bar(time: at(2010, 1, 1), open: 23.99998, high: 23.99998, low: 23.99998, close: 23.99998, volume: 0),
                         last: Bar(time: at(2013, 1, 25), open: 53.24, high: 54.7, low: 52.84, close: 54.7, volume: 2_460_400))
    }

    /// Float dates "19991110.0"; the -1.0 adjClose sentinel is in a column we ignore.
    @Test func stockstatsFloatDates() throws {
        try expectShared("awkward/987654.csv", count: 3659,
                         first: Bar(time: at(1999, 11, 10), open: 29.5, high: 29.8, low: 27.0, close: 27.75, volume: 617_827_800),
                         last: Bar(time: at(2015, 4, 30), open: 18.28, high: 18.46, low: 18.05, close: 18.07, volume: 412_760_522))
    }

    /// "M/D/YYYY H:MM"; the same bars as intraday/SP500_NOV2019_IDayRVol.csv with volume 0.
    @Test func sp500MinutesWithoutVolume() throws {
        try expectShared("awkward/SP500_NOV2019_IDay.csv", count: 1563,
                         first: Bar(time: at(2019, 11, 5, 9, 30), open: 3080.8, high: 3081.47, low: 3080.3, close: 3080.49),
                         last: Bar(time: at(2019, 11, 8, 15, 59), open: 3091.16, high: 3092.91, low: 3090.96, close: 3092.91))
        let zeroVolume = try BarFileReader.load(path: SharedData.path("awkward/SP500_NOV2019_IDay.csv")).series.bars
        let withVolume = try BarFileReader.load(path: SharedData.path("intraday/SP500_NOV2019_IDayRVol.csv")).series.bars
        #expect(zeroVolume.map(\.time) == withVolume.map(\.time) && zeroVolume.map(\.close) == withVolume.map(\.close))
    }

    /// barchart.com: "Time" is the date, "Last" is the close, E-notation in the ignored Change column, newest first.
    @Test func barchartJPY() throws {
        try expectShared("awkward/jpyusd_barchartdotcom.csv", count: 519,
                         first: Bar(time: at(2018, 3, 12), open: 0.009374999, high: 0.009403, low: 0.00935, close: 0.009397, volume: 5031),
                         last: Bar(time: at(2020, 3, 11), open: 0.009469, high: 0.009596, low: 0.009467, close: 0.009582, volume: 1769))
    }

    /// Space-padded names and values, "+00:00" offsets, irregular seconds.
    @Test func stackOverflowPadded() throws {
        try expectShared("awkward/stackoverflow.questions.60982755.csv", count: 19,
                         first: Bar(time: at(2020, 2, 27, 1, 51), open: 167_761.49, high: 178_565.38, low: 165_000.01, close: 168_764.01, volume: 358.79390),
                         last: Bar(time: at(2020, 2, 27, 2, 9, 4), open: 167_833.41, high: 178_198.74, low: 165_000.01, close: 168_980.93, volume: 357.86681))
    }

    /// D-Mon-YY, close-only data dressed as OHLC (kept: O=H=L=C is a valid bar).
    @Test func niftyCloseOnly() throws {
        try expectShared("awkward/issue568.csv", count: 205,
                         first: Bar(time: at(2022, 1, 3), open: 17625.70, high: 17625.70, low: 17625.70, close: 17625.70, volume: 16181),
                         last: Bar(time: at(2022, 10, 31), open: 18012.20, high: 18012.20, low: 18012.20, close: 18012.20, volume: 19846))
    }

    /// Alpha Vantage: "close" is used, not "adjusted close"; newest first.
    @Test func alphaVantageDailyAdjusted() throws {
        try expectShared("awkward/Issue101_data.csv", count: 100,
                         first: Bar(time: at(2019, 11, 22), open: 148.11, high: 148.75, low: 144.12, close: 147.92, volume: 718_830),
                         last: Bar(time: at(2020, 4, 17), open: 156.96, high: 157.33, low: 147.74, close: 154.19, volume: 723_974))
    }

    /// Binance-style "Start Date" is the bar time ("End Date" with .999 ignored), "Open Price" naming, Index column.
    @Test func binanceStartDate() throws {
        try expectShared("awkward/so75737197_data.csv", count: 40,
                         first: Bar(time: at(2023, 3, 12, 18, 30), open: 3.996, high: 4.038, low: 3.988, close: 4.008, volume: 1_216_259),
                         last: Bar(time: at(2023, 3, 13, 4, 15), open: 4.459, high: 4.465, low: 4.436, close: 4.439, volume: 288_049))
    }

    /// JSON array of objects, keys volume,close,high,low,open,time, time as float epoch seconds.
    @Test func poloniexJSON() throws {
        try expectShared("awkward/poloniex_xrp-btc.json", count: 90,
                         first: Bar(time: 1_549_584_000, open: 8.577e-05, high: 8.799e-05, low: 8.458e-05, close: 8.534e-05, volume: 418.44071754),
                         last: Bar(time: 1_557_273_600, open: 5.107e-05, high: 5.132e-05, low: 5.045e-05, close: 5.055e-05, volume: 34.32898414))
        #expect(at(2019, 2, 8) == 1_549_584_000 && at(2019, 5, 8) == 1_557_273_600)
    }
}
