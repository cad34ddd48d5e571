import Foundation
import LiveChartCore
@testable import LiveChartData
import LiveChartTestSupport
import Testing

@Suite struct MarkerFileReaderTests {
    let day = Int64(86_400)

    func parse(_ text: String, name: String = "m.csv") throws(DataError) -> [BarMarker] {
        try MarkerFileReader.parse(bytes: Array(text.utf8), name: name)
    }

    func error(_ text: String, name: String = "m.csv") -> DataError? {
        do { _ = try parse(text, name: name) } catch { return error }
        return nil
    }

    @Test func readsAwkwardCSV() throws {
        let m = try MarkerFileReader.load(path: SharedData.fixture("markers-quoted-crlf.csv"))
        #expect(m.count == 4)
        let monday = CivilTime(year: 2020, month: 3, day: 23).secondsSince1970
        #expect(m[0] == BarMarker(time: monday, position: .below, shape: .arrowUp, text: "Buy, all in"))
        #expect(m[1].text == "say \"hi\"" && m[1].color == Color(named: "teal"))
        #expect(m[2].position == .above && m[2].color?.alpha ?? 1 < 0.6)
        #expect(m[3].time == monday && m[3].position == .atPrice && m[3].price == 2310.5)
    }

    @Test func readsJSON() throws {
        let m = try MarkerFileReader.load(path: SharedData.fixture("markers.json"))
        #expect(m.map(\.shape) == [.arrowUp, .arrowDown, .circle, .square])
        #expect(m[1].time == CivilTime(year: 2020, month: 6, day: 8).secondsSince1970)
        #expect(m[2].time == CivilTime(year: 2020, month: 7, day: 10).secondsSince1970 && m[2].color == nil)
        #expect(m[3].price == 300.25 && m[3].text == "Stop")
    }

    @Test func locatesEveryBadField() {
        let header = "time,position,shape,color,text,price\n"
        let cases: [(String, Int, Int, String, String)] = [
            (header + "2020-01-02,above,arrowUp,,a,\n2020-13-02,above,arrowUp,,b,\n", 3, 1, "time", "not a date"),
            (header + "2020-01-02,over,arrowUp,,a,\n", 2, 2, "position", "must be above, below, inBar, atPrice"),
            (header + "2020-01-02,above,star,,a,\n", 2, 3, "shape", "must be arrowUp"),
            (header + "2020-01-02,above,circle,#+12345,a,\n", 2, 4, "color", "not a colour"),
            (header + "2020-01-02,above,circle,,a\tb,\n", 2, 5, "text", "control character"),
            (header + "2020-01-02,atPrice,circle,,a,\n", 2, 6, "price", "needs a price"),
            (header + "2020-01-02,atPrice,circle,,a,1e999\n", 2, 6, "price", "not a finite number"),
            (header + "2020-01-02,above,circle,,a,0x10\n", 2, 6, "price", "not a number"),
            (header + ",above,circle,,a,\n", 2, 1, "time", "missing"),
            ("time,position,shape,colour\n", 1, 4, "colour", "unknown column"),
        ]
        for (text, line, column, field, reason) in cases {
            let e = error(text)
            #expect(e?.line == line && e?.column == column && e?.field == field && e?.reason.contains(reason) == true, "\(text): \(String(describing: e))")
        }
        #expect(error("time,shape\n2020-01-02,circle\n")?.reason.contains("no 'position' column") == true)
        #expect(error(header + "2020-01-02,above,circle,,a,,extra\n")?.reason.contains("7 fields but the header has 6") == true)
        let long = String(repeating: "x", count: MarkerFileReader.maxTextLength + 1)
        #expect(error(header + "2020-01-02,above,circle,,\(long),\n")?.reason.contains("longer than") == true)
    }

    @Test func jsonErrorsNameThePath() {
        let e = error("[{\"time\": \"2020-01-02\", \"position\": \"above\", \"shape\": \"circle\"},\n {\"time\": \"2020-01-03\",\n \"position\": \"above\", \"shap\": 1}]", name: "m.json")
        #expect(e?.line == 3 && e?.field == "[1].shap" && e?.reason.contains("unknown key") == true, "\(String(describing: e))")
        let bad = error("{\"markers\": [{\"time\": true, \"position\": \"above\", \"shape\": \"circle\"}]}", name: "m.json")
        #expect(bad?.field == "markers[0].time" && bad?.reason.contains("a string or a number") == true, "\(String(describing: bad))")
        #expect(error("{\"time\": 1}", name: "m.json")?.reason.contains("under \"markers\"") == true)
        #expect(error("[1, 2]", name: "m.json")?.field == "[0]")
        #expect(error("[{\"time\": 1e300, \"position\": \"above\", \"shape\": \"circle\"}]", name: "m.json")?.field == "[0].time")
    }

    @Test func emptyAndUnreadableFiles() {
        #expect(error("")?.reason.contains("no header") == true)
        #expect(throws: DataError.self) { try MarkerFileReader.load(path: "/nonexistent/markers.csv") }
        #expect((try? parse("time,position,shape\n"))?.isEmpty == true, "a header alone is no markers, not an error")
    }
}

@Suite struct BarLookupTests {
    let day = Int64(86_400)

    func date(_ y: Int, _ m: Int, _ d: Int) -> Int64 { CivilTime(year: y, month: m, day: d).secondsSince1970 }

    @Test func weeksFindTheirDaysWhateverTheirLabel() throws {
        // Weeks of 2020-03-16 and 2020-03-23, labelled by their Friday, their Monday and their Sunday.
        for labels in [[date(2020, 3, 20), date(2020, 3, 27)], [date(2020, 3, 16), date(2020, 3, 23)], [date(2020, 3, 22), date(2020, 3, 29)]] {
            #expect(BarLookup.index(holding: date(2020, 3, 24), in: labels, period: BarPeriod(1, .week)) == 1)
            #expect(BarLookup.index(holding: date(2020, 3, 17), in: labels, period: BarPeriod(1, .week)) == 0)
            #expect(BarLookup.index(holding: date(2020, 3, 31), in: labels, period: BarPeriod(1, .week)) == nil)
        }
    }

    @Test func monthsDaysAndGaps() {
        let months = [date(2020, 1, 31), date(2020, 2, 28), date(2020, 4, 30)]  // March missing
        #expect(BarLookup.index(holding: date(2020, 2, 3), in: months, period: BarPeriod(1, .month)) == 1)
        #expect(BarLookup.index(holding: date(2020, 3, 15), in: months, period: BarPeriod(1, .month)) == nil, "a month with no bar holds nothing")
        let days = [date(2020, 3, 20), date(2020, 3, 23)]
        #expect(BarLookup.index(holding: date(2020, 3, 23) + 15 * 3600, in: days, period: BarPeriod(1, .day)) == 1)
        #expect(BarLookup.index(holding: date(2020, 3, 21), in: days, period: BarPeriod(1, .day)) == nil, "a Saturday is in no daily bar")
    }

    @Test func intradayBarsHoldTheirMinutes() {
        let open = date(2020, 7, 1) + 9 * 3600 + 30 * 60
        let bars = (0..<6).map { open + Int64($0) * 300 }
        let five = BarPeriod(5, .minute)
        #expect(BarLookup.index(holding: open + 7 * 60, in: bars, period: five) == 1)
        #expect(BarLookup.index(holding: open + 300, in: bars, period: five) == 1)
        #expect(BarLookup.index(holding: open - 60, in: bars, period: five) == 0, "a minute before a close-labelled first bar")
        #expect(BarLookup.index(holding: open + 3600, in: bars, period: five) == nil)
        #expect(BarLookup.index(holding: open, in: [Int64](), period: five) == nil)
    }
}

@Suite struct ColumnFileReaderTests {
    func file(_ text: String) throws -> String { try TemporaryFile.write(text) }

    @Test func readsColumnsWithGapsAndTimesOfDay() throws {
        let path = try file("Date,Time,equity,Signal\n2020-07-01,09:31,1.0,\n2020-07-01,09:32,None,\"1,200.5\"\n2020-07-01,09:33,1.25,-\n")
        let columns = try ColumnFileReader.load(path: path, columns: ["equity", "signal"]).columns
        #expect(columns[0].times == [0, 60, 120].map { CivilTime(year: 2020, month: 7, day: 1).secondsSince1970 + 9 * 3600 + 31 * 60 + $0 })
        #expect(columns[0].values[0] == 1 && columns[0].values[1].isNaN && columns[0].values[2] == 1.25)
        #expect(columns[1].values[1] == 1200.5 && columns[1].values[0].isNaN && columns[1].values[2].isNaN)
        let pandas = try file(",equity\n2020-07-01,3\n")
        #expect(try ColumnFileReader.load(path: pandas, columns: ["equity"]).columns[0].values == [3])
        // Slash dates with no number over 12: month first, said in a note naming the way out, as the bar reader
        // does (the attack found the join silently month first and --date-format not applied to it).
        let slash = try file("date,v\n09/03/2024 15:00,1\n10/03/2024 15:00,2\n")
        let monthFirst = try ColumnFileReader.load(path: slash, columns: ["v"])
        #expect(monthFirst.columns[0].times[0] == CivilTime(year: 2024, month: 9, day: 3, hour: 15).secondsSince1970)
        #expect(monthFirst.notes.count == 1 && monthFirst.notes[0].contains("--date-format dmy"), "\(monthFirst.notes)")
        let dayFirst = try ColumnFileReader.load(path: slash, columns: ["v"], dateFormat: .dmy)
        #expect(dayFirst.columns[0].times[0] == CivilTime(year: 2024, month: 3, day: 9, hour: 15).secondsSince1970 && dayFirst.notes.isEmpty)
        // A day over 12 anywhere in the column settles it, with no note.
        let settled = try ColumnFileReader.load(path: try file("date,v\n09/03/2024,1\n13/03/2024,2\n"), columns: ["v"])
        #expect(settled.columns[0].times == [9, 13].map { CivilTime(year: 2024, month: 3, day: $0).secondsSince1970 } && settled.notes.isEmpty)
        // The bar file proved day first (RELIABILITY §13: the join did not inherit it): the ambiguous join follows it and says so;
        // its own proof (a second number over 12) still wins over the bar file's.
        let inherited = try ColumnFileReader.load(path: slash, columns: ["v"], barDateOrder: .dmy)
        #expect(inherited.columns[0].times[0] == CivilTime(year: 2024, month: 3, day: 9, hour: 15).secondsSince1970)
        #expect(inherited.notes.count == 1 && inherited.notes[0].contains("read day first (D/M/Y)")
                && inherited.notes[0].contains("the bar file's dates are") && inherited.notes[0].contains("--date-format mdy"), "\(inherited.notes)")
        let ownProof = try ColumnFileReader.load(path: try file("date,v\n03/09/2024,1\n03/13/2024,2\n"), columns: ["v"], barDateOrder: .dmy)
        #expect(ownProof.columns[0].times == [9, 13].map { CivilTime(year: 2024, month: 3, day: $0).secondsSince1970 } && ownProof.notes.isEmpty)
    }

    @Test func errorsNameTheFieldAndTheChoices() throws {
        let path = try file("date,equity,dd\n2020-07-01,1.0,0\n2020-07-02,abc,0\n")
        #expect(throws: DataError(file: path, line: 3, column: 2, field: "equity", reason: "'abc' is not a number")) {
            try ColumnFileReader.load(path: path, columns: ["equity"])
        }
        let huge = try file("date,equity\n2020-07-01,1.0\n2020-07-02,2e15\n")
        #expect(throws: DataError(file: huge, line: 3, column: 2, field: "equity", reason: "'2e15' is outside ±1e15")) {
            try ColumnFileReader.load(path: huge, columns: ["equity"])
        }
        // RELIABILITY §13 left this: a join's number errors now explain the decimal mark as the bar reader's do.
        let unproven = try file("Date;v\n2020-07-01;2.000\n")
        #expect(throws: DataError(file: unproven, line: 2, column: 2, field: "v", reason: "'2.000' is ambiguous: with decimal commas it is "
                                  + "not what it is with decimal points, and no number in this ';'-separated file shows which the file uses")) {
            try ColumnFileReader.load(path: unproven, columns: ["v"])
        }
        let commas = try file("Date;v\n2020-07-01;1,5\n2020-07-02;2.5\n")
        #expect(throws: DataError(file: commas, line: 3, column: 2, field: "v",
                                  reason: "'2.5' is written with a decimal point, but this file's numbers use decimal commas (as '1,5' on line 2 shows)")) {
            try ColumnFileReader.load(path: commas, columns: ["v"])
        }
        #expect(throws: DataError(file: path, line: 1, reason: "no column 'equty'; the file has equity, dd")) {
            try ColumnFileReader.load(path: path, columns: ["equty"])
        }
        let noDate = try file("x,y\n1,2\n")
        #expect(throws: DataError.self) { try ColumnFileReader.load(path: noDate, columns: ["y"]) }
        let badDate = try file("date,y\nyesterday,2\n")
        #expect(throws: DataError(file: badDate, line: 2, column: 1, field: "date", reason: "'yesterday' is not a date or time")) {
            try ColumnFileReader.load(path: badDate, columns: ["y"])
        }
        // A row limit: two rows pass, a third is refused at its line; the symbol's rows are what count.
        let three = try file("date,symbol,y\n2020-07-01,A,1\n2020-07-01,B,9\n2020-07-02,A,2\n2020-07-03,A,3\n")
        #expect(try ColumnFileReader.load(path: three, columns: ["y"], symbol: "A", maxRows: 3).columns[0].values == [1, 2, 3])
        #expect(throws: DataError(file: three, line: 5, reason: "more than 2 rows; at most 2 are read here")) {
            try ColumnFileReader.load(path: three, columns: ["y"], symbol: "A", maxRows: 2)
        }
    }
}

/// Regressions from the attack on the readers of markers, columns and drawings.
@Suite struct UserContentReaderAttackTests {
    func file(_ text: String, _ ext: String = "csv") throws -> String { try TemporaryFile.write(text, ext: ext) }

    @Test func columnsFollowTheBarReadersLayout() throws {
        // Rows one field longer than the header: the date is followed by an unnamed time (backtrader's files).
        let shifted = try file("Date,Open,High,Low,Close,Volume\n2006-01-02,09:31:00,1,2,0.5,1.5,100\n2006-01-02,09:32:00,1,2,0.5,1.5,200\n")
        let volume = try ColumnFileReader.load(path: shifted, columns: ["Volume"]).columns[0]
        #expect(volume.values == [100, 200], "the Volume column, not the close")
        #expect(volume.times[1] - volume.times[0] == 60)
        // A long file with two tickers keeps the rows of the one asked for (the fixture of the bar reader's tests).
        let aaa = try ColumnFileReader.load(path: SharedData.fixture("two-tickers.csv"), columns: ["close"], symbol: "AAA").columns[0]
        let bbb = try ColumnFileReader.load(path: SharedData.fixture("two-tickers.csv"), columns: ["close"], symbol: "BBB").columns[0]
        #expect(!aaa.values.isEmpty && aaa.values.allSatisfy { $0 < 3 } && bbb.values.allSatisfy { $0 > 3 }, "\(aaa.values)")
        // Two tickers and none chosen: refused naming them, as the bar reader does (the attack's join drew QQQ on SPY).
        #expect(throws: DataError.self) { try ColumnFileReader.load(path: SharedData.fixture("two-tickers.csv"), columns: ["close"]) }
        // Day-first dates, as the bar reader finds them.
        let dayFirst = try file("date;close;x\n02/01/2024;1;5\n15/01/2024;2;6\n")
        #expect(try ColumnFileReader.load(path: dayFirst, columns: ["x"]).columns[0].times[0] == CivilTime(year: 2024, month: 1, day: 2).secondsSince1970)
    }

    @Test func columnFilesAreStrict() throws {
        let json = try file("[{\"date\": \"2020-01-02\", \"x\": 1}]", "json")
        #expect(throws: DataError(file: json, line: 1, reason: "columns are read from CSV files; this one is JSON")) { try ColumnFileReader.load(path: json, columns: ["x"]) }
        let twice = try file("date,x,x\n2020-01-02,1,2\n")
        #expect((try? ColumnFileReader.load(path: twice, columns: ["x"])) == nil)
        let short = try file("date,x,y\n2020-01-02,1\n")
        #expect(throws: DataError(file: short, line: 2, column: 3, reason: "2 fields but the header has 3")) { try ColumnFileReader.load(path: short, columns: ["x"]) }
        let huge = try file("date,x\n2020-01-02,1e308\n")
        #expect((try? ColumnFileReader.load(path: huge, columns: ["x"])) == nil)
    }

    @Test func markerAndDrawingValuesAreChecked() {
        let header = "time,position,shape,color,text,price\n"
        #expect((try? MarkerFileReader.parse(bytes: Array((header + "2020-01-02,atPrice,circle,,a,1e300\n").utf8), name: "m.csv")) == nil)
        let json = "[{\"time\": \"2020-01-02\", \"position\": \"above\", \"shape\": \"circle\", \"text\": 12345}]"
        #expect(throws: DataError.self) { try MarkerFileReader.parse(bytes: Array(json.utf8), name: "m.json") }
        let separator = "[{\"time\": \"2020-01-02\", \"position\": \"above\", \"shape\": \"circle\", \"text\": \"a\\u2028b\"}]"
        #expect(throws: DataError.self) { try MarkerFileReader.parse(bytes: Array(separator.utf8), name: "m.json") }
        let far = "{\"drawings\": [{\"tool\": \"horizontalLine\", \"points\": [{\"time\": \"2020-01-02\", \"price\": 1e20}]}]}"
        #expect(throws: DataError.self) { try DrawingFile.parse(bytes: Array(far.utf8), name: "d.json") }
        #expect(DataError(file: "x.csv", line: 0, reason: "cannot read the file").description == "x.csv: cannot read the file")
    }
}
