import Testing
import LiveChartData

/// Every input `scripts/fuzz.sh` found to crash a reader, minimised by hand to the bytes that mattered,
/// with the run that found it. Each now reads or fails with a located error.
@Suite struct FuzzRegressionTests {
    private let bar = #""time": 1549584000, "open": 1, "high": 2, "low": 0.5, "close": 1.5"#

    /// FuzzJSONBarReader, 300 s run (artifact crash-c9032727…): `\u-123` inside a key (column 76 is its `-`). `Int(_:radix:)`
    /// accepted the sign, and converting the negative value to `UInt32` trapped.
    @Test func signedUnicodeEscapeIsASyntaxError() {
        let text = "[{\(bar), \"lo\\u-123\": 1}]"
        #expect(readError(text, name: "x.json") == DataError(file: "x.json", line: 1, column: 76, reason: "bad \\u escape"))
        #expect(readError("[{\(bar), \"k\\u+0041\": 1}]", name: "x.json")?.reason == "bad \\u escape")
    }

    /// Found by reading the code the crash above led to: a high surrogate followed by an escape that is not
    /// a low surrogate overflowed `UInt32` while combining the pair. It now reads as U+FFFD plus that character.
    @Test func highSurrogateWithoutLowSurrogate() throws {
        let text = "[{\(bar), \"symbol\": \"A\\uD800\\u0041\"}]"
        let result = try parse(text, name: "x.json", options: .init(symbol: "A\u{FFFD}A"))
        #expect(result.series.count == 1 && result.series.symbol == "A\u{FFFD}A")
        let pair = try parse("[{\(bar), \"symbol\": \"\\uD83D\\uDCC8\"}]", name: "x.json")
        #expect(pair.series.symbol == "\u{1F4C8}")
    }

    /// FuzzStreamLine, 420 s run of 2026-11-29 (artifact crash-eb85acbe…, a simulated session's stream
    /// with a mutated byte): a tick whose `seq` was not a whole number in Int64's range (a huge exponent
    /// read as infinity) trapped in `Int64(_:)`. It is now a malformed line that names the field.
    @Test func tickSequenceOutOfRangeIsMalformed() {
        let tick = #"{"type":"tick","time":"2024-03-01 09:30:00","price":10.02,"volume":100,"seq":"#
        for seq in ["1e400", "-1e400", "1e19", "2.5"] {
            #expect(throws: StreamWarning.self, "seq \(seq)") { try StreamLineParser.parse(tick + seq + "}") }
            do {
                _ = try StreamLineParser.parse(tick + seq + "}")
            } catch {
                // 1e19 is whole but beyond where JSON numbers are exact (StreamBoundsTests), and says so.
                let why = seq == "1e19" ? "not below 2^53" : "\"seq\" must be a whole number"
                #expect(error.kind == .malformed && error.reason.contains(why), "\(error)")
            }
        }
        #expect(throws: Never.self) { try StreamLineParser.parse(tick + "42}") }
    }
}
