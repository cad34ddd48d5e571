import Testing
import LiveChartData
import LiveChartTestSupport

/// Real exports committed in Tests/Fixtures (origins in Tests/Fixtures/SOURCES.md), so they run in any
/// clone. Expected values are the files' own lines.
@Suite struct RealExportTests {
    /// FRED's `DATE,DCOILWTICO`: one series column beside the date, and `.` on the 11 holidays of its
    /// first 299 rows. A close-only series: bars are the close, and the holidays are skipped with a note.
    @Test func fredSeriesWithMissingObservations() throws {
        let path = SharedData.fixture("fred-DCOILWTICO-2014.csv")
        let result = try BarFileReader.load(path: path)
        let bars = result.series.bars
        #expect(bars.count == 299 - 11 && result.skippedRows == 11)
        #expect(bars.first == Bar(time: at(2014, 1, 2), open: 95.14, high: 95.14, low: 95.14, close: 95.14))
        #expect(bars.last == Bar(time: at(2015, 2, 24), open: 48.48, high: 48.48, low: 48.48, close: 48.48))
        #expect(bars.map(\.close).min() == 44.08 && bars.map(\.close).max() == 107.95)
        #expect(result.fields == .close)
        #expect(result.warnings == [
            "\(path):1: only DATE,DCOILWTICO: no open, high or low; bars are the close alone (open = high = low = close)",
            "\(path):14: skipped 11 rows with no value ('.', '-' or empty), on lines 14, 34, 78, 104, 133, …",
        ])
    }

    /// investing.com's "DAX Historical Data" (English site): a BOM, CRLF, every field quoted, thousands commas,
    /// `Mon DD, YYYY` dates newest first, volumes in millions (`58.96M`) or `-` (none), a change column to
    /// ignore, and no line end after the last row. Lines 2–72 of the file (see SOURCES.md).
    @Test func investingComEnglishExport() throws {
        let result = try BarFileReader.load(path: SharedData.fixture("investing-DAX-2010.csv"))
        let bars = result.series.bars
        #expect(bars.count == 71 && result.skippedRows == 0)
        // Line 72, the oldest, read last: the file has no final line end.
        #expect(bars.first == Bar(time: at(2010, 3, 26), open: 6125.87, high: 6135.95, low: 6105.67, close: 6120.05, volume: 0))
        // Line 2: "Jul 05, 2010","5,816.20","5,853.75","5,861.05","5,809.37","58.96M","-0.31%"
        #expect(bars.last == Bar(time: at(2010, 7, 5), open: 5853.75, high: 5861.05, low: 5809.37, close: 5816.2, volume: 58_960_000))
        #expect(bars.filter { $0.volume == 0 }.count == 35)  // the 35 rows with "-"
        // Line 67, Easter Monday: a row of one price and no volume, kept as the vendor wrote it.
        #expect(bars.contains(Bar(time: at(2010, 4, 5), open: 6235.56, high: 6235.56, low: 6235.56, close: 6235.56, volume: 0)))
    }

    /// cn.investing.com's "上证50指数历史数据": Chinese headers with the close before the open, `2021年7月12日`
    /// dates, only numbers with thousands commas quoted, volumes in billions (`3.16B`) and one in thousands
    /// (`10.47K`: the vendor's own slip on the newest row, read as written). Lines 1–101 of the file.
    @Test func investingComChineseExport() throws {
        let result = try BarFileReader.load(path: SharedData.fixture("investing-cn-SSE50-2021.csv"))
        let bars = result.series.bars
        #expect(bars.count == 100 && result.skippedRows == 0)
        // Line 101: 2021年2月9日,"3,952.83","3,900.86","3,952.94","3,871.79",3.27B,1.60%
        #expect(bars.first == Bar(time: at(2021, 2, 9), open: 3900.86, high: 3952.94, low: 3871.79, close: 3952.83, volume: 3_270_000_000))
        // Line 2: 2021年7月12日,"3,378.13","3,385.12","3,385.68","3,357.13",10.47K,0.49%
        #expect(bars.last == Bar(time: at(2021, 7, 12), open: 3385.12, high: 3385.68, low: 3357.13, close: 3378.13, volume: 10_470))
    }

    /// TongDaXin's text export of 601005 重庆钢铁 (daily, forward-adjusted), in GBK: a title line, a header of
    /// space-padded names between tabs over comma-separated rows, amounts in yuan, and the footer
    /// `数据来源:通达信`. The first 100 rows and the footer (SOURCES.md).
    @Test func tongDaXinExportInGBK() throws {
        let path = SharedData.fixture("tdx-SH601005-2007.txt")
        let result = try BarFileReader.load(path: path)
        let bars = result.series.bars
        #expect(bars.count == 100 && result.skippedRows == 0)
        #expect(result.series.symbol == "601005")
        #expect(result.columnNames == ["日期", "开盘", "最高", "最低", "收盘", "成交量", "成交额"])
        // Line 3: 2007/02/28,5.20,6.74,5.20,6.70,219859812,1286140544.00
        #expect(bars.first == Bar(time: at(2007, 2, 28), open: 5.2, high: 6.74, low: 5.2, close: 6.7, volume: 219_859_812, amount: 1_286_140_544))
        // Line 102: 2007/07/25,7.43,7.70,7.43,7.64,10647522,82829016.00
        #expect(bars.last == Bar(time: at(2007, 7, 25), open: 7.43, high: 7.7, low: 7.43, close: 7.64, volume: 10_647_522, amount: 82_829_016))
        #expect(result.warnings == ["\(path): not UTF-8: read as GB18030 (GBK)"])
    }

    /// TongDaXin's forward adjustment (前复权) of 601006 大秦铁路 takes its first prices below zero: the strict read
    /// refuses line 3 and says why such prices occur; the lenient read keeps the 7 rows from 2006-09-13 on.
    @Test func tongDaXinForwardAdjustedPricesBelowZero() throws {
        let path = SharedData.fixture("tdx-SH601006-2006.txt")
        #expect {
            try BarFileReader.load(path: path)
        } throws: { error in
            guard let error = error as? DataError else { return false }
            return error.line == 3 && error.column == 4 && error.field == "最低" && error.reason.hasPrefix("price -0.35 is not positive")
                && error.reason.contains("前复权") && error.reason.contains("--lenient")
        }
        let lenient = try BarFileReader.load(path: path, options: BarReadOptions(policy: .lenient))
        #expect(lenient.series.bars.count == 7 && lenient.skippedRows == 31)
        // Line 34: 2006/09/13,0.12,0.42,0.09,0.23,182869204,1120141440.00
        #expect(lenient.series.bars.first == Bar(time: at(2006, 9, 13), open: 0.12, high: 0.42, low: 0.09, close: 0.23, volume: 182_869_204, amount: 1_120_141_440))
        #expect(lenient.warnings.contains { $0.hasPrefix("\(path):3:4:") && $0.contains("前复权") })
    }

    /// A MetaTrader 4 history export (EURUSD, H1): `YYYY.MM.DD` dates with the time in its own column, five-
    /// decimal prices with trailing zeros dropped, tick volumes, and bars stamped at :05 after each weekend's
    /// open (12 in these 150 rows). The first 150 rows (SOURCES.md).
    @Test func metaTraderHourlyExport() throws {
        let result = try BarFileReader.load(path: SharedData.fixture("metatrader-EURUSD60-2019.csv"))
        let bars = result.series.bars
        #expect(bars.count == 150 && result.skippedRows == 0)
        // Line 2: 2019.02.15,14:00,1.12525,1.12851,1.12514,1.12686,9915
        #expect(bars.first == Bar(time: at(2019, 2, 15, 14), open: 1.12525, high: 1.12851, low: 1.12514, close: 1.12686, volume: 9915))
        // Line 10: 2019.02.17,22:05,1.12923,1.12933,1.12876,1.12914,856 (after the weekend)
        #expect(bars[8] == Bar(time: at(2019, 2, 17, 22, 5), open: 1.12923, high: 1.12933, low: 1.12876, close: 1.12914, volume: 856))
        #expect(bars.filter { $0.time % 3600 == 300 }.count == 12)
    }
}
