import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Resampling checked bar for bar against files nobody on the team wrote (`../shared/data/weekly_monthly`).
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data"))
struct ResamplingOracleTests {
    private func load(_ relative: String) throws -> BarSeries {
        try BarFileReader.load(path: SharedData.path(relative)).series
    }

    private func date(_ y: Int, _ m: Int, _ d: Int) -> Int64 { CivilTime(year: y, month: m, day: d).secondsSince1970 }

    @Test func eurostoxx2006WeeksEqualBacktraderWeeklyFile() throws {
        let daily = try load("weekly_monthly/2006-day-001.txt")
        let oracle = try load("weekly_monthly/2006-week-001.txt").bars
        let weekly = try BarResampler.resample(daily, to: BarPeriod(1, .week))
        #expect(weekly.series.count == 52)
        #expect(oracle.count == 52)
        for (n, (mine, theirs)) in zip(weekly.series.bars, oracle).enumerated() {
            #expect(mine == theirs, "week \(n)")
        }
        #expect(weekly.partial == nil, "the data ends on Friday 2006-12-29, so the last week is complete")
    }

    @Test func eurostoxx2006MonthsEqualBacktraderMonthlyFile() throws {
        let daily = try load("weekly_monthly/2006-day-001.txt")
        let oracle = try load("weekly_monthly/2006-month-001.txt").bars
        let monthly = try BarResampler.resample(daily, to: BarPeriod(1, .month))
        #expect(monthly.series.count == 12)
        #expect(monthly.series.bars == oracle)
        #expect(monthly.partial == nil)
    }

    @Test func binanceWeeksEqualTheDailyResampleExceptThePartialLastWeek() throws {
        let daily = try load("daily/BTCUSDT_1d.csv")
        let oracle = try load("weekly_monthly/BTCUSDT_1w.csv").bars
        let weekly = try BarResampler.resample(daily, to: BarPeriod(1, .week), options: ResampleOptions(label: .periodStart))
        // The daily file starts on Thursday 2017-08-17; Binance's weekly file starts with the next full week.
        #expect(weekly.series.bars.first?.time == date(2017, 8, 14))
        let mine = Array(weekly.series.bars.dropFirst())
        #expect(mine.count == 438 && oracle.count == 438)
        var equal = 0
        for (a, b) in zip(mine, oracle) {
            // Prices must be identical; volume is a sum of 7 six-decimal numbers, compared at the file's precision.
            let same = a.time == b.time && a.open == b.open && a.high == b.high && a.low == b.low && a.close == b.close
                && abs(a.volume - b.volume) < 5e-7
            if same { equal += 1 }
        }
        #expect(equal == 437)
        let last = try #require(weekly.partial)
        #expect(last.index == weekly.series.count - 1)
        #expect(weekly.isPartial(weekly.series.count - 1))
        #expect(last.sourceBarCount == 2 && last.expectedSourceBarCount == 7)
        #expect(last.lastSourceTime == date(2026, 1, 6) && last.nextExpectedTime == date(2026, 1, 7))
        #expect(mine.last?.time == oracle.last?.time && mine.last?.close != oracle.last?.close)
    }

    @Test func shanghaiMinutesMakeFortyEightFiveMinuteBarsADayAndNoneAtLunch() throws {
        let minutes = try load("intraday/000001.XSHG_1MIN.csv")
        let fives = try BarResampler.resample(minutes, to: BarPeriod(5, .minute))
        #expect(fives.series.count == 11 * 48)
        #expect(fives.partial == nil)
        let clocks = fives.series.bars.map { CivilTime(secondsSince1970: $0.time) }.map { $0.hour * 60 + $0.minute }
        #expect(!clocks.contains { $0 > 11 * 60 + 30 && $0 < 13 * 60 + 5 }, "no bar in the lunch break")
        #expect(Array(clocks.prefix(2)) == [9 * 60 + 35, 9 * 60 + 40])
        #expect(clocks[23] == 11 * 60 + 30 && clocks[24] == 13 * 60 + 5 && clocks[47] == 15 * 60)
        let first = minutes.bars.prefix(5)
        #expect(fives.series[0].open == first.first?.open && fives.series[0].close == first.last?.close)
        #expect(fives.series[0].high == first.map(\.high).max() && fives.series[0].volume == first.map(\.volume).reduce(0, +))
    }

    @Test func shanghaiHourBarsCloseAtTheBrokersTimes() throws {
        let minutes = try load("intraday/000001.XSHG_1MIN.csv")
        let hours = try BarResampler.resample(minutes, to: BarPeriod(60, .minute))
        let clocks = hours.series.bars.prefix(4).map { CivilTime(secondsSince1970: $0.time) }.map { "\($0.hour):\($0.minute)" }
        #expect(clocks == ["10:30", "11:30", "14:0", "15:0"])
        let days = try BarResampler.resample(minutes, to: BarPeriod(1, .day))
        #expect(days.series.count == 11 && days.partial == nil)
        #expect(days.series[0].time == date(2020, 7, 1))
    }
}
