import Foundation
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// Resampling, date windows and the default zone for bars of instants (DST transitions from the IANA tz
/// database, tzdata 2025b; see `DSTBars`).
@Suite struct ZonedPipelineTests {
    static func zone(_ name: String) throws -> ZoneOffsets { try TimeZoneName.resolve(name) }

    /// Sydney's 2025-04-06 fall-back: 1-minute epochs from 01:00 AEDT to 04:00 AEST (four hours of instants)
    /// become four hourly bars, 01:00, 02:00 (AEDT), 02:00 (AEST), 03:00: the repeated hour is not merged.
    @Test func hourlyBarsKeepBothRepeatedHours() throws {
        let sydney = try Self.zone("Australia/Sydney")
        let start = DSTBars.sydneyFallBack - 2 * 3600  // 01:00 AEDT
        let series = try parse(DSTBars.csv(from: start, count: 240, step: 60, stamp: .epoch)).series
        #expect(series.timeBasis == .instant)
        let hourly = try BarResampler.resample(series, to: BarPeriod("60m")!,
                                               options: ResampleOptions(label: .periodStart, timeZone: sydney)).series
        #expect(hourly.timeBasis == .instant)
        #expect(hourly.count == 4)
        #expect(hourly.bars.map(\.time) == [start, start + 3600, start + 7200, start + 10_800])
        let clocks = hourly.bars.map { CivilTime(secondsSince1970: sydney.wallTime(of: $0.time)).clockTime }
        #expect(clocks == ["01:00:00", "02:00:00", "02:00:00", "03:00:00"])
        let volumes: [Double] = (0..<4).map { (h: Int) -> Double in Double(60 * 1000 + 60 * 60 * h + 59 * 30) }  // 1000 + k over each hour's 60 minutes
        #expect(hourly.bars.map(\.volume) == volumes)
    }

    /// New York's 2025-03-09 spring-forward: the minutes from 01:00 EST to 04:00 EDT are two hours of instants
    /// and make three hourly bars, 01:00, 03:00, 04:00 — no empty 02:00 bar.
    @Test func springForwardMakesNoEmptyHour() throws {
        let ny = try Self.zone("America/New_York")
        let start = DSTBars.newYorkSpringForward - 3600  // 01:00 EST
        let series = try parse(DSTBars.csv(from: start, count: 150, step: 60, stamp: .offset(ny))).series
        let hourly = try BarResampler.resample(series, to: BarPeriod("60m")!, options: ResampleOptions(label: .periodStart, timeZone: ny)).series
        let clocks = hourly.bars.map { CivilTime(secondsSince1970: ny.wallTime(of: $0.time)).clockTime }
        #expect(clocks == ["01:00:00", "03:00:00", "04:00:00"])
        #expect(hourly.bars.map(\.time) == [start, start + 3600, start + 7200])
    }

    /// Days are the display zone's: minute bars through the evening of 10 and 11 March in New York cross UTC
    /// midnight (00:00Z is 20:00 EDT) yet make one daily bar per New York day, dated as business days.
    @Test func dailyResamplingGroupsTheDisplayZonesDays() throws {
        let ny = try Self.zone("America/New_York")
        let start = Int64(1_741_636_800)  // 2025-03-10T20:00:00Z, 16:00 EDT
        let series = try parse(DSTBars.csv(from: start, count: 36, step: 3600, stamp: .epoch)).series  // to 03:00 EDT on the 12th
        let daily = try BarResampler.resample(series, to: BarPeriod("1d")!, options: ResampleOptions(timeZone: ny)).series
        #expect(daily.timeBasis == .wallClock)
        #expect(daily.bars.map(\.time) == [at(2025, 3, 10), at(2025, 3, 11), at(2025, 3, 12)])
        #expect(daily.bars.map(\.open) == [99.5, 107.5, 131.5])  // bars 0–7 (16:00–23:00), 8–31, 32–35
        let utcDays = try BarResampler.resample(series, to: BarPeriod("1d")!).series
        #expect(utcDays.bars.map(\.time) == [at(2025, 3, 10), at(2025, 3, 11), at(2025, 3, 12)])
        #expect(utcDays.bars.map(\.open) == [99.5, 103.5, 127.5])  // UTC days start at bar 4 (00:00Z) and 28
    }

    @Test func theExchangeIsRecognisedInItsOwnZone() throws {
        // A-share minutes of 2020-07-01 written as epochs: 09:31 Shanghai is 01:31Z.
        let shanghai = try Self.zone("Asia/Shanghai")
        let open = shanghai.instant(ofWallTime: at(2020, 7, 1, 9, 31))
        let aShare = try parse(DSTBars.csv(from: open, count: 119, step: 60, stamp: .epoch)).series
        #expect(TradingSession.exchange(of: aShare) == .aShare)
        // US minutes with pre-market from 04:00 New York time, as UTC offsets.
        let ny = try Self.zone("America/New_York")
        let pre = ny.instant(ofWallTime: at(2025, 3, 10, 4))
        let us = try parse(DSTBars.csv(from: pre, count: 16 * 60, step: 60, stamp: .offset(.utc))).series
        #expect(TradingSession.exchange(of: us) == .us)
        // Around the clock: no market's hours.
        let crypto = try parse(DSTBars.csv(from: 1_741_564_800, count: 1440, step: 60, stamp: .epoch)).series
        #expect(TradingSession.exchange(of: crypto) == nil)
        // The wall-clock A-share fixture is recognised as written.
        let fixture = try BarFileReader.load(path: SharedData.fixture("000001.XSHG-2020-07-01-1min.csv")).series
        #expect(TradingSession.exchange(of: fixture) == .aShare)
    }

    @Test func thePipelineShowsInstantsInTheExchangesZoneByDefault() throws {
        let shanghai = try Self.zone("Asia/Shanghai")
        let open = shanghai.instant(ofWallTime: at(2020, 7, 1, 9, 31))
        let path = try DSTBars.file(DSTBars.csv(from: open, count: 119, step: 60, stamp: .epoch), name: "ashare-epochs.csv")
        let loaded = try BarPipeline().load(path: path)
        #expect(loaded.timeZone == shanghai)
        #expect(loaded.session == .aShare)
        var utc = BarPipeline()
        utc.timeZone = .utc
        #expect(try utc.load(path: path).timeZone == .utc)
        // Crypto epochs name no market: UTC.
        let crypto = try DSTBars.file(DSTBars.csv(from: 1_741_564_800, count: 120, step: 60, stamp: .epoch), name: "crypto.csv")
        #expect(try BarPipeline().load(path: crypto).timeZone == .utc)
    }

    /// `--from`/`--to` days are the display zone's: 2025-03-10 in New York runs 04:00Z to 04:00Z the next day.
    @Test func dateWindowsAreDaysOfTheDisplayZone() throws {
        let path = try DSTBars.file(DSTBars.csv(from: 1_741_564_800, count: 72, step: 3600, stamp: .epoch), name: "hours.csv")  // 2025-03-10T00:00Z on
        var pipeline = BarPipeline()
        pipeline.window = try DateWindow(from: "2025-03-10", to: "2025-03-10")
        pipeline.timeZone = try Self.zone("America/New_York")
        let kept = try pipeline.load(path: path).windowBars
        #expect(kept.count == 24)
        #expect(kept.first?.time == 1_741_579_200)  // 04:00Z = 00:00 EDT
        pipeline.timeZone = .utc
        #expect(try pipeline.load(path: path).windowBars.first?.time == 1_741_564_800)
    }

    /// A wall-clock A-share file asked for in New York time is placed on instants through Asia/Shanghai;
    /// a wall-clock file of no known market stays as written, with a warning.
    @Test func wallClockBarsOfAKnownMarketMoveToTheAskedZone() throws {
        var pipeline = BarPipeline()
        pipeline.timeZone = try Self.zone("America/New_York")
        let loaded = try pipeline.load(path: SharedData.fixture("000001.XSHG-2020-07-01-1min.csv"))
        #expect(loaded.series.timeBasis == .instant)
        #expect(loaded.series.bars.first?.time == 1_593_567_060)  // 2020-07-01 09:31 in Shanghai is 01:31Z
        let other = try DSTBars.file("Date,Open,High,Low,Close\n2020-07-01 00:00,1,2,0.5,1\n2020-07-01 00:01,1,2,0.5,1\n2020-07-01 00:02,1,2,0.5,1\n2020-07-01 23:59,1,2,0.5,1\n", name: "plain.csv")
        let plain = try pipeline.load(path: other)
        #expect(plain.series.timeBasis == .wallClock)
        #expect(plain.warnings.contains { $0.contains("shown as written, not in America/New_York") })
    }

    /// Nasdaq's extended hours: pre-market 04:00–09:30, post-market 16:00–20:00 (bars labelled by their open).
    @Test func usExtendedHours() {
        let day = at(2025, 3, 10)
        func extended(_ h: Int, _ m: Int) -> Bool { TradingSession.us.isExtendedHours(barTime: day + Int64(h * 3600 + m * 60)) }
        #expect(!extended(3, 59) && extended(4, 0) && extended(9, 29) && !extended(9, 30) && !extended(15, 59))
        #expect(extended(16, 0) && extended(19, 59) && !extended(20, 0))
        #expect(!TradingSession.aShare.isExtendedHours(barTime: day + 8 * 3600))
    }
}
