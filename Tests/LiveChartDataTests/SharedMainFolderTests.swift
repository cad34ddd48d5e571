import Testing
import LiveChartData
import LiveChartTestSupport

/// Every file in ../shared/data/daily, weekly_monthly and intraday. Counts and ranges come from
/// SOURCES.md; first and last bars are copied from each file's own first and last data lines.
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct SharedMainFolderTests {
    @Test func dailyFiles() throws {
        // symbol,dt,open,close,high,low,vol; the fake 15:00:00 of daily bars is dropped.
        try expectShared("daily/000001.SH_D.csv", count: 3332,
                         first: Bar(time: at(2006, 11, 6), open: 1853.19, high: 1886.52, low: 1846.01, close: 1886.31, volume: 49_544_517),
                         last: Bar(time: at(2020, 7, 16), open: 3356.11, high: 3373.53, low: 3209.76, close: 3210.1, volume: 486_366_915),
                         symbol: "000001.SH")
        let shanghai = try BarFileReader.load(path: SharedData.path("daily/000001.SH_D.csv"))
        #expect(shanghai.warnings == [SharedData.path("daily/000001.SH_D.csv")
            + ":2: every bar is stamped 15:00:00 and bars are a day or more apart; read as daily bars labelled by their date"])
        // date,amount,close,high,low,open,volume (alphabetical), YYYYMMDD, CRLF.
        try expectShared("daily/002032.csv", count: 2813,
                         first: Bar(time: at(2004, 8, 17), open: 12.21, high: 12.21, low: 11.03, close: 11.2, volume: 7_877_900, amount: 90_923_240),
                         last: Bar(time: at(2016, 8, 17), open: 39.66, high: 40.59, low: 39.12, close: 40.45, volume: 1_567_600, amount: 62_536_480))
        try expectShared("daily/BTCUSDT_1d.csv", count: 3065,
                         first: Bar(time: at(2017, 8, 17), open: 4261.48, high: 4485.39, low: 4200.74, close: 4285.08, volume: 795.150377),
                         last: Bar(time: at(2026, 1, 6), open: 93859.71, high: 94161.86, low: 93137.98, close: 93888.85, volume: 5042.57892))
        // An unnamed pandas index column first.
        try expectShared("daily/SPY_D.csv", count: 5241,
                         first: Bar(time: at(1999, 11, 1), open: 136.5, high: 137.0, low: 135.5625, close: 135.5625, volume: 4_006_500),
                         last: Bar(time: at(2020, 8, 28), open: 349.44, high: 350.72, low: 348.15, close: 350.58, volume: 48_588_940))
        // close,high,low,open,date,volume: the date is the 5th column.
        try expectShared("daily/bittrex_btc-usdt.csv", count: 874,
                         first: Bar(time: at(2015, 12, 12), open: 420, high: 420, low: 420, close: 420, volume: 0.0003038),
                         last: Bar(time: at(2018, 6, 18), open: 6417.00000001, high: 6490, low: 6376.6, close: 6420.45318629, volume: 360.91419509))
        // M/D/YYYY, CRLF, volume near 1e10; Adj Close is not the close.
        try expectShared("daily/sp500.csv", count: 5031,
                         first: Bar(time: at(1999, 1, 4), open: 1229.22998, high: 1248.810059, low: 1219.099976, close: 1228.099976, volume: 877_000_000),
                         last: Bar(time: at(2018, 12, 31), open: 2498.939941, high: 2509.23999, low: 2482.820068, close: 2506.850098, volume: 3_442_870_000))
        try expectShared("daily/yahoofinance-AAPL-20040819-20180120.csv", count: 3379,
                         first: Bar(time: at(2004, 8, 19), open: 2.250714, high: 2.275714, low: 2.168571, close: 2.193571, volume: 97_230_000),
                         last: Bar(time: at(2018, 1, 19), open: 178.610001, high: 179.580002, low: 177.410004, close: 178.460007, volume: 31_269_600))
    }

    /// Yahoo's SPY file holds two bars whose open lies below their low (2015-03-05 and 2015-03-30,
    /// lines 1808 and 1825): both modes keep all 2519 bars (SOURCES.md's count), widen those two
    /// bars' low to their open, and say so in one located warning.
    @Test func yahooSPYHasTwoInconsistentBarsWhichAreWidened() throws {
        let path = SharedData.path("daily/yahoofinance-SPY-20080101-20180101.csv")
        for policy in [BarReadOptions.Policy.strict, .lenient] {
            let result = try BarFileReader.load(path: path, options: .init(policy: policy))
            #expect(result.series.count == 2519 && result.skippedRows == 0)
            #expect(result.warnings.count == 1 && result.warnings[0].contains(":1808:") && result.warnings[0].contains("1808, 1825"))
            let repaired = result.series.bars.first { $0.time == at(2015, 3, 5) }!
            #expect(repaired.low == 209.419998 && repaired.open == 209.419998 && repaired.high == 210.800003)
            #expect(result.series.bars.first == Bar(time: at(2007, 12, 31), open: 147.100006, high: 147.610001, low: 146.059998, close: 146.210007, volume: 108_126_800))
            #expect(result.series.bars.last == Bar(time: at(2017, 12, 29), open: 268.529999, high: 268.549988, low: 266.640015, close: 266.859985, volume: 96_007_400))
        }
    }

    @Test func weeklyAndMonthlyFiles() throws {
        try expectShared("weekly_monthly/2006-day-001.txt", count: 255,
                         first: Bar(time: at(2006, 1, 2), open: 3578.73, high: 3605.95, low: 3578.73, close: 3604.33),
                         last: Bar(time: at(2006, 12, 29), open: 4130.12, high: 4142.01, low: 4119.94, close: 4119.94))
        try expectShared("weekly_monthly/2006-week-001.txt", count: 52,
                         first: Bar(time: at(2006, 1, 6), open: 3578.73, high: 3666.99, low: 3578.73, close: 3666.99),
                         last: Bar(time: at(2006, 12, 29), open: 4079.70, high: 4142.06, low: 4079.70, close: 4119.94))
        try expectShared("weekly_monthly/2006-month-001.txt", count: 12,
                         first: Bar(time: at(2006, 1, 31), open: 3578.73, high: 3707.63, low: 3515.07, close: 3691.41),
                         last: Bar(time: at(2006, 12, 29), open: 3993.03, high: 4147.38, low: 3914.46, close: 4119.94))
        // The date column has an empty header name.
        try expectShared("weekly_monthly/BTCUSD.csv", count: 156,
                         first: Bar(time: at(2012, 1, 31), open: 4.58, high: 7.38, low: 3.8, close: 5.55, volume: 2012.25343589),
                         last: Bar(time: at(2024, 12, 31), open: 96515, high: 108_364, low: 92092, close: 93381, volume: 25342.80228337))
        try expectShared("weekly_monthly/BTCUSDT_1w.csv", count: 438,
                         first: Bar(time: at(2017, 8, 21), open: 4069.13, high: 4453.91, low: 3400.0, close: 4310.01, volume: 4599.396629),
                         last: Bar(time: at(2026, 1, 5), open: 91529.74, high: 94789.08, low: 89311.0, close: 90708.15, volume: 86417.8252))
    }

    @Test func intradayFiles() throws {
        // Bars labelled by close time, 09:31 … 15:00: 11 days of exactly 240 bars.
        let xshg = try BarFileReader.load(path: SharedData.path("intraday/000001.XSHG_1MIN.csv")).series
        #expect(barsPerDay(xshg.bars) == Array(repeating: 240, count: 11))
        try expectShared("intraday/000001.XSHG_1MIN.csv", count: 2640,
                         first: Bar(time: at(2020, 7, 1, 9, 31), open: 2991.18, high: 2991.5, low: 2990.34, close: 2990.43, volume: 720_858_300),
                         last: Bar(time: at(2020, 7, 15, 15, 0), open: 3362.09, high: 3362.09, low: 3361.3, close: 3361.3, volume: 520_799_400),
                         symbol: "000001.XSHG")
        // Header of 7 names over rows of 8 fields: the unnamed second field is the time.
        let eurostoxx = try BarFileReader.load(path: SharedData.path("intraday/2006-01-02-volume-min-001.txt")).series
        #expect(barsPerDay(eurostoxx.bars).count == 41)
        try expectShared("intraday/2006-01-02-volume-min-001.txt", count: 30889,
                         first: Bar(time: at(2006, 1, 2, 9, 1), open: 3602, high: 3603, low: 3597, close: 3599, volume: 5699),
                         last: Bar(time: at(2006, 2, 27, 22, 0), open: 3840, high: 3840, low: 3838, close: 3838, volume: 327))
        try expectShared("intraday/2006-min-005.txt", count: 2142,
                         first: Bar(time: at(2006, 1, 2, 9, 5), open: 3578.73, high: 3587.88, low: 3578.73, close: 3582.99),
                         last: Bar(time: at(2006, 1, 30, 17, 30), open: 3679.29, high: 3679.40, low: 3676.31, close: 3677.52))
        try expectShared("intraday/30min-bitstampUSD-2.csv", count: 1968,
                         first: Bar(time: at(2014, 6, 23, 22, 0), open: 585.46, high: 588.5, low: 585.14, close: 586.54, volume: 30.63408917),
                         last: Bar(time: at(2014, 8, 3, 23, 0), open: 588.27, high: 588.27, low: 584.73, close: 586.9, volume: 3.92964846))
        // No volume column; O,C,H,L order.
        try expectShared("intraday/SP500_20191106_IDayBollinger.csv", count: 391,
                         first: Bar(time: at(2019, 11, 6, 9, 30), open: 3075.1, high: 3075.91, low: 3073.9, close: 3074.12),
                         last: Bar(time: at(2019, 11, 6, 16, 0), open: 3076.74, high: 3076.74, low: 3076.72, close: 3076.73))
        try expectShared("intraday/SP500_NOV2019_Hist.csv", count: 20,
                         first: Bar(time: at(2019, 11, 1), open: 3050.72, high: 3066.95, low: 3050.72, close: 3066.91, volume: 510_301_237),
                         last: Bar(time: at(2019, 11, 29), open: 3147.18, high: 3150.3, low: 3139.34, close: 3140.98, volume: 286_602_291))
        try expectShared("intraday/SP500_NOV2019_IDayRVol.csv", count: 1563,
                         first: Bar(time: at(2019, 11, 5, 9, 30), open: 3080.8, high: 3081.47, low: 3080.3, close: 3080.49, volume: 2_209_795),
                         last: Bar(time: at(2019, 11, 8, 15, 59), open: 3091.16, high: 3092.91, low: 3090.96, close: 3092.91, volume: 1_023_516))
    }

    /// SOURCES.md: four full sessions of 391, 391, 391 and 390 bars, and the daily open of 11/5
    /// equals the first minute's open.
    @Test func sp500MinuteSessionsMatchTheDailyFile() throws {
        let minutes = try BarFileReader.load(path: SharedData.path("intraday/SP500_NOV2019_IDayRVol.csv")).series
        let days = try BarFileReader.load(path: SharedData.path("intraday/SP500_NOV2019_Hist.csv")).series
        #expect(barsPerDay(minutes.bars) == [391, 391, 391, 390])
        #expect(days.bars.first { $0.time == at(2019, 11, 5) }?.open == minutes[0].open)
    }
}
