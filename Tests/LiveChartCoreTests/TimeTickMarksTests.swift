import Testing
@testable import LiveChartCore

@Suite struct TimeTickMarksTests {
    let day: Int64 = 86_400

    @Test func weightsFollowTheLargestBoundary() {
        let d = CivilTime(year: 2023, month: 12, day: 29).secondsSince1970
        #expect(TimeTickMarks.weight(from: d, to: d + 4 * day) == .year)           // → 2024-01-02
        #expect(TimeTickMarks.weight(from: d - 30 * day, to: d) == .month)
        #expect(TimeTickMarks.weight(from: d, to: d + 60) == .minute)
        #expect(TimeTickMarks.weight(from: d + 3540, to: d + 3600) == .hour)
    }

    /// Daily bars over 2023–2024 at 4 points per bar: years win, then months, never closer than the spacing.
    @Test func heavierMarksWinAndKeepTheirDistance() {
        let start = CivilTime(year: 2023, month: 1, day: 2).daysSince1970
        let times = (0..<500).map { Int64(start + $0) * day }
        let marks = TimeTickMarks.select(time: { times[$0] }, indices: 0...499, x: { Double($0) * 4 }, minSpacing: 80, lightest: .day)
        #expect(marks.contains { $0.weight == .year && CivilTime(secondsSince1970: times[$0.index]).year == 2024 })
        #expect(marks.filter { $0.weight == .month }.count >= 10)
        #expect(zip(marks, marks.dropFirst()).allSatisfy { Double($1.index - $0.index) * 4 >= 80 })
    }

    /// The bundled AAPL sample's layout (2011-03 … 2013-02, about 2 points a bar): months every other one, and
    /// no day label in the wider gap before a year ("Oct Nov 15 2012" was drawn before).
    @Test func noLighterLabelOnceHeavierOnesAreThinned() {
        let start = CivilTime(year: 2011, month: 3, day: 1).daysSince1970
        let weekdays = (0..<730).map { start + $0 }.filter { ($0 + 4) % 7 < 5 }  // 1970-01-01 was a Thursday
        let times = weekdays.map { Int64($0) * day }
        let marks = TimeTickMarks.select(time: { times[$0] }, indices: 0...(times.count - 1), x: { Double($0) * 2.1 },
                                         minSpacing: 60, lightest: .day)
        #expect(marks.contains { $0.weight == .month })
        #expect(!marks.contains { $0.weight == .day })
        // Every visible month gets a label when months are far enough apart, and then days may fill in.
        let wide = TimeTickMarks.select(time: { times[$0] }, indices: 0...80, x: { Double($0) * 12 }, minSpacing: 60, lightest: .day)
        #expect(wide.filter { $0.weight == .month }.count == 3)
        #expect(wide.contains { $0.weight == .day })
    }
}
