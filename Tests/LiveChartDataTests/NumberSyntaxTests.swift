import Foundation
@testable import LiveChartData
import Testing

/// The hardening issue's item 10: a NUL byte cut a number short (`1\0999` → 1), hexadecimal floats were
/// accepted (`0x1p6` → 64), and duplicate JSON keys resolved differently in bar files (first), streams and
/// themes (last). All three are refused, the same way, by every reader: CSV and JSON bar files here, the
/// JSON-lines stream here, theme files in ThemeFileTests.
@Suite struct NumberSyntaxTests {
    let header = "Date,Open,High,Low,Close,Volume\n"
    /// Texts that `Double(_:)` reads (or reads a prefix of) but that are not decimal numbers.
    static let notDecimal = ["0x1p6", "0X40", "61\u{0}999", "1e5\u{0}", "12abc", " 0x10 "]

    @Test func csvRefusesHexFloatsAndNulBytes() throws {
        for field in Self.notDecimal {
            let error = readError(header + "2024-01-02,\(field),70,60,65,100\n2024-01-03,65,70,60,66,100\n")
            #expect(error?.line == 2 && error?.field == "Open", "\(field.debugDescription): \(String(describing: error))")
        }
        // Decimal notation still reads, exponents and long mantissas through the slow path included.
        #expect(try parse(header + "2024-01-02,6.4e1,70,60,65.123456789012345678,100\n").series.bars.first?.open == 64)
    }

    /// JSON numbers cannot be hexadecimal by syntax; numeric strings go through the same decimal parser.
    @Test func jsonBarFilesRefuseHexFloatsAndNulBytes() throws {
        for field in Self.notDecimal {
            let escaped = field.replacingOccurrences(of: "\u{0}", with: "\\u0000")
            let text = #"[{"time":"2024-01-02","open":"\#(escaped)","high":70,"low":60,"close":65}]"#
            let error = readError(text, name: "b.json")
            #expect(error?.line == 1 && error?.field == "[0].open" && error?.reason == "not a number", "\(escaped): \(String(describing: error))")
        }
        let syntax = readError(#"[{"time":"2024-01-02","open":0x1p6,"high":70,"low":60,"close":65}]"#, name: "b.json")
        #expect(syntax?.line == 1 && syntax?.column == 31 && syntax?.reason == "expected ',' or '}'", "\(String(describing: syntax))")
        #expect(try parse(#"[{"time":"2024-01-02","open":"6.4e1","high":70,"low":60,"close":65}]"#, name: "b.json").series.bars.first?.open == 64)
    }

    /// The stream read numeric strings with `Double(_:)`: "0x1p6" was a price of 64.
    @Test func streamLinesRefuseHexFloatsAndNulBytes() throws {
        for field in Self.notDecimal {
            let escaped = field.replacingOccurrences(of: "\u{0}", with: "\\u0000")
            #expect(throws: StreamWarning.self, "\(escaped)") {
                try StreamLineParser.parse(#"{"time":1704153600,"price":"\#(escaped)","volume":1}"#)
            }
        }
        #expect(throws: StreamWarning.self) { try StreamLineParser.parse(#"{"time":1704153600,"price":0x1p6}"#) }
        guard case .tick(let tick)? = try StreamLineParser.parse(#"{"time":1704153600,"price":"6.4e1"}"#) else {
            Issue.record("not a tick")
            return
        }
        #expect(tick.price == 64)
    }

    @Test func aRepeatedJSONKeyIsRefusedByEveryReader() throws {
        let bars = #"[{"time":"2024-01-02","open":1,"open":5,"high":6,"low":0.5,"close":2,"volume":3}]"#
        #expect(readError(bars, name: "b.json")?.reason == "duplicate key 'open'")
        #expect(throws: StreamWarning.self) { try StreamLineParser.parse(#"{"time":1704153600,"price":10,"price":11}"#) }
        // Equal keys in different objects are fine.
        #expect(readError(#"[{"time":"2024-01-02","open":1,"high":2,"low":0.5,"close":1.5,"volume":3},{"time":"2024-01-03","open":1,"high":2,"low":0.5,"close":1.5,"volume":3}]"#, name: "ok.json") == nil)
    }
}
