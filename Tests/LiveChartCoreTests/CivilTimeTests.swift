import Testing
@testable import LiveChartCore

@Suite struct CivilTimeTests {
    @Test func roundTripsKnownDates() {
        // 2000-03-01 is day 11017 since the epoch (reference: `date -u -d 2000-03-01 +%s` / 86400).
        #expect(CivilTime(year: 2000, month: 3, day: 1).daysSince1970 == 11017)
        #expect(CivilTime(secondsSince1970: 1_593_567_060) == CivilTime(year: 2020, month: 7, day: 1, hour: 1, minute: 31))
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let (y, m, d) = CivilTime.civil(fromDays: days)
            #expect(CivilTime.days(fromCivil: y, m, d) == days)
        }
    }

    @Test func weekdaysAndValidity() {
        #expect(CivilTime(year: 1970, month: 1, day: 1).isoWeekday == 4)  // a Thursday
        #expect(CivilTime(year: 2024, month: 2, day: 29).isValid)
        #expect(!CivilTime(year: 2023, month: 2, day: 29).isValid)
        #expect(!CivilTime(year: 2023, month: 13, day: 1).isValid)
    }
}
