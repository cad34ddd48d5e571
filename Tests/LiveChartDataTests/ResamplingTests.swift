import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Resampling rules on synthetic bars and a committed one-day minute fixture (no `../shared` needed).
@Suite struct ResamplingTests {
    private func date(_ y: Int, _ m: Int, _ d: Int) -> Int64 { CivilTime(year: y, month: m, day: d).secondsSince1970 }

    /// One bar per weekday from `first` through `last`, prices rising by 1 a day, volume 1.
    private func weekdays(from first: Int64, through last: Int64) -> BarSeries {
        var bars: [Bar] = []
        var t = first, price = 100.0
        while t <= last {
            if CivilTime(secondsSince1970: t).isoWeekday <= 5 {
                bars.append(Bar(time: t, open: price, high: price + 2, low: price - 1, close: price + 1, volume: 1))
                price += 1
            }
            t += 86_400
        }
        return BarSeries(bars: bars, symbol: "SYN")
    }

    /// The truth issue, item 9: US minutes labelled by their open (09:30 … 15:59) with the closing print at 16:00
    /// (as `SP500_NOV2019_IDayRVol.csv` has) resampled to 15 minutes left a one-minute 16:00 stub bar a day. The
    /// print goes into the 15:45 bar; a 16:00 bar of a session that trades on (15:59, 16:00, 16:01 …) does not.
    @Test func aClosingPrintFoldsIntoTheLastBucket() throws {
        let day = date(2019, 11, 5)
        func minutes(_ range: ClosedRange<Int>) -> BarSeries {
            BarSeries(bars: range.map { m in Bar(time: day + Int64(m) * 60, open: 100, high: 101, low: 99, close: 100 + Double(m % 7), volume: 10) })
        }
        let starts = ResampleOptions(label: .periodStart)
        let us = try BarResampler.resample(minutes(570...960), to: BarPeriod(15, .minute), options: starts).series
        #expect(us.count == 26 && us.bars.last?.time == day + 945 * 60, "09:30 … 15:45: \(us.count) bars")
        #expect(us.bars.last?.close == 100 + Double(960 % 7) && us.bars.last?.volume == 160, "the 16:00 print is the last bar's close")
        let longer = try BarResampler.resample(minutes(570...1_000), to: BarPeriod(15, .minute), options: starts).series
        #expect(longer.bars.contains { $0.time == day + 960 * 60 }, "16:00 opens a bucket of a session trading past it")
    }

    @Test func isoWeeksSpanTheYearEndAndTakeTheThreeLabels() throws {
        // Mon 2020-12-21 … Fri 2021-01-08: ISO weeks 52 and 53 of 2020 and week 1 of 2021.
        let daily = weekdays(from: date(2020, 12, 21), through: date(2021, 1, 8))
        let last = try BarResampler.resample(daily, to: BarPeriod(1, .week))
        #expect(last.series.bars.map(\.time) == [date(2020, 12, 25), date(2021, 1, 1), date(2021, 1, 8)])
        #expect(last.series[1].open == daily[5].open && last.series[1].close == daily[9].close)
        #expect(last.series[1].high == daily[9].high && last.series[1].low == daily[5].low && last.series[1].volume == 5)
        #expect(last.partial == nil && last.series.symbol == "SYN")
        let start = try BarResampler.resample(daily, to: BarPeriod(1, .week), options: ResampleOptions(label: .periodStart))
        #expect(start.series.bars.map(\.time) == [date(2020, 12, 21), date(2020, 12, 28), date(2021, 1, 4)])
        let end = try BarResampler.resample(daily, to: BarPeriod(1, .week), options: ResampleOptions(label: .periodEnd))
        #expect(end.series.bars.map(\.time) == [date(2020, 12, 27), date(2021, 1, 3), date(2021, 1, 10)])
    }

    @Test func aWeekEndingOnWednesdayIsPartial() throws {
        let daily = weekdays(from: date(2024, 3, 4), through: date(2024, 3, 13))
        let weekly = try BarResampler.resample(daily, to: BarPeriod(1, .week))
        let partial = try #require(weekly.partial)
        #expect(partial.index == 1 && partial.sourceBarCount == 3 && partial.expectedSourceBarCount == 5)
        #expect(partial.nextExpectedTime == date(2024, 3, 14))
        #expect(!weekly.isPartial(0) && weekly.isPartial(1))
        #expect(partial.description.contains("3 of 5"))
    }

    @Test func aFormingSourceBarMakesItsBucketPartial() throws {
        let daily = weekdays(from: date(2024, 3, 4), through: date(2024, 3, 8))
        #expect(try BarResampler.resample(daily, to: BarPeriod(1, .week)).partial == nil)
        let live = try BarResampler.resample(daily, to: BarPeriod(1, .week), options: ResampleOptions(lastSourceBarIsPartial: true))
        #expect(live.partial?.index == 0 && live.partial?.nextExpectedTime == nil)
    }

    @Test func monthsQuartersAndYearsFollowTheCalendar() throws {
        let daily = weekdays(from: date(2023, 1, 2), through: date(2023, 12, 29))
        let months = try BarResampler.resample(daily, to: BarPeriod(1, .month))
        #expect(months.series.count == 12 && months.partial == nil)
        #expect(months.series[1].time == date(2023, 2, 28) && months.series[3].time == date(2023, 4, 28))
        let quarters = try BarResampler.resample(daily, to: BarPeriod(1, .quarter), options: ResampleOptions(label: .periodEnd))
        #expect(quarters.series.bars.map(\.time) == [date(2023, 3, 31), date(2023, 6, 30), date(2023, 9, 30), date(2023, 12, 31)])
        let year = try BarResampler.resample(daily, to: BarPeriod(1, .year))
        #expect(year.series.count == 1 && year.series[0].open == daily[0].open && year.series[0].close == daily.last?.close)
        let fromMonths = try BarResampler.resample(months.series, to: BarPeriod(1, .quarter))
        #expect(fromMonths.series.bars.map(\.close) == quarters.series.bars.map(\.close))
        let partMonth = try BarResampler.resample(daily.slice(0..<40), to: BarPeriod(1, .month))
        #expect(partMonth.partial?.index == 1 && partMonth.partial?.expectedSourceBarCount == 20)
    }

    @Test func finerOrStraddlingTargetsAreRefused() throws {
        let daily = weekdays(from: date(2024, 3, 4), through: date(2024, 4, 30))
        #expect(throws: ResampleError.finerThanSource(source: BarPeriod(1, .day), target: BarPeriod(5, .minute))) {
            try BarResampler.resample(daily, to: BarPeriod(5, .minute))
        }
        let weekly = try BarResampler.resample(daily, to: BarPeriod(1, .week)).series
        #expect(throws: ResampleError.notNested(source: BarPeriod(1, .week), target: BarPeriod(1, .month))) {
            try BarResampler.resample(weekly, to: BarPeriod(1, .month))
        }
        #expect(throws: ResampleError.self) { try BarResampler.resample(daily, to: BarPeriod(5, .minute), options: ResampleOptions(sourcePeriod: BarPeriod(2, .minute))) }
        #expect(try BarResampler.resample(BarSeries(), to: BarPeriod(1, .week)).series.isEmpty)
    }

    @Test func aShareMinutesFollowTheSessionAndFlagAnUnfinishedBucket() throws {
        let minutes = try BarFileReader.load(path: SharedData.fixture("000001.XSHG-2020-07-01-1min.csv")).series
        let learned = TradingSession.learn(fromTimes: minutes.bars.map(\.time), step: 1)
        #expect(learned.segments == TradingSession.aShare.segments && learned.labelling == .closeTime)
        let fives = try BarResampler.resample(minutes, to: BarPeriod(5, .minute))
        #expect(fives.series.count == 48 && fives.partial == nil)
        let fifteen = try BarResampler.resample(minutes, to: BarPeriod(15, .minute), options: ResampleOptions(label: .periodStart))
        let starts = fifteen.series.bars.map { CivilTime(secondsSince1970: $0.time) }.map { $0.hour * 100 + $0.minute }
        #expect(starts.count == 16 && starts[7] == 1115 && starts[8] == 1300)
        // Cut at 14:58: the 14:56…15:00 bucket holds 3 of its 5 minutes and waits for 14:59.
        let cut = minutes.slice(0..<(minutes.count - 2))
        let partial = try #require(try BarResampler.resample(cut, to: BarPeriod(5, .minute)).partial)
        #expect(partial.index == 47 && partial.sourceBarCount == 3 && partial.expectedSourceBarCount == 5)
        #expect(partial.nextExpectedTime == CivilTime(year: 2020, month: 7, day: 1, hour: 14, minute: 59).secondsSince1970)
        let day = try BarResampler.resample(cut, to: BarPeriod(1, .day))
        #expect(day.partial?.sourceBarCount == 238 && day.partial?.expectedSourceBarCount == 240)
    }

    @Test func startLabelledMinutesInferAUSSessionAndRoundTheClockCrypto() throws {
        // Two US sessions of 1-minute bars labelled by their start, 09:30 … 15:59.
        var bars: [Bar] = []
        for day in [date(2019, 11, 5), date(2019, 11, 6)] {
            for m in 570..<960 { bars.append(Bar(time: day + Int64(m) * 60, open: 1, high: 2, low: 0.5, close: 1.5, volume: 1)) }
        }
        let us = TradingSession.learn(fromTimes: bars.map(\.time), step: 1)
        #expect(us.segments == TradingSession.us.segments && us.labelling == .openTime)
        let quarter = try BarResampler.resample(BarSeries(bars: bars), to: BarPeriod(15, .minute), options: ResampleOptions(label: .periodStart))
        #expect(quarter.series.count == 52 && quarter.partial == nil && quarter.series.bars.allSatisfy { $0.volume == 15 })
        #expect(quarter.series[0].time == date(2019, 11, 5) + 570 * 60 && quarter.series[26].time == date(2019, 11, 6) + 570 * 60)
        let crypto = (0..<2880).map { Int64($0) * 60 + date(2024, 1, 1) }
        #expect(TradingSession.learn(fromTimes: crypto, step: 1).segments == TradingSession.crypto24h.segments)
    }
}
