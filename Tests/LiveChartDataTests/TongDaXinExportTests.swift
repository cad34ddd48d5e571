import Testing
import LiveChartData

/// TongDaXin exports in the layouts its "数据导出" writes (`TongDaXinExport`): rows separated by commas, tabs or
/// spaces, CRLF, minute bars with a 时间 column; and files that only look like one. The real GBK exports are in
/// RealExportTests.
@Suite struct TongDaXinExportTests {
    static let title = "600000 浦发银行 5分钟线 不复权"
    static let header = "      日期\t    时间\t    开盘\t    最高\t    最低\t    收盘\t    成交量\t    成交额"

    func read(_ text: String) throws -> BarLoadResult { try BarFileReader.parse(bytes: Array(text.utf8), name: "tdx.txt") }

    @Test(arguments: [",", "\t", ";", " "])
    func minuteRowsWithAnySeparator(_ separator: String) throws {
        let rows = [["2021/09/23", "0935", "8.51", "8.53", "8.50", "8.52", "1234500", "10518000.00"],
                    ["2021/09/23", "0940", "8.52", "8.55", "8.51", "8.54", "987600", "8433000.00"]]
        let text = ([Self.title, Self.header] + rows.map { $0.joined(separator: separator) } + ["数据来源:通达信", ""]).joined(separator: "\r\n")
        let result = try read(text)
        #expect(result.series.symbol == "600000")
        #expect(result.series.bars == [
            Bar(time: at(2021, 9, 23, 9, 35), open: 8.51, high: 8.53, low: 8.50, close: 8.52, volume: 1_234_500, amount: 10_518_000),
            Bar(time: at(2021, 9, 23, 9, 40), open: 8.52, high: 8.55, low: 8.51, close: 8.54, volume: 987_600, amount: 8_433_000),
        ])
        #expect(result.warnings.isEmpty)
    }

    /// Line numbers are the file's: the title and header count, so the bad row is line 4.
    @Test func errorsNameTheFilesLines() throws {
        let text = [Self.title, Self.header, "2021/09/23,0935,8.51,8.53,8.50,8.52,1234500,10518000.00",
                    "2021/09/23,0940,8.52,8.50,8.51,8.54,987600,8433000.00", "数据来源:通达信"].joined(separator: "\n")
        #expect(throws: DataError(file: "tdx.txt", line: 4, column: 4, field: "最高", reason: "high 8.5 is below low 8.51")) { try read(text) }
    }

    /// Files that are not exports read as before: a first line of four words with no period (线), or a title
    /// whose next line names no 日期, is the CSV reader's to refuse.
    @Test func lookalikesAreNotExports() throws {
        for first in ["600000 浦发银行 日K 前复权", "600000 浦发银行 日线 复权", "600000,浦发银行,日线"] {
            let text = [first, Self.header, "2021/09/23,0935,8.51,8.53,8.50,8.52,1234500,10518000.00"].joined(separator: "\n")
            #expect(throws: DataError.self) { try read(text) }
        }
        let noDate = [Self.title, "时间,开盘,最高,最低,收盘", "0935,8.51,8.53,8.50,8.52"].joined(separator: "\n")
        #expect(throws: DataError.self) { try read(noDate) }
    }

    /// A title and header with no rows: the reader's "no valid bar", on the file's terms.
    @Test func anExportWithNoRows() throws {
        #expect(throws: DataError.self) { try read([Self.title, Self.header, "数据来源:通达信"].joined(separator: "\n")) }
    }

    /// TongDaXin pads short names with spaces (`万 科Ａ`, kaifamiao/ReadBigData2's `SZ#000002.txt`): the name is
    /// whatever lies between the code and the period (the attack of 2026-12-06 found such exports refused).
    @Test func aNameWithSpaces() throws {
        let text = ["000002 万 科Ａ 日线 不复权", "      日期\t    开盘\t    最高\t    最低\t    收盘\t    成交量\t    成交额",
                    "1991/01/29\t14.58\t14.58\t14.58\t14.58\t15000\t218700.00", "数据来源:通达信"].joined(separator: "\r\n")
        let result = try read(text)
        #expect(result.series.symbol == "000002" && result.series.bars.count == 1)
    }

    /// `--symbol` takes the title's code or name, and says what the file holds otherwise.
    @Test func symbolChoiceNamesTheExportsInstrument() throws {
        let text = [Self.title, Self.header, "2021/09/23,0935,8.51,8.53,8.50,8.52,1234500,10518000.00"].joined(separator: "\n")
        for wanted in ["600000", "浦发银行"] {
            let result = try BarFileReader.parse(bytes: Array(text.utf8), name: "tdx.txt", options: BarReadOptions(symbol: wanted))
            #expect(result.series.bars.count == 1 && result.series.symbol == "600000")
        }
        #expect(throws: DataError(file: "tdx.txt", line: 1, field: "symbol", reason: "the file is TongDaXin's export of 600000 浦发银行, not '601006'")) {
            try BarFileReader.parse(bytes: Array(text.utf8), name: "tdx.txt", options: BarReadOptions(symbol: "601006"))
        }
    }

    /// A name with a unit in brackets keeps its space (`成交量 (手)`), a header of commas and spaces splits on the
    /// commas, and DOS's end-of-file mark after the footer is blank.
    @Test func headerNamesAndTheEndOfFileMark() throws {
        let rows = "2021/09/23,0935,8.51,8.53,8.50,8.52,1234500,10518000.00\n数据来源:通达信\n\u{1A}"
        let bracketed = try read(Self.title + "\n日期\t时间\t开盘\t最高\t最低\t收盘\t成交量 (手)\t成交额\n" + rows)
        #expect(bracketed.columnNames.contains("成交量 (手)") && bracketed.series.bars.first?.volume == 1_234_500)
        let commas = try read(Self.title + "\n日期, 时间, 开盘, 最高, 最低, 收盘, 成交量, 成交额\n" + rows)
        #expect(commas.columnNames.count == 8 && commas.series.bars.count == 1)
    }
}
