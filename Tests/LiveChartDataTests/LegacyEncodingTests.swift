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
        #expect(result.warnings.first == "onvista.csv: not UTF-8: read as Windows-1252 (Latin-1), as European vendors write")
    }

    /// GBK headers: 日期 开盘 最高 最低 收盘 as GB2312 byte pairs (the bytes TongDaXin and older East Money files hold).
    @Test func gbkChineseHeader() throws {
        let gbk: [UInt8] = [0xC8, 0xD5, 0xC6, 0xDA, 0x2C, 0xBF, 0xAA, 0xC5, 0xCC, 0x2C, 0xD7, 0xEE, 0xB8, 0xDF, 0x2C,
                            0xD7, 0xEE, 0xB5, 0xCD, 0x2C, 0xCA, 0xD5, 0xC5, 0xCC, 0x0A]  // 日期,开盘,最高,最低,收盘
        let result = try BarFileReader.parse(bytes: gbk + Array("2020-07-14,3.1,3.3,3.0,3.2\n".utf8), name: "gbk.csv")
        #expect(result.columnNames == ["日期", "开盘", "最高", "最低", "收盘"])
        #expect(result.series.bars.count == 1 && result.series.bars[0].close == 3.2)
        #expect(result.warnings.first == "gbk.csv: not UTF-8: read as GB18030 (GBK), as Chinese vendors write")
    }

    /// A byte that no encoding tried can hold is an error naming the line where UTF-8 stopped; one Windows-1252
    /// holds (0xFF, ÿ) is read and then refused as the field it spoils.
    @Test func bytesNoEncodingHolds() throws {
        let undefined = Array("Date,Open,High,Low,Close\n2020-01-02,1,2,0.5,1.5".utf8) + [0x81] + [0x0A]  // 0x81: undefined in Windows-1252
        #expect {
            try BarFileReader.parse(bytes: undefined, name: "bad.csv")
        } throws: { error in
            guard let error = error as? DataError else { return false }
            return error.line == 2 && error.reason == "the file is not UTF-8 text (byte 0x81), nor Windows-1252; save it as UTF-8"
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
}
