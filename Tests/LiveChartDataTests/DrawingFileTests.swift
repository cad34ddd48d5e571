import Foundation
import LiveChartCore
@testable import LiveChartData
import LiveChartTestSupport
import Testing

@Suite struct DrawingFileTests {
    func error(_ text: String) -> DataError? {
        do { _ = try DrawingFile.parse(bytes: Array(text.utf8), name: "d.json") } catch { return error }
        return nil
    }

    @Test func theExampleHoldsEveryToolAndRoundTrips() throws {
        let drawings = try DrawingFile.load(path: SharedData.repositoryRoot.appendingPathComponent("docs/examples/drawings.json").path)
        #expect(Set(drawings.map(\.tool)) == Set(Drawing.Tool.allCases), "docs/examples/drawings.json holds one of every tool")
        let again = try DrawingFile.parse(bytes: Array(DrawingFile.json(drawings).utf8), name: "again.json")
        #expect(again == drawings)
        let intraday = [Drawing(tool: .text, points: [.init(time: 1_593_595_860, price: 1e-5)], color: Color(hex: "#11223380"), text: "a \"quote\" \\ here")]
        #expect(try DrawingFile.parse(bytes: Array(DrawingFile.json(intraday).utf8), name: "i.json") == intraday)
        #expect(try DrawingFile.parse(bytes: Array(DrawingFile.json([]).utf8), name: "e.json").isEmpty)
    }

    /// Drawings on the chart's clock (issue 15): a saved file says what its times are, so it loads back on the same
    /// clock, and a chart on another `--timezone` puts each point on the same instant.
    @Test func timesFollowTheChartsClockAndRoundTrip() throws {
        let newYork = try TimeZoneName.resolve("America/New_York")
        let wall = CivilTime(year: 2024, month: 7, day: 1, hour: 9, minute: 30).secondsSince1970, instant = wall + 4 * 3600
        let file = #"{"drawings": [{"tool": "horizontalLine", "points": [{"time": "2024-07-01 09:30", "price": 1}]}, "#
            + #"{"tool": "horizontalLine", "points": [{"time": "2024-07-01T13:30:00Z", "price": 1}]}]}"#
        for (clock, expected) in [(ChartClock(basis: .instant, zone: newYork), instant), (ChartClock(basis: .wallClock, zone: newYork), wall)] {
            let drawings = try DrawingFile.parse(bytes: Array(file.utf8), name: "d.json", clock: clock)
            #expect(drawings.map { $0.points[0].time } == [expected, expected], "\(clock.basis): the plain time and the instant agree")
            let saved = DrawingFile.json(drawings, clock: clock)
            #expect(try DrawingFile.parse(bytes: Array(saved.utf8), name: "again.json", clock: clock) == drawings, "\(saved)")
            // Opened on a chart of instants in UTC, the saved file's points are the same instant.
            let utc = try DrawingFile.parse(bytes: Array(saved.utf8), name: "again.json", clock: ChartClock(basis: .instant, zone: .utc))
            if clock.basis == .instant { #expect(utc.map { $0.points[0].time } == [instant, instant], "\(saved)") }
        }
    }

    @Test func errorsNameTheJSONPath() {
        let cases: [(String, String, String)] = [
            ("{\"drawings\": [{\"tool\": \"circle\", \"points\": []}]}", "drawings[0].tool", "must be segment"),
            ("{\"drawings\": [{\"tool\": \"segment\", \"points\": [{\"time\": \"2020-01-02\", \"price\": 1}]}]}", "drawings[0].points", "takes 2 points, not 1"),
            ("{\"drawings\": [{\"tool\": \"text\", \"points\": [{\"time\": \"2020-02-30\", \"price\": 1}]}]}", "drawings[0].points[0].time", "not a date"),
            ("{\"drawings\": [{\"tool\": \"text\", \"points\": [{\"time\": \"2020-02-03\", \"price\": \"1\"}]}]}", "drawings[0].points[0].price", "not a finite number"),
            ("{\"drawings\": [{\"tool\": \"text\", \"points\": [{\"time\": \"2020-02-03\", \"price\": 1, \"x\": 2}]}]}", "drawings[0].points[0].x", "unknown key"),
            ("{\"drawings\": [{\"tool\": \"text\", \"colour\": \"red\", \"points\": []}]}", "drawings[0].colour", "unknown key"),
            ("{\"drawings\": [{\"tool\": \"text\", \"color\": \"rouge\", \"points\": [{\"time\": 20200203, \"price\": 1}]}]}", "drawings[0].color", "not a colour"),
            ("{\"drawings\": [{\"tool\": \"text\", \"text\": \"a\\nb\", \"points\": [{\"time\": 20200203, \"price\": 1}]}]}", "drawings[0].text", "control characters"),
            ("{\"drawings\": [1]}", "drawings[0]", "expected a drawing object"),
        ]
        for (text, field, reason) in cases {
            let e = error(text)
            #expect(e?.field == field && e?.reason.contains(reason) == true, "\(text): \(String(describing: e))")
        }
        #expect(error("[]")?.reason.contains("under \"drawings\"") == true)
        #expect(error("{\"drawings\": [\n{\"tool\": \"segment\",\n \"points\": 3}]}")?.line == 3)
    }
}
