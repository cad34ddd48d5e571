import Testing
import LiveChartData

/// Issue 15: numbers as vendors write them — investing.com's `Vol.` (`1.23M`, `456.7K`, `-` for none),
/// East Money's 万 / 亿, percent signs — read exactly through the exponent (1.23M is 1230000, not
/// 1229999.9999999998).
@Suite struct VendorNumberTests {
    @Test func investingVolumeSuffixesAndNone() throws {
        let text = "\"Date\",\"Price\",\"Open\",\"High\",\"Low\",\"Vol.\",\"Change %\"\n"
            + "\"03/24/2020\",\"1,234.50\",\"1,200.00\",\"1,240.00\",\"1,190.25\",\"1.23M\",\"2.85%\"\n"
            + "\"03/23/2020\",\"1,200.30\",\"1,210.00\",\"1,220.00\",\"1,180.00\",\"456.7K\",\"-1.23%\"\n"
            + "\"03/20/2020\",\"1,210.00\",\"1,215.00\",\"1,225.00\",\"1,205.00\",\"-\",\"0.10%\"\n"
        let bars = try parse(text).series.bars
        #expect(bars.map(\.volume) == [0, 456_700, 1_230_000])
        #expect(bars.map(\.close) == [1210, 1200.3, 1234.5])
    }

    @Test func eastMoneyWanAndYi() throws {
        let text = "日期,开盘,收盘,最高,最低,成交量,成交额\n2020-03-23,10.1,10.3,10.5,10.0,1.23万,4.5亿\n2020-03-24,10.3,10.4,10.6,10.2,123,1.2亿\n"
        let bars = try parse(text).series.bars
        #expect(bars.map(\.volume) == [12_300, 123])
        #expect(bars.map(\.amount) == [450_000_000, 120_000_000])
    }

    @Test func unitsOnlyAfterANumber() {
        for bad in ["M", "1.2MM", "1e3K", "K1", "1.2 万亿", "12%%"] {
            let error = readError("Date,Open,High,Low,Close,Volume\n2020-03-23,1,2,0.5,1.5,\(bad)\n")
            #expect(error?.field == "Volume" && error?.line == 2, "\(bad): \(String(describing: error))")
        }
    }
}

/// Chinese vendors' headers: investing.com's Chinese site (`高`, `低`, `交易量`), East Money and TongHuaShun
/// clients (`总手`, `金额`), and units in brackets after a name (`成交量(手)`, `成交额（元）`, `Volume (shares)`).
@Suite struct ChineseVendorHeaderTests {
    @Test func investingChinese() throws {
        let text = "\"日期\",\"收盘\",\"开盘\",\"高\",\"低\",\"交易量\",\"涨跌幅\"\n\"2020年3月23日\",\"2,660.17\",\"2,695.68\",\"2,702.26\",\"2,646.61\",\"2.81亿\",\"-3.11%\"\n"
        #expect(try parse(text).series.bars == [Bar(time: at(2020, 3, 23), open: 2695.68, high: 2702.26, low: 2646.61, close: 2660.17,
                                                     volume: 281_000_000)])
    }

    @Test func eastMoneyClientWithUnitsInBrackets() throws {
        let text = "时间,开盘,最高,最低,收盘,总手,金额\n2020-03-23,10.1,10.5,10.0,10.3,12345,1.27亿\n"
        #expect(try parse(text).series.bars.map(\.amount) == [127_000_000])
        let units = "日期,开盘价,最高价,最低价,收盘价,成交量(手),成交额（元）,Volume (shares)\n2020-03-23,10.1,10.5,10.0,10.3,123,4567,9\n"
        let bar = try parse(units).series.bars[0]
        #expect(bar.volume == 123 && bar.amount == 4567)
    }
}
