import Foundation
import Testing
import LiveChartData

/// Files that are not UTF-8 (`LegacyTextEncoding`): GBK from Chinese vendors, Windows-1252 from European ones,
/// decided by the bytes above 0x7F in the first 64 KiB; each read says which it took.
@Suite struct LegacyEncodingTests {
    /// The bytes the encoding is decided on (`LegacyTextEncoding.probeBytes`).
    static let probe = 64 * 1024

    /// A German export saved as Windows-1252: `Eröffnung` is `Er\xF6ffnung`, one byte for the ö. Read as GB18030,
    /// 0xF6 0x66 would be one Chinese character and the header would have no open column.
    @Test func windows1252GermanHeader() throws {
        let bytes: [UInt8] = Array("Datum;Er".utf8) + [0xF6] + Array("ffnung;Hoch;Tief;Schluss;Volumen\n23.03.2020;1,5;2,5;1,25;2,25;1.000\n".utf8)
        let result = try BarFileReader.parse(bytes: bytes, name: "onvista.csv")
        #expect(result.series.bars == [Bar(time: at(2020, 3, 23), open: 1.5, high: 2.5, low: 1.25, close: 2.25, volume: 1000)])
        #expect(result.columnNames.contains("Eröffnung"))
        #expect(result.warnings.first == "onvista.csv: not UTF-8: read as Windows-1252 (Latin-1)")
    }

    /// GBK headers: 日期 开盘 最高 最低 收盘 as GB2312 byte pairs (the bytes TongDaXin and older East Money files hold).
    @Test func gbkChineseHeader() throws {
        let gbk: [UInt8] = [0xC8, 0xD5, 0xC6, 0xDA, 0x2C, 0xBF, 0xAA, 0xC5, 0xCC, 0x2C, 0xD7, 0xEE, 0xB8, 0xDF, 0x2C,
                            0xD7, 0xEE, 0xB5, 0xCD, 0x2C, 0xCA, 0xD5, 0xC5, 0xCC, 0x0A]  // 日期,开盘,最高,最低,收盘
        let result = try BarFileReader.parse(bytes: gbk + Array("2020-07-14,3.1,3.3,3.0,3.2\n".utf8), name: "gbk.csv")
        #expect(result.columnNames == ["日期", "开盘", "最高", "最低", "收盘"])
        #expect(result.series.bars.count == 1 && result.series.bars[0].close == 3.2)
        #expect(result.warnings.first == "gbk.csv: not UTF-8: read as GB18030 (GBK)")
    }

    /// A byte that no encoding tried can hold is an error naming the line where UTF-8 stopped; one Windows-1252
    /// holds (0xFF, ÿ) is read and then refused as the field it spoils.
    @Test func bytesNoEncodingHolds() throws {
        let undefined = Array("Date,Open,High,Low,Close\n2020-01-02,1,2,0.5,1.5".utf8) + [0x81] + [0x0A]  // 0x81: undefined in Windows-1252
        #expect {
            try BarFileReader.parse(bytes: undefined, name: "bad.csv")
        } throws: { error in
            guard let error = error as? DataError else { return false }
            return error.line == 2 && error.reason == "byte 0x81 is not Windows-1252 (Latin-1), the encoding this file is read in; "
                + "save the file as UTF-8, or skip the line with --lenient"
        }
        let latin = Array("Date,Open,High,Low,Close\n2020-01-02,1,2,0.5,1.5".utf8) + [0xFF] + [0x0A]
        #expect {
            try BarFileReader.parse(bytes: latin, name: "bad.csv")
        } throws: { error in
            (error as? DataError)?.description == "bad.csv:2:5: field 'Close': '1.5ÿ' is not a number"
        }
    }

    /// UTF-8 is never re-read: a Chinese UTF-8 header loads with no note, and a long one-line JSON file whose
    /// 64 KiB probe ends inside a three-byte character is still UTF-8.
    @Test func utf8IsLeftAlone() throws {
        let chinese = try BarFileReader.parse(bytes: Array("日期,开盘,最高,最低,收盘\n2020-07-14,3.1,3.3,3.0,3.2\n".utf8), name: "u.csv")
        #expect(chinese.warnings.isEmpty && chinese.series.bars.count == 1)
        // One line of bars whose symbol is 上证; spaces before one bar put that bar's 上 last in the probe.
        var bars = (0..<800).map { k in #"{"date": \#(1_600_000_000 + 86_400 * k), "open": 1, "high": 2, "low": 0.5, "close": 1.5, "symbol": "上证"}"# }
        var json = "[" + bars.joined(separator: ", ") + "]"
        let last = Array(json.utf8)[..<LegacyEncodingTests.probe].lastIndex(of: 0xE4)!
        let bar = json.utf8[..<json.utf8.index(json.utf8.startIndex, offsetBy: last)].count { $0 == UInt8(ascii: "{") } - 1
        bars[bar] = String(repeating: " ", count: LegacyEncodingTests.probe - 1 - last) + bars[bar]
        json = "[" + bars.joined(separator: ", ") + "]"
        #expect(Array(json.utf8)[LegacyEncodingTests.probe - 1] == 0xE4)  // 上 begins with E4 B8 8A
        let result = try BarFileReader.parse(bytes: Array(json.utf8), name: "one-line.json")
        #expect(result.series.symbol == "上证" && result.series.bars.count == 800)
        #expect(!result.warnings.contains { $0.contains("not UTF-8") }, "\(result.warnings)")
    }

    /// Found by the attack of 2026-12-06: a GBK file holding a byte GB18030 cannot start a character with was
    /// refused at line 1 with the title's first byte; the line is the byte's, and `.lenient` skips that line alone.
    @Test func aBadByteIsNamedAtItsLine() throws {
        var lines = ["601006 大秦铁路 日线 前复权", "日期\t开盘\t最高\t最低\t收盘"].map(Self.gbk)
        lines += (1..<20).map { Array(String(format: "2020/01/%02d,1,2,0.5,1.5", $0).utf8) }
        lines[9].insert(0xFF, at: 11)  // line 10: 2020/01/08,\xFF1,…
        let bytes = Array(lines.joined(separator: [0x0A])) + [0x0A]
        #expect(throws: DataError(file: "bad.txt", line: 10, reason: "byte 0xFF is not GB18030 (GBK), the encoding this file is read in; "
                                  + "save the file as UTF-8, or skip the line with --lenient")) {
            try BarFileReader.parse(bytes: bytes, name: "bad.txt")
        }
        let lenient = try BarFileReader.parse(bytes: bytes, name: "bad.txt", options: BarReadOptions(policy: .lenient))
        #expect(lenient.series.bars.count == 18 && lenient.skippedRows == 1)
        #expect(lenient.warnings.prefix(2) == ["bad.txt: not UTF-8: read as GB18030 (GBK)",
                                               "bad.txt:10: skipped 1 line whose bytes are not GB18030 (GBK) (line 10)"])
    }

    /// Traditional characters in GBK have second bytes below 0xA1 (銀 is E3 79): still GB18030, not Windows-1252
    /// (the attack's `銀河娛樂` became `ãyºÓŠÊ˜·`, and `騰訊控股` was refused).
    @Test func traditionalChineseInGBK() throws {
        for name in ["銀河娛樂", "騰訊控股", "美團", "京東"] {
            let rows = (2..<6).map { "2020-01-0\($0),10,11,9,10.5,1000," }
            var bytes = Array("Date,Open,High,Low,Close,Volume,Symbol\r\n".utf8)
            for row in rows { bytes += Array(row.utf8) + Self.gbk(name) + [0x0D, 0x0A] }
            let result = try BarFileReader.parse(bytes: bytes, name: "hk.csv")
            #expect(result.series.symbol == name && result.warnings.first == "hk.csv: not UTF-8: read as GB18030 (GBK)")
        }
    }

    /// A UTF-8 file with one stray Windows-1252 byte, or whose later rows were pasted in GBK, stays UTF-8: the
    /// first bad line is an error (the attack's files were read whole as Windows-1252, or lost 1,000 rows).
    @Test func strayBytesInAUTF8File() throws {
        var stray = Array("Date,Open,High,Low,Close,Volume,Symbol,Note\n".utf8)
        for day in 2..<6 { stray += Array("2020-01-0\(day),10,11,9,10.5,1000,平安银行,".utf8) + (day == 3 ? [0x63, 0x61, 0x66, 0xE9] : [0x6F, 0x6B]) + [0x0A] }
        #expect(throws: DataError(file: "stray.csv", line: 3, reason: "byte 0xE9 is not UTF-8, as the rest of the file is; "
                                  + "save the file as UTF-8, or skip the line with --lenient")) {
            try BarFileReader.parse(bytes: stray, name: "stray.csv")
        }
        let lenient = try BarFileReader.parse(bytes: stray, name: "stray.csv", options: BarReadOptions(policy: .lenient))
        #expect(lenient.series.bars.count == 3 && lenient.series.symbol == "平安银行")
        var mixed = Array("Date,Open,High,Low,Close,Volume,Symbol\n".utf8)
        for day in 1...28 {
            let symbol = day <= 20 ? Array("大秦铁路".utf8) : Self.gbk("大秦铁路")
            mixed += Array(String(format: "2020-02-%02d,10,11,9,10.5,1000,", day).utf8) + symbol + [0x0A]
        }
        #expect { try BarFileReader.parse(bytes: mixed, name: "mixed.csv") } throws: { ($0 as? DataError)?.line == 22 }
    }

    /// Excel's "Unicode Text" is UTF-16 with a byte-order mark: decoded, with a note.
    @Test func utf16WithAByteOrderMark() throws {
        let text = "\u{FEFF}日期\t开盘\t最高\t最低\t收盘\r\n2020-07-14\t3.1\t3.3\t3.0\t3.2\r\n"
        for bytes in [Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }] {
            let result = try BarFileReader.parse(bytes: bytes, name: "excel.txt")
            #expect(result.series.bars.count == 1 && result.series.bars[0].close == 3.2)
            #expect(result.warnings.first == "excel.txt: not UTF-8: read as UTF-16")
        }
    }

    /// GBK bytes of `text` (GB18030 through Foundation).
    static func gbk(_ text: String) -> [UInt8] { Array(text.data(using: String.Encoding(rawValue: 0x8000_0632))!) }
}
