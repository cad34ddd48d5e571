import Testing
@testable import LiveChartData

/// The byte-level date and number parsers on their own. Expected seconds are computed with
/// `CivilTime` (via `at`), whose own tests check it against `date -u`.
@Suite struct ParserUnitTests {
    private func time(_ text: String, dayFirst: Bool = false) -> Int64? {
        var s = text
        return s.withUTF8 { TimestampParser.parse($0, dayFirst: dayFirst) }
    }

    private func number(_ text: String, dialect: NumberDialect = .plain) -> Double? {
        var s = text
        return s.withUTF8 { DecimalParser.parse($0, dialect: dialect) }
    }

    @Test func isoForms() {
        #expect(time("2020-07-01") == at(2020, 7, 1))
        #expect(time("2020-07-01 09:31") == at(2020, 7, 1, 9, 31))
        #expect(time("2020-07-01T09:31:05") == at(2020, 7, 1, 9, 31, 5))
        #expect(time("2023-03-12 18:44:59.999") == at(2023, 3, 12, 18, 44, 59))
        #expect(time("2020-02-27 01:51:00+00:00") == at(2020, 2, 27, 1, 51))
        #expect(time("2024-01-02T12:00:00+01:00") == at(2024, 1, 2, 11))
        #expect(time("2024-01-02T12:00:00-0530") == at(2024, 1, 2, 17, 30))
        #expect(time("2024-01-02T12:00Z") == at(2024, 1, 2, 12))
        #expect(time("  2024/01/02  ") == at(2024, 1, 2))
    }

    @Test func compactAndVendorForms() {
        #expect(time("20040817") == at(2004, 8, 17))
        #expect(time("19991110.0") == at(1999, 11, 10))
        #expect(time("20110301 090100") == at(2011, 3, 1, 9, 1))
        #expect(time("3-Jan-22") == at(2022, 1, 3))
        #expect(time("3-June-10") == at(2010, 6, 3))
        #expect(time("31-Dec-1999") == at(1999, 12, 31))
        #expect(time("11/5/2019 9:30") == at(2019, 11, 5, 9, 30))
        #expect(time("8/24/69") == at(1969, 8, 24))
        #expect(time("27/11/2010", dayFirst: true) == at(2010, 11, 27))
    }

    @Test func epochByMagnitude() {
        #expect(time("1549584000") == 1_549_584_000)
        #expect(time("1549584000.5") == 1_549_584_000)
        #expect(time("1549584000123") == 1_549_584_000)
        #expect(TimestampParser.fromNumber(1_549_584_000.0) == 1_549_584_000)
        #expect(TimestampParser.fromNumber(1_549_584_000_000) == 1_549_584_000)
        #expect(TimestampParser.fromNumber(20_190_208) == at(2019, 2, 8))
        #expect(TimestampParser.fromNumber(42) == nil)
    }

    @Test func rejectedDates() {
        for bad in ["", "2024-13-01", "2024-02-30", "27/11/2010", "3-Foo-22", "2024-01-02 25:00", "2024-01-02x", "12345", "0", "2024-01-02T10:00+5"] {
            #expect(time(bad) == nil, "\(bad)")
        }
    }

    @Test func timesOfDay() {
        var samples = ["09:01:00", "9:30", "090100", "0930", "09:30:00.5", "24:00"]
        let parsed: [Int64?] = samples.indices.map { k in samples[k].withUTF8 { TimestampParser.timeOfDay($0) } }
        let expected: [Int64?] = [32_460, 34_200, 32_460, 34_200, 34_200, nil]  // 09:01 and 09:30 in seconds
        #expect(parsed == expected)
        // HHMM and HHMMSS written as numbers, the leading zero lost: 09:35, 09:30:05; minutes or seconds over 59,
        // other lengths and signs are not times. Column detection takes none of them.
        var unpadded = ["935", "93005", "960", "93060", "9", "-935", "9 35", "0935"]
        let read: [Int64?] = unpadded.indices.map { k in unpadded[k].withUTF8 { TimestampParser.timeOfDay($0) } }
        #expect(read == [34_500, 34_205, nil, nil, nil, nil, nil, 34_500])
        #expect(unpadded[0].withUTF8 { TimestampParser.timeOfDay($0, unpadded: false) } == nil)
    }

    /// A minute file whose Time column lost its leading zeros (`930`, `935`, `1000`) reads as 09:30, 09:35 and
    /// 10:00; a minute over 59 is refused by file, line and field, as any bad time is.
    @Test func aTimeColumnWrittenAsNumbers() throws {
        let rows = ["Date,Time,Open,High,Low,Close,Volume", "2020-01-02,930,1,2,0.5,1.5,100", "2020-01-02,935,1.5,2.5,1,2,200",
                    "2020-01-02,1000,2,3,1.5,2.5,300"]
        let bars = try BarFileReader.parse(bytes: Array(rows.joined(separator: "\n").utf8), name: "min.csv").series.bars
        #expect(bars.map(\.time) == [at(2020, 1, 2, 9, 30), at(2020, 1, 2, 9, 35), at(2020, 1, 2, 10, 0)])
        let bad = rows.prefix(2) + ["2020-01-02,960,1.5,2.5,1,2,200"]
        #expect(throws: DataError.self) { try BarFileReader.parse(bytes: Array(bad.joined(separator: "\n").utf8), name: "min.csv") }
        do {
            _ = try BarFileReader.parse(bytes: Array(bad.joined(separator: "\n").utf8), name: "min.csv")
        } catch {
            #expect(error.line == 3 && error.field == "Time" && error.reason.contains("not a time of day"), "\(error)")
        }
    }

    @Test func numbers() {
        #expect(number(" 167761.49") == 167761.49)
        #expect(number("-1.40E-05") == -1.40e-05)
        #expect(number("2.48088741409e+11") == 2.48088741409e+11)
        #expect(number("0.009494999") == 0.009494999)
        #expect(number("3.14159265358979323846") == 3.14159265358979323846)
        #expect(number("1,234.5", dialect: .point) == 1234.5)
        #expect(number("1,234.5") == nil)
        #expect(number("+7") == 7 && number("5.") == 5 && number(".5") == 0.5)
        #expect(number("nan")?.isNaN == true && number("-inf") == -.infinity)
        for bad in ["", "  ", "None", "-", "1.2.3", "1e", "abc", "12a"] {
            #expect(number(bad) == nil, "\(bad)")
        }
    }

    /// The fast path must round exactly like the standard library on every short decimal.
    @Test func fastPathRoundsLikeTheStandardLibrary() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = String(seed >> 14 % 1_000_000_000_000_000)
            let point = Int(seed % UInt64(digits.count + 1))
            let text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            #expect(number(text) == Double(text), "\(text)")
        }
    }
}
