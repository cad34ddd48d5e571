import Foundation
import Testing
import LiveChartData

/// The hardening issue's item 8: quoted decimal commas were read as thousands (`"100,00"` as 10000 and
/// `"100,000"` as 100000 in a `;` file, exit 0). The decimal mark is now decided once per file from its
/// numbers (`NumberEvidence`), thousands separators are taken only in groups of three, and a field that
/// could be read two ways with nothing in the file to tell is refused with its line and column.
@Suite struct DecimalDialectTests {
    private func closes(_ text: String) throws -> [Double] { try parse(text).series.bars.map(\.close) }

    /// A European export: `;` separator, decimal commas, point thousands, quoted or not.
    @Test func semicolonFileWithDecimalCommas() throws {
        let text = "Date;Open;High;Low;Close;Volume\n"
            + "2020-03-23;\"100,00\";\"101,50\";\"99,00\";\"100,000\";\"1.234.567\"\n"
            + "2020-03-24;100,5;1.001,25;99;100,25;2.000\n"
        let bars = try parse(text).series.bars
        #expect(bars.map(\.close) == [100, 100.25])
        #expect(bars.map(\.open) == [100, 100.5])
        #expect(bars.map(\.high) == [101.5, 1001.25])
        #expect(bars.map(\.volume) == [1_234_567, 2000])
    }

    /// The same `;` layout written with decimal points (NinjaTrader): the point is proven by `12.5`.
    @Test func semicolonFileWithDecimalPoints() throws {
        let text = "Date;Open;High;Low;Close;Volume\n2020-03-23;100.5;\"1,001.25\";99;100.000;\"1,234\"\n"
        let bar = try parse(text).series.bars[0]
        #expect(bar.open == 100.5 && bar.high == 1001.25 && bar.close == 100 && bar.volume == 1234)
    }

    /// Comma-separated files keep reading quoted thousands as thousands (Yahoo, investing.com).
    @Test func commaFileWithQuotedThousands() throws {
        #expect(try closes("Date,Open,High,Low,Close\n2020-03-23,\"1,234.5\",\"1,300\",\"1,200\",\"1,250.75\"\n") == [1250.75])
        #expect(try closes("Date,Open,High,Low,Close\n2020-03-23,\"1,234,567.5\",\"1,234,568\",\"1,234,567\",\"1,234,567.5\"\n") == [1_234_567.5])
    }

    /// A thousands separator only between groups of three: `1,23` and `12,34,567` are not numbers.
    @Test func invalidGroupsAreRefused() {
        let header = "Date,Open,High,Low,Close\n"
        let bad = readError(header + "2020-03-23,\"1,234.5\",\"1,300\",\"1,200\",\"12,34,567\"\n")
        #expect(bad?.line == 2 && bad?.column == 5 && bad?.field == "Close")
        #expect(bad?.reason.hasPrefix("'12,34,567' is not a number: a thousands separator ',' must stand between groups of three digits") == true,
                "\(String(describing: bad))")
        // A decimal comma among decimal points says so, naming the field that showed the file's mark.
        let mixed = readError(header + "2020-03-23,12.5,13,12,12.75\n2020-03-24,12.5,13,12,\"1,23\"\n")
        #expect(mixed == DataError(file: "inline.csv", line: 3, column: 5, field: "Close",
                                   reason: "'1,23' is written with a decimal comma, but this file's numbers use decimal points (as '12.5' on line 2 shows)"))
    }

    /// A `;` file whose every mark is followed by three digits: `100,000` and `1.234` read two ways.
    @Test func ambiguousFieldsAreRefusedWithTheirLocation() {
        let error = readError("Date;Open;High;Low;Close\n2020-03-23;100;101;99;100\n2020-03-24;100;101;99;\"100,000\"\n")
        #expect(error?.line == 3 && error?.column == 5 && error?.field == "Close", "\(String(describing: error))")
        #expect(error?.reason.contains("ambiguous") == true)
        #expect(readError("Date;Open;High;Low;Close\n2020-03-23;1.234;1.234;1.234;1.234\n")?.reason.contains("ambiguous") == true)
    }
}

/// `--adjust` reads the same file's action columns: they follow the bar reader's decisions (day-first
/// dates, decimal commas), or the actions would land on other days or not read at all.
@Suite struct AdjustmentDialectTests {
    @Test func actionsOfADayFirstDecimalCommaFileLandOnTheirBars() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adjust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("eu.csv").path
        try "Date;Open;High;Low;Close;Ex-Dividend\n02/01/2024;100,0;101,0;99,0;100,0;0\n13/01/2024;99,0;99,5;98,0;99,0;0,5\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        var pipeline = BarPipeline()
        pipeline.adjustment = .forward
        let bars = try pipeline.load(path: path).series.bars
        #expect(bars.map(\.time) == [at(2024, 1, 2), at(2024, 1, 13)])
        // The 0.5 dividend on 13 January scales the bar before by 1 − 0.5 / 100.
        #expect(abs(bars[0].close - 99.5) < 1e-9 && bars[1].close == 99, "\(bars.map(\.close))")
    }
}

/// German exports (onvista, comdirect, finanzen.net) name their columns in German and write a currency column.
/// A German header says decimal commas when no number proves a mark: onvista's prices of three decimals
/// (`14,384`) read as decimals, its `1.250` as a thousand.
@Suite struct GermanExportTests {
    @Test func onvistaLayout() throws {
        let text = "\u{FEFF}Datum;Eröffnung;Hoch;Tief;Schluss;Währung;Volumen\n"
            + "13.02.2015;14,384;14,389;14,192;14,235;EUR;1.250\n16.02.2015;14,235;14,300;14,100;14,290;EUR;0\n"
        let bars = try parse(text).series.bars
        #expect(bars == [Bar(time: at(2015, 2, 13), open: 14.384, high: 14.389, low: 14.192, close: 14.235, volume: 1250),
                         Bar(time: at(2015, 2, 16), open: 14.235, high: 14.3, low: 14.1, close: 14.29, volume: 0)])
        let schlusskurs = try parse("Datum;Eröffnung;Hoch;Tief;Schlusskurs;Stücke\n02.03.2026;100,50;102,00;99,50;101,25;1.234.567\n")
        #expect(schlusskurs.series.bars.map(\.close) == [101.25] && schlusskurs.series.bars.map(\.volume) == [1_234_567])
    }
}
