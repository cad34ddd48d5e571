import Foundation
import LiveChart
import LiveChartData
import Testing

@Suite struct CurveDataTests {
    @Test func oneLineOfValuesIsOneSeries() throws {
        let data = try CurveData.parse("10,25,30,22,40", source: "--values")
        #expect(data.xValues == nil && data.series.count == 1)
        #expect(data.series[0].values == [10, 25, 30, 22, 40])
    }

    @Test func oneValuePerLineWithCRLFBOMCommentsAndAHeader() throws {
        let data = try CurveData.parse("\u{FEFF}# speeds\r\nspeed\r\n1.5\r\n\r\n2\r\n-3e1\r\n", source: "s.csv")
        #expect(data.xValues == nil)
        #expect(data.series == [CurveSeries(name: "speed", values: [1.5, 2, -30])])
    }

    @Test func columnsGiveXValuesAndNamedSeries() throws {
        let data = try CurveData.parse("month;Oslo;Madrid\n1;-4.3;6.3\n2;;7.9\n3;-0.2;11.2\n", source: "t.csv")
        #expect(data.xValues == [1, 2, 3])
        #expect(data.series.map(\.name) == ["Oslo", "Madrid"])
        #expect(data.series[1].values == [6.3, 7.9, 11.2])
        #expect(data.series[0].values[1].isNaN)  // an empty field is a missing value
        let spaced = try CurveData.parse("0 1\n1 4\n2 9\n", source: "sq.txt")
        #expect(spaced.xValues == [0, 1, 2] && spaced.series[0].values == [1, 4, 9])
    }

    @Test func errorsNameLineColumnAndField() {
        #expect(throws: DataError(file: "t.csv", line: 3, column: 4, field: "v", reason: "'abc' is not a number")) {
            try CurveData.parse("x,v\n1,2\n2, abc\n", source: "t.csv")
        }
        #expect(throws: DataError(file: "t.csv", line: 2, reason: "expected 2 fields, found 3")) {
            try CurveData.parse("1,2\n3,4,5\n", source: "t.csv")
        }
        #expect(throws: DataError(file: "e.csv", line: 0, reason: "no values")) { try CurveData.parse("# nothing\n\n", source: "e.csv") }
        #expect(throws: DataError(file: "--values", line: 1, column: 5, reason: "'inf' is not a number")) {
            try CurveData.parse("1,2,inf", source: "--values")
        }
    }
}
