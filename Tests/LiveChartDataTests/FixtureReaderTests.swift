import Testing
import LiveChartData
import LiveChartTestSupport

/// Reads the hand-written files in Tests/Fixtures (see its README.md); expected values are the
/// fixtures' own lines, so these run in any clone.
@Suite struct FixtureReaderTests {
    @Test func quotedFieldsBOMAndCRLF() throws {
        let result = try BarFileReader.load(path: SharedData.fixture("quoted-bom-crlf.csv"))
        #expect(result.series.bars == [
            Bar(time: at(2024, 1, 2), open: 1234.5, high: 1250, low: 1200.25, close: 1240, volume: 12345),
            Bar(time: at(2024, 1, 3), open: 1240, high: 1260, low: 1230, close: 1255.5, volume: 25000),
        ])
        #expect(result.warnings.isEmpty && result.skippedRows == 0)
    }

    /// 02/01/2024 alone could be February 1st; 13/01/2024 two lines later proves day first.
    @Test func semicolonsAndDayFirstDates() throws {
        let bars = try BarFileReader.load(path: SharedData.fixture("semicolon-day-first.csv")).series.bars
        #expect(bars.map(\.time) == [at(2024, 1, 2), at(2024, 1, 13)])
        #expect(bars.map(\.volume) == [100, 200])
    }

    @Test func highBelowLowIsLocated() throws {
        let path = SharedData.fixture("high-below-low.csv")
        let error = loadError(path)
        #expect(error == DataError(file: path, line: 3, column: 3, field: "High", reason: "high 9.5 is below low 10.0"))
        #expect(error?.description == "\(path):3:3: field 'High': high 9.5 is below low 10.0")
        let lenient = try BarFileReader.load(path: path, options: .init(policy: .lenient))
        #expect(lenient.series.bars.map(\.time) == [at(2024, 1, 2), at(2024, 1, 4)])
        #expect(lenient.skippedRows == 1 && lenient.warnings == ["\(path):3:3: field 'High': high 9.5 is below low 10.0 (row skipped)"])
    }

    /// Newest first: read in reverse (oldest first), so line 4 is met before line 3, which repeats its
    /// date; line 3 is the one reported, and the one lenient mode skips.
    @Test func newestFirstWithDuplicate() throws {
        let path = SharedData.fixture("newest-first-duplicate.csv")
        let error = loadError(path)
        #expect(error?.line == 3 && error?.column == 1 && error?.field == "date")
        #expect(error?.reason == "time 2024-01-04 00:00:00 repeats the time of the bar on line 4 (the file runs newest first)")
        let lenient = try BarFileReader.load(path: path, options: .init(policy: .lenient))
        #expect(lenient.series.bars.map(\.time) == [at(2024, 1, 3), at(2024, 1, 4), at(2024, 1, 5)])
        #expect(lenient.series.bars.map(\.close) == [10.5, 11.6, 12.5])
        #expect(lenient.skippedRows == 1 && lenient.warnings.count == 1)
    }

    @Test func headerlessTabsWithSeparateTime() throws {
        let bars = try BarFileReader.load(path: SharedData.fixture("headerless-date-time.tsv")).series.bars
        #expect(bars == [
            Bar(time: at(2024, 1, 2, 9, 30), open: 10, high: 11, low: 9, close: 10.5, volume: 100),
            Bar(time: at(2024, 1, 2, 9, 31), open: 10.5, high: 11, low: 10, close: 10.8, volume: 50),
        ])
    }

    @Test func multiTickerFileNeedsAChoice() throws {
        let path = SharedData.fixture("two-tickers.csv")
        #expect(loadError(path) == DataError(file: path, line: 1, column: 1, field: "ts_code",
                                             reason: "the file holds 2 tickers: AAA, BBB; choose one (livechart: --symbol TICKER)"))
        let bbb = try BarFileReader.load(path: path, options: .init(symbol: "BBB"))
        #expect(bbb.series.symbol == "BBB" && bbb.series.bars.map(\.close) == [5.5, 5.8])
        #expect(try BarFileReader.load(path: path, options: .init(symbol: "'AAA")).series.bars.map(\.close) == [1.5, 1.8])
        #expect(loadError(path, options: .init(symbol: "CCC"))?.reason == "no rows for symbol 'CCC'; the file holds 2 tickers: AAA, BBB")
    }

    @Test func suspendedRowsAreSkippedWithOneWarning() throws {
        let path = SharedData.fixture("suspended-netease.csv")
        let result = try BarFileReader.load(path: path)
        #expect(result.series.symbol == "600000")
        #expect(result.series.bars == [
            Bar(time: at(2024, 1, 2), open: 9.9, high: 10.2, low: 9.8, close: 10.0, volume: 900, amount: 9000),
            Bar(time: at(2024, 1, 4), open: 10.2, high: 10.8, low: 10.1, close: 10.5, volume: 1000, amount: 10500),
        ])
        #expect(result.skippedRows == 1)
        #expect(result.warnings == ["\(path):3: skipped 1 suspended-day rows (open = high = low = close = 0), on lines 3"])
    }

    /// Epoch milliseconds, an ISO time with +01:00 (converted to UTC) and one with .999Z, all 10:00–12:00 UTC.
    @Test func jsonObjectWithDataArray() throws {
        let result = try BarFileReader.load(path: SharedData.fixture("bars.json"))
        #expect(result.series.bars == [
            Bar(time: at(2024, 1, 2, 10), open: 100, high: 102, low: 99.5, close: 101.5, volume: 10),
            Bar(time: at(2024, 1, 2, 11), open: 101.5, high: 103, low: 101, close: 102.5, volume: 0),
            Bar(time: at(2024, 1, 2, 12), open: 102.5, high: 103.25, low: 101.75, close: 102, volume: 0),
        ])
    }
}
