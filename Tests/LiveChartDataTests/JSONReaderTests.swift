import Testing
import LiveChartData

/// JSON documents written in the test; columns in errors are 1-based key positions within the bar
/// object, or byte columns for syntax errors; fields are the key's path (`bars[7].high`).
@Suite struct JSONReaderTests {
    @Test func arrayOfObjectsWithAliases() throws {
        let text = """
        [
          {"Date": "2024-01-02", "Open": 10, "High": 11, "Low": 9, "Last": 10.5, "vol": 5, "amount": 52.5},
          {"Date": "2024-01-03", "Open": 10.5, "High": 11.5, "Low": 10, "Last": 11, "vol": 6}
        ]
        """
        let bars = try parse(text, name: "a.json").series.bars
        #expect(bars == [
            Bar(time: at(2024, 1, 2), open: 10, high: 11, low: 9, close: 10.5, volume: 5, amount: 52.5),
            Bar(time: at(2024, 1, 3), open: 10.5, high: 11.5, low: 10, close: 11, volume: 6),
        ])
    }

    @Test func barsKeyAndSymbolChoice() throws {
        let text = #"{"bars": [{"symbol": "X", "time": 1704153600, "open": 1, "high": 2, "low": 0.5, "close": 1.5},"#
            + #" {"symbol": "Y", "time": 1704153600, "open": 5, "high": 6, "low": 4, "close": 5.5}]}"#
        #expect(readError(text, name: "b.json")?.reason == "the file holds 2 tickers: X, Y; choose one (livechart: --symbol TICKER)")
        let y = try parse(text, name: "b.json", options: .init(symbol: "Y")).series
        #expect(y.symbol == "Y" && y.bars.map(\.close) == [5.5])
    }

    @Test func badBarsAreLocatedByKey() {
        let text = """
        [{"time": 1704153600, "open": 1, "high": 2, "low": 0.5, "close": 1.5},
         {"time": 1704240000, "open": 1, "low": 0.5, "high": 0.4, "close": 1.5}]
        """
        #expect(readError(text, name: "c.json") == DataError(file: "c.json", line: 2, column: 4, field: "[1].high", reason: "high 0.4 is below low 0.5"))
        let missing = #"[{"time": 1704153600, "open": 1, "high": 2, "low": 0.5}]"#
        #expect(readError(missing, name: "d.json") == DataError(file: "d.json", line: 1, field: "[0].Close", reason: "missing"))
        let textPrice = #"[{"time": 1704153600, "open": "one", "high": 2, "low": 0.5, "close": 1}]"#
        #expect(readError(textPrice, name: "e.json") == DataError(file: "e.json", line: 1, column: 2, field: "[0].open", reason: "not a number"))
    }

    /// A one-line file of a thousand bars: the line and the key's position alone cannot say which bar.
    @Test func errorsOnOneLineNameTheBarsIndex() {
        var bars = (0..<1000).map { #"{"time": \#(1_600_000_000 + 86_400 * $0), "open": 10, "high": 11, "low": 9, "close": 10.5}"# }
        bars[812] = #"{"time": 1670156800, "open": 10, "high": 8, "low": 9, "close": 10.5}"#
        let text = #"{"symbol": "X", "bars": ["# + bars.joined(separator: ",") + "]}"
        let e = readError(text, name: "one.json")
        #expect(e == DataError(file: "one.json", line: 1, column: 3, field: "bars[812].high", reason: "high 8.0 is below low 9.0"))
        #expect(e?.description == "one.json:1:3: field 'bars[812].high': high 8.0 is below low 9.0")
        bars[812] = #"{"time": 1670156800, "open": 10, "high": 11, "low": 9}"#
        #expect(readError("[" + bars.joined(separator: ",") + "]", name: "root.json")?.field == "[812].Close")
        bars[812] = #"{"open": 10, "high": 11, "low": 9, "close": 10.5}"#
        #expect(readError("[" + bars.joined(separator: ",") + "]", name: "root.json")?.field == "[812].time")
    }

    @Test func syntaxErrorsCarryLineAndByteColumn() {
        #expect(readError("[\n  {\"open\": 1,}\n]", name: "f.json") == DataError(file: "f.json", line: 2, column: 14, reason: "expected a quoted key"))
        #expect(readError("[1, 2", name: "g.json")?.reason == "unexpected end of input")
        #expect(readError(String(repeating: "[", count: 100), name: "h.json")?.reason == "nested deeper than 64 levels")
        #expect(readError(#"{"rows": []}"#, name: "i.json")?.reason == "a JSON object must hold the bars in an array under \"bars\", \"data\" or \"observations\"")
    }

    @Test func lenientSkipsNonObjects() throws {
        let text = #"[{"time": "2024-01-02", "open": 1, "high": 2, "low": 0.5, "close": 1.5}, 42, "x"]"#
        let result = try parse(text, name: "j.json", options: .init(policy: .lenient))
        #expect(result.series.count == 1 && result.skippedRows == 2)
        #expect(result.warnings.first == "j.json:1: field '[1]': expected a bar object (row skipped)")
    }

    @Test func escapesInStrings() throws {
        let text = #"[{"symbol": "A\u00e9\"\\", "time": "2024-01-02", "open": 1, "high": 2, "low": 0.5, "close": 1.5}]"#
        #expect(try parse(text, name: "k.json").series.symbol == "Aé\"\\")
    }
}
