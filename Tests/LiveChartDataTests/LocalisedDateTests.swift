import Testing
import LiveChartData

/// Issue 15: dates as vendors localise them, decided per column. Expected times come from `at` (CivilTime).
@Suite struct LocalisedDateTests {
    private func times(_ dates: [String], separator: String = ",", format: DateFormat = .auto) throws -> [Int64] {
        let s = separator
        var text = "Date\(s)Open\(s)High\(s)Low\(s)Close\n"
        for d in dates { text += "\(d)\(s)1\(s)2\(s)0.5\(s)1.5\n" }
        return try parse(text, options: .init(dateFormat: format)).series.bars.map(\.time)
    }

    @Test func chineseYearMonthDay() throws {
        #expect(try times(["2020年3月23日", "2020年03月24日"]) == [at(2020, 3, 23), at(2020, 3, 24)])
        #expect(try times(["2020年03月23日 09:30", "2020年03月23日 09:31"]) == [at(2020, 3, 23, 9, 30), at(2020, 3, 23, 9, 31)])
    }

    @Test func germanDottedDatesAreDayFirst() throws {
        #expect(try times(["23.03.2020", "24.03.2020"], separator: ";") == [at(2020, 3, 23), at(2020, 3, 24)])
        #expect(try times(["02.03.2020 09:30"], separator: ";") == [at(2020, 3, 2, 9, 30)])
        #expect(try times(["2020.03.23"]) == [at(2020, 3, 23)])
    }

    @Test func englishMonthNames() throws {
        #expect(try parse("\"Date\",\"Price\",\"Open\",\"High\",\"Low\"\n\"Mar 23, 2020\",\"1.5\",\"1\",\"2\",\"0.5\"\n").series.bars.map(\.time) == [at(2020, 3, 23)])
        #expect(try times(["23-Mar-2020", "24 Mar 2020", "March 25 2020", "Mar-26-2020", "Sept 1 2020"]) ==
                [at(2020, 3, 23), at(2020, 3, 24), at(2020, 3, 25), at(2020, 3, 26), at(2020, 9, 1)])
    }

    @Test func chineseMonthNames() throws {
        #expect(try times(["23-三月-2020", "1-十二月-2020", "2-十一月-2021"]) == [at(2020, 3, 23), at(2020, 12, 1), at(2021, 11, 2)])
    }

    /// No first or second number over 12: the column is read month first, and a note says so.
    @Test func anAmbiguousColumnSaysWhichReadingWasChosen() throws {
        let result = try parse("Date,Open,High,Low,Close\n01/02/2020,1,2,0.5,1.5\n01/03/2020,1,2,0.5,1.5\n")
        #expect(result.series.bars.map(\.time) == [at(2020, 1, 2), at(2020, 1, 3)])
        #expect(result.warnings == ["inline.csv:2: dates such as '01/02/2020' in the Date column are read month first (M/D/Y): "
            + "no number in the column is over 12 to tell; --date-format dmy reads them the other way"])
        // One day over 12 anywhere in the column decides it for every row, with no note.
        let decided = try parse("Date,Open,High,Low,Close\n01/02/2020,1,2,0.5,1.5\n13/02/2020,1,2,0.5,1.5\n")
        #expect(decided.series.bars.map(\.time) == [at(2020, 2, 1), at(2020, 2, 13)] && decided.warnings.isEmpty)
    }

    @Test func theOptionSettlesTheOrder() throws {
        #expect(try times(["01/02/2020"], format: .dmy) == [at(2020, 2, 1)])
        #expect(try times(["01.02.2020"], format: .mdy) == [at(2020, 1, 2)])
        #expect(try times(["20/03/23"], format: .ymd) == [at(2020, 3, 23)])
        #expect(try times(["23|03|2020 9:30"], format: .pattern(DatePattern("%d|%m|%Y %H:%M"))) == [at(2020, 3, 23, 9, 30)])
        #expect(try times(["2303 2020"], format: DateFormat(parsing: "%d%m %Y")) == [at(2020, 3, 23)])
        let error = readError("Date,Open,High,Low,Close\n2020-03-23,1,2,0.5,1.5\n", options: .init(dateFormat: .pattern(try DatePattern("%d.%m.%Y"))))
        #expect(error == DataError(file: "inline.csv", line: 2, column: 1, field: "Date", reason: "'2020-03-23' is not a date matching --date-format '%d.%m.%Y'"))
    }

    @Test func formatTextsAreCheckedWithAReason() {
        #expect(throws: DatePattern.SyntaxError.self) { try DateFormat(parsing: "dd.mm.yyyy") }
        #expect(throws: DatePattern.SyntaxError.self) { try DateFormat(parsing: "%d.%m") }
        #expect(throws: DatePattern.SyntaxError.self) { try DateFormat(parsing: "%d.%q.%Y") }
        #expect((try? DateFormat(parsing: "MS")) == .epoch(.milliseconds))
        #expect((try? DateFormat(parsing: "dmy")) == .dmy)
    }
}
