import Testing
import LiveChartCore
import LiveChartData

/// How readers tell instants from wall-clock times, and daily instants become business days.
@Suite struct TimeBasisReaderTests {
    let header = "Date,Open,High,Low,Close,Volume\n"

    @Test func plainDatesAndClocksAreWallClock() throws {
        let daily = try parse(header + "2024-01-02,1,2,0.5,1.5,0\n2024-01-03,1,2,0.5,1.5,0\n")
        #expect(daily.series.timeBasis == .wallClock)
        let minutes = try parse(header + "2024-01-02 09:31,1,2,0.5,1.5,0\n2024-01-02 09:32,1,2,0.5,1.5,0\n")
        #expect(minutes.series.timeBasis == .wallClock)
        #expect(minutes.series.bars.map(\.time) == [at(2024, 1, 2, 9, 31), at(2024, 1, 2, 9, 32)])
    }

    @Test func epochsOffsetsAndZAreInstants() throws {
        let epochs = try parse(header + "1743867000,1,2,0.5,1.5,0\n1743867060,1,2,0.5,1.5,0\n")
        #expect(epochs.series.timeBasis == .instant)
        #expect(epochs.series.bars.map(\.time) == [1_743_867_000, 1_743_867_060])
        // 02:30 AEDT and 02:30 AEST on 2025-04-06: one hour apart as instants, both kept.
        let offsets = try parse(header + "2025-04-06T02:30:00+11:00,1,2,0.5,1.5,0\n2025-04-06T02:30:00+10:00,1,2,0.5,1.5,0\n")
        #expect(offsets.series.timeBasis == .instant)
        #expect(offsets.series.bars.map(\.time) == [1_743_867_000, 1_743_870_600])
        let z = try parse(header + "2025-03-09T06:59:00Z,1,2,0.5,1.5,0\n2025-03-09T07:00:00Z,1,2,0.5,1.5,0\n")
        #expect(z.series.timeBasis == .instant)
        let json = try parse(#"[{"time": 1743867000, "open": 1, "high": 2, "low": 0.5, "close": 1.5}, {"time": 1743867060, "open": 1, "high": 2, "low": 0.5, "close": 1.5}]"#,
                             name: "inline.json")
        #expect(json.series.timeBasis == .instant)
        let jsonDates = try parse(#"[{"time": 20240102, "open": 1, "high": 2, "low": 0.5, "close": 1.5}, {"time": 20240103, "open": 1, "high": 2, "low": 0.5, "close": 1.5}]"#,
                                  name: "inline.json")
        #expect(jsonDates.series.timeBasis == .wallClock)
    }

    @Test func aPlainTimeAmongInstantsIsReadAsUTCWithAWarning() throws {
        let mixed = try parse(header + "2025-03-09T06:58:00Z,1,2,0.5,1.5,0\n2025-03-09 06:59:00,1,2,0.5,1.5,0\n")
        #expect(mixed.series.timeBasis == .instant)
        #expect(mixed.warnings == ["inline.csv:3: 1 time without a zone among instants (epochs, Z or offsets); read as UTC"])
    }

    /// Daily bars stamped at local midnight with an offset keep the date they were written with, in any zone.
    @Test func dailyBarsWithOffsetsKeepTheirWrittenDate() throws {
        let shanghai = try parse(header + "2024-01-02T00:00:00+08:00,1,2,0.5,1.5,0\n2024-01-03T00:00:00+08:00,1,2,0.5,1.5,0\n")
        #expect(shanghai.series.timeBasis == .wallClock)
        #expect(shanghai.series.bars.map(\.time) == [at(2024, 1, 2), at(2024, 1, 3)])
        // Stamped at the New York close, across the spring-forward (23 hours between Saturday and Sunday).
        let ny = try parse(header + "2025-03-08T00:00:00-05:00,1,2,0.5,1.5,0\n2025-03-09T00:00:00-05:00,1,2,0.5,1.5,0\n"
                           + "2025-03-10T00:00:00-04:00,1,2,0.5,1.5,0\n2025-03-11T16:00:00-04:00,1,2,0.5,1.5,0\n")
        #expect(ny.series.bars.map(\.time) == [at(2025, 3, 8), at(2025, 3, 9), at(2025, 3, 10), at(2025, 3, 11)])
    }

    /// Epochs at midnight UTC are UTC dates (crypto daily klines) whatever the display zone; other epochs are
    /// dated in the display zone, so epochs at Shanghai's midnight keep their day shown in Asia/Shanghai.
    @Test func dailyEpochsAreDatedInUTCAtMidnightElseInTheDisplayZone() throws {
        let utcMidnights = header + "1704153600,1,2,0.5,1.5,0\n1704240000,1,2,0.5,1.5,0\n"  // 2024-01-02, 2024-01-03 00:00Z
        var options = BarReadOptions()
        options.timeZone = try TimeZoneName.resolve("America/New_York")
        #expect(try parse(utcMidnights, options: options).series.bars.map(\.time) == [at(2024, 1, 2), at(2024, 1, 3)])
        // 2024-01-02 and 2024-01-03 at 00:00 in Shanghai are 16:00Z the day before.
        let shanghaiMidnights = header + "1704124800,1,2,0.5,1.5,0\n1704211200,1,2,0.5,1.5,0\n"
        options.timeZone = try TimeZoneName.resolve("Asia/Shanghai")
        let read = try parse(shanghaiMidnights, options: options)
        #expect(read.series.timeBasis == .wallClock)
        #expect(read.series.bars.map(\.time) == [at(2024, 1, 2), at(2024, 1, 3)])
        // In UTC the same stamps are 16:00 of the previous days.
        #expect(try parse(shanghaiMidnights).series.bars.map(\.time) == [at(2024, 1, 1), at(2024, 1, 2)])
    }

    @Test func twoDailyInstantsOnOneDayAreAnOrderingError() {
        let text = header + "2024-01-02T00:00:00+08:00,1,2,0.5,1.5,0\n2024-01-02T23:30:00-03:00,1,2,0.5,1.5,0\n2024-01-05T00:00:00+08:00,1,2,0.5,1.5,0\n"
        // 16:00Z on 1 January and 02:30Z on 3 January are 34.5 hours apart, yet both were written as 2 January.
        #expect(readError(text)?.reason.contains("repeats the time of the bar on line 2") == true)
    }
}
