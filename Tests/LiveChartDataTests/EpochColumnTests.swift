import Testing
import LiveChartData

/// The hardening issue's item 9: millisecond epochs before 1973-03-03 were read as seconds (1971-01-04
/// became 2977-07-20), because the unit was decided value by value. It is now decided once per column from
/// its largest value (`EpochUnit`), said in a note, and can be given with `--date-format s|ms|us|ns`.
@Suite struct EpochColumnTests {
    private let header = "timestamp,open,high,low,close\n"

    @Test func millisecondsBefore1973ReadAsMilliseconds() throws {
        // 1971-01-04 and 1971-01-05 00:00 UTC in milliseconds.
        let result = try parse(header + "31795200000,1,2,0.5,1.5\n31881600000,1,2,0.5,1.5\n")
        #expect(result.series.bars.map(\.time) == [at(1971, 1, 4), at(1971, 1, 5)])
        #expect(result.warnings == ["inline.csv:2: the epoch numbers in the timestamp column are read as milliseconds "
            + "(the largest, 31881600000 on line 3, is 1971-01-05 00:00:00 UTC); --date-format s, ms, us or ns says otherwise"])
    }

    @Test func everyUnitByTheColumnsLargestValue() throws {
        let seconds: Int64 = 1_704_189_600  // 2024-01-02 10:00 UTC
        for (scale, unit) in [(Int64(1), "seconds"), (1000, "milliseconds"), (1_000_000, "microseconds"), (1_000_000_000, "nanoseconds")] {
            let result = try parse(header + "\(seconds * scale),1,2,0.5,1.5\n\((seconds + 3600) * scale),1,2,0.5,1.5\n")
            #expect(result.series.bars.map(\.time) == [at(2024, 1, 2, 10), at(2024, 1, 2, 11)], "\(unit)")
            #expect(result.warnings.first?.contains("read as \(unit)") == true, "\(unit): \(result.warnings)")
        }
    }

    /// Seconds and milliseconds in one column: no single unit is right, so the reader refuses it.
    @Test func aColumnMixingUnitsIsRefused() {
        let error = readError(header + "1704189600,1,2,0.5,1.5\n1704193200000,1,2,0.5,1.5\n")
        #expect(error?.line == 2 && error?.column == 1 && error?.field == "timestamp", "\(String(describing: error))")
        #expect(error?.reason.contains("mixes units") == true)
    }

    @Test func theOptionSettlesTheUnit() throws {
        // 1.6e9 read as milliseconds is 1970-01-19; the option says so, and no note is needed.
        let result = try parse(header + "1600000000,1,2,0.5,1.5\n", options: .init(dateFormat: .epoch(.milliseconds)))
        #expect(result.series.bars.map(\.time) == [1_600_000])
        #expect(result.warnings.isEmpty)
    }

    @Test func jsonEpochNumbersAreDecidedPerFileToo() throws {
        let text = #"[{"time":31795200000,"open":1,"high":2,"low":0.5,"close":1.5},{"time":"31881600000","open":1,"high":2,"low":0.5,"close":1.5}]"#
        let result = try parse(text, name: "b.json")
        #expect(result.series.bars.map(\.time) == [at(1971, 1, 4), at(1971, 1, 5)])
        #expect(result.warnings.first?.contains("read as milliseconds") == true)
    }
}
