import Testing
import LiveChartData

/// Issue 15, item 6: a file with only a date and a close loads, as bars with open = high = low = close,
/// and says which values it lacks (`BarLoadResult.fields`) so charts and indicators can act on it.
@Suite struct CloseOnlyFileTests {
    @Test func dateCloseDateValueDatePrice() throws {
        for header in ["Date,Close", "Date,Value", "Date,Price", "DATE,SP500", "observation_date,SP500"] {
            let result = try parse("\(header)\n2020-03-23,2237.4\n2020-03-24,2447.33\n")
            #expect(result.series.bars == [Bar(time: at(2020, 3, 23), open: 2237.4, high: 2237.4, low: 2237.4, close: 2237.4),
                                           Bar(time: at(2020, 3, 24), open: 2447.33, high: 2447.33, low: 2447.33, close: 2447.33)], "\(header)")
            #expect(result.fields == .close, "\(header)")
            #expect(result.warnings.last == "inline.csv:1: only \(header): no open, high or low; bars are the close alone (open = high = low = close)")
        }
    }

    @Test func aVolumeColumnIsKept() throws {
        let result = try parse("Date,Close,Volume\n2020-03-23,10,100\n2020-03-24,11,200\n")
        #expect(result.fields == [.close, .volume] && result.series.bars.map(\.volume) == [100, 200])
    }

    /// FRED writes "." for a day without an observation: skipped, counted and said, never read as 0.
    @Test func fredMissingValuesAreSkippedWithANote() throws {
        let result = try parse("DATE,SP500\n2019-12-24,3223.38\n2019-12-25,.\n2019-12-26,3239.91\n")
        #expect(result.series.bars.map(\.close) == [3223.38, 3239.91])
        #expect(result.skippedRows == 1)
        #expect(result.warnings.contains("inline.csv:3: skipped 1 rows with no value ('.', '-' or empty), on lines 3"))
    }

    @Test func fieldsOfOtherFiles() throws {
        #expect(try parse("Date,Open,High,Low,Close\n2020-03-23,1,2,0.5,1.5\n").fields == .ohlc)
        #expect(try parse("Date,Open,High,Low,Close,Volume,Amount\n2020-03-23,1,2,0.5,1.5,3,4\n").fields == .all)
        // A range without a close, or a close with only part of the range, is still an error.
        #expect(readError("Date,Open,High,Low\n2020-03-23,1,2,0.5\n")?.reason == "no Close column in header 'Date,Open,High,Low'")
        #expect(readError("Date,High,Close\n2020-03-23,2,1\n")?.reason == "no Open column in header 'Date,High,Close'")
        // Two unnamed series columns: no one of them is the close.
        #expect(readError("DATE,SP500,DJIA\n2020-03-23,1,2\n") != nil)
    }
}

/// The same for JSON: FRED's observations (`{"date":…,"value":"3257.85"}`, `"."` for no value) and arrays of
/// `{"time":…,"close":…}` or `{"date":…,"price":…}`.
@Suite struct CloseOnlyJSONTests {
    @Test func fredObservations() throws {
        let text = #"{"observations":[{"date":"2020-01-02","value":"3257.85"},{"date":"2020-01-03","value":"."},{"date":"2020-01-06","value":"3246.28"}]}"#
        let result = try parse(text, name: "sp500.json")
        #expect(result.series.bars.map(\.close) == [3257.85, 3246.28] && result.series.bars.map(\.high) == [3257.85, 3246.28])
        #expect(result.fields == .close && result.skippedRows == 1)
        #expect(result.warnings == ["sp500.json:1: skipped 1 bars with no value ('.', '-' or empty), on lines 1"])
    }

    @Test func closeAndPriceKeys() throws {
        let close = try parse(#"[{"time":"2020-01-02","close":10,"volume":5},{"time":"2020-01-03","close":11,"volume":6}]"#, name: "c.json")
        #expect(close.series.bars.map(\.open) == [10, 11] && close.fields == [.close, .volume])
        #expect(try parse(#"[{"date":"2020-01-02","price":"1,234.5"}]"#, name: "p.json").series.bars.map(\.close) == [1234.5])
        // One object with a range makes the file a bar file: the others must have theirs.
        let mixed = readError(#"[{"time":"2020-01-02","close":10},{"time":"2020-01-03","open":1,"high":2,"low":0.5,"close":1.5}]"#, name: "m.json")
        #expect(mixed?.field == "[0].Open" && mixed?.reason == "missing", "\(String(describing: mixed))")
    }
}
