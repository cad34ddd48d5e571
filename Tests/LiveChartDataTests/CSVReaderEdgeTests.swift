import Testing
import LiveChartData

/// CSV layouts and malformed rows, on text written in the test. Each expected location is counted
/// by hand from the text: line 1 is the header, columns are 1-based field indexes.
@Suite struct CSVReaderEdgeTests {
    private let header = "Date,Open,High,Low,Close,Volume\n"

    @Test func angleBracketHeaderWithTickerAndCompactTime() throws {
        let text = "<TICKER>,<PER>,<DTYYYYMMDD>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>\n"
            + "SPY,1,20110301,090100,133.9,134.01,133.9,133.98,3778\n"
            + "SPY,1,20110301,090200,133.98,134,133.9,133.95,100\n"
        let result = try parse(text)
        #expect(result.series.symbol == "SPY")
        #expect(result.series.bars.map(\.time) == [at(2011, 3, 1, 9, 1), at(2011, 3, 1, 9, 2)])
        #expect(result.series.bars[0].volume == 3778)
    }

    @Test func chineseHeaderInAnyOrder() throws {
        let text = "股票代码,日期,收盘价,开盘价,最高价,最低价,成交量,成交金额\n'000001,2024-01-02,10.5,10,11,9.5,100,1050\n"
        let result = try parse(text)
        #expect(result.series.symbol == "000001")
        #expect(result.series.bars == [Bar(time: at(2024, 1, 2), open: 10, high: 11, low: 9.5, close: 10.5, volume: 100, amount: 1050)])
    }

    /// StockCharts' "Microsoft Date" header, D-Month-YY dates and trailing empty columns.
    @Test func microsoftDateAndFullMonthNames() throws {
        let text = "Microsoft Date,Open,High,Low,Close,Typical Price,,,\n3-June-10,23.9,24.2,23.8,23.9,,,,\n4-Jun-10,23.8,24.0,23.7,23.9,,,,\n"
        #expect(try parse(text).series.bars.map(\.time) == [at(2010, 6, 3), at(2010, 6, 4)])
    }

    /// Adjusted closes are never taken for the close.
    @Test func adjustedCloseIsNotAClose() throws {
        #expect(readError("Date,Open,High,Low,Adj Close\n2024-01-02,1,2,0.5,1.5\n")?.reason == "no Close column in header 'Date,Open,High,Low,Adj Close'")
        let bars = try parse("Date,Open,High,Low,Adj. Close,Close\n2024-01-02,10,11,9,5,10.5\n").series.bars
        #expect(bars.map(\.close) == [10.5])
    }

    /// One unit per column, from its largest value (EpochColumnTests has the cases).
    @Test func epochSecondsAndMillisecondsByColumn() throws {
        #expect(try parse("timestamp,open,high,low,close\n1704189600,1,2,0.5,1.5\n1704193200,1,2,0.5,1.5\n").series.bars.map(\.time)
            == [at(2024, 1, 2, 10), at(2024, 1, 2, 11)])
        #expect(try parse("timestamp,open,high,low,close\n1704189600000,1,2,0.5,1.5\n1704193200000,1,2,0.5,1.5\n").series.bars.map(\.time)
            == [at(2024, 1, 2, 10), at(2024, 1, 2, 11)])
    }

    @Test func monthFirstByDefaultWithTwoDigitYears() throws {
        #expect(try parse(header + "8/24/10,1,2,0.5,1.5,0\n8/25/10,1,2,0.5,1.5,0\n").series.bars.map(\.time) == [at(2010, 8, 24), at(2010, 8, 25)])
        #expect(try parse(header + "01/02/2024,1,2,0.5,1.5,0\n").series.bars.map(\.time) == [at(2024, 1, 2)])
    }

    @Test func nonNumberIsLocated() {
        let error = readError(header + "2024-01-02,10,11,9,10.5,100\n2024-01-03,10,abc,9,10.5,100\n")
        #expect(error == DataError(file: "inline.csv", line: 3, column: 3, field: "High", reason: "'abc' is not a number"))
        #expect(readError(header + "2024-01-02,10,11,9,,100\n")?.reason == "empty, a number is needed")
    }

    @Test func nonFiniteValuesAreRejected() {
        #expect(readError(header + "2024-01-02,10,NaN,9,10.5,100\n") == DataError(file: "inline.csv", line: 2, column: 3, field: "High", reason: "nan is not a finite number"))
        #expect(readError(header + "2024-01-02,10,11,9,10.5,inf\n")?.field == "Volume")
    }

    /// An open or close outside [low, high] widens the range (a vendor artefact, see `BarAssembler.add`).
    @Test func openOrCloseOutsideTheRangeIsWidenedWithAWarning() throws {
        let result = try parse(header + "2024-01-02,12,11,9,10.5,100\n2024-01-03,10,11,9,8,100\n")
        #expect(result.series.bars.map(\.high) == [12, 11] && result.series.bars.map(\.low) == [9, 8])
        #expect(result.warnings == ["inline.csv:2: widened high/low to include the open or close on 2 rows, on lines 2, 3"])
    }

    @Test func impossibleBarsAreRejected() {
        #expect(readError(header + "2024-01-02,10,9,11,10.5,100\n") == DataError(file: "inline.csv", line: 2, column: 3, field: "High", reason: "high 9.0 is below low 11.0"))
        #expect(readError(header + "2024-01-02,10,11,9,10.5,-1\n") == DataError(file: "inline.csv", line: 2, column: 6, field: "Volume", reason: "volume -1.0 is not a number from 0 to 1e18"))
        #expect(readError(header + "2024-01-02,0,11,9,10.5,100\n")?.reason == "price 0.0 is not positive")
        #expect(readError(header + "2024-01-02,-1,-1,-1,-1,0\n")?.reason == "price -1.0 is not positive")
    }

    @Test func badDatesAndShortRowsAreLocated() {
        #expect(readError(header + "2024-02-30,10,11,9,10.5,100\n") == DataError(file: "inline.csv", line: 2, column: 1, field: "Date", reason: "'2024-02-30' is not a date this reader knows"))
        #expect(readError(header + "2024-01-02,10,11\n") == DataError(file: "inline.csv", line: 2, column: 4, field: "Low", reason: "row has 3 fields, 6 needed"))
    }

    @Test func lenientModeCountsAndListsTheFirstFive() throws {
        var text = header + "2024-01-01,10,11,9,10.5,100\n"
        for day in 2...9 { text += "2024-01-0\(day),10,x,9,10.5,100\n" }
        let result = try parse(text, options: .init(policy: .lenient))
        #expect(result.series.count == 1 && result.skippedRows == 8)
        #expect(result.warnings.count == 6)
        #expect(result.warnings[0] == "inline.csv:3:3: field 'High': 'x' is not a number (row skipped)")
        #expect(result.warnings[5] == "inline.csv: and 3 more rows skipped")
    }

    @Test func outOfOrderRowsInAnOldestFirstFile() throws {
        let text = header + "2024-01-02,10,11,9,10.5,100\n2024-01-04,10,11,9,10.5,100\n2024-01-03,10,11,9,10.5,100\n2024-01-05,10,11,9,10.5,100\n"
        #expect(readError(text)?.reason == "time 2024-01-03 00:00:00 is not after the bar on line 3 (the file runs oldest first)")
        #expect(readError(text)?.line == 4)
        #expect(try parse(text, options: .init(policy: .lenient)).series.count == 3)
    }

    @Test func missingColumnsAndEmptyInput() {
        #expect(readError("Date,Open,High,Close\n2024-01-02,1,2,1.5\n")?.reason == "no Low column in header 'Date,Open,High,Close'")
        #expect(readError("") == DataError(file: "inline.csv", line: 1, reason: "the file is empty"))
        #expect(readError("hello,world\n1,2\n")?.line == 1)
        #expect(readError(header)?.reason == "no valid bars (0 rows skipped)")
    }

    /// Hostile input fails at a location instead of eating memory.
    @Test func capsOnLineLengthAndFieldCount() {
        let long = header + "2024-01-02," + String(repeating: "1", count: 1 << 20) + ",11,9,10.5,100\n"
        #expect(readError(long)?.line == 2)
        #expect(readError(long)?.reason == "record longer than 1048576 bytes")
        let wide = header + "2024-01-02,10,11,9,10.5" + String(repeating: ",1", count: 1100) + "\n"
        #expect(readError(wide) == DataError(file: "inline.csv", line: 2, column: 1025, reason: "more than 1024 fields in one record"))
        #expect(readError(header + "2024-01-02,\"10,11,9,10.5,100\n") == DataError(file: "inline.csv", line: 2, column: 2, reason: "quoted field is never closed"))
        #expect(readError(header + "2024-01-02,\"10\"x,11,9,10.5,100\n")?.reason == "unexpected text after a closing quote")
        let strayQuote = header + "2024-01-02,\"10" + String(repeating: ",1\n", count: 400_000)
        #expect(readError(strayQuote) == DataError(file: "inline.csv", line: 2, column: 2, reason: "record longer than 1048576 bytes"))
    }

    /// Line numbers stay physical across blank lines and quoted line breaks.
    @Test func lineNumbersCountBlankLinesAndQuotedBreaks() {
        let text = "Date,Note,Open,High,Low,Close\n\n2024-01-02,\"two\nlines\",10,11,9,10.5\n2024-01-03,ok,10,9,11,10\n"
        #expect(readError(text)?.line == 5)
    }

    /// pandas' unnamed first column holding the dates (weekly_monthly/BTCUSD.csv): errors name no field.
    @Test func unnamedDateColumn() throws {
        #expect(try parse(",Open,High,Low,Close\n2024-01-31,1,2,0.5,1.5\n").series.bars.map(\.time) == [at(2024, 1, 31)])
        #expect(readError(",Open,High,Low,Close\n2024-01-31,1,2,0.5,1.5\n2024-02-30,1,2,0.5,1.5\n")
            == DataError(file: "inline.csv", line: 3, column: 1, reason: "'2024-02-30' is not a date this reader knows"))
    }

    /// Asking for a ticker in a file that names none used to title its bars with the asked name (the
    /// hardening issue's "--symbol MSFT on a file without a symbol column is ignored silently").
    @Test func symbolOptionOnAFileWithoutSymbolColumnIsAnError() throws {
        #expect(readError(header + "2024-01-02,10,11,9,10.5,100\n", options: .init(symbol: " XYZ "))?.reason
            == "no symbol column to choose ' XYZ ' from: the file holds one instrument, whose name it does not give")
    }

    @Test func missingFileIsAnError() {
        // Says why, and is marked unreadable (the CLI's exit 66, not 65).
        #expect(loadError("/nonexistent/bars.csv") == DataError.cannotRead("/nonexistent/bars.csv", "no such file"))
        #expect(loadError("/nonexistent/bars.csv")?.cannotRead == true)
    }

    @Test func oldMacLineEnds() throws {
        #expect(try parse("Date,Open,High,Low,Close\r2024-01-02,1,2,0.5,1.5\r2024-01-03,1,2,0.5,1.5\r").series.count == 2)
    }
}
