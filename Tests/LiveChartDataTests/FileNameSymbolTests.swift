import LiveChartData
import Testing

/// Titles from file names (the broker-grade issue, item 11: "titles fall back to the raw file name
/// (`yahoofinance-SPY-20080101-20180101`) where a symbol can be inferred"). The names are the shared data's.
@Suite struct FileNameSymbolTests {
    @Test func tickersComeOutOfVendorAndDateDecorations() {
        let cases = ["yahoofinance-SPY-20080101-20180101": "SPY", "yahoofinance-AAPL-20040819-20180120": "AAPL", "SPY_D": "SPY",
                     "WIKI-ORCL-2000-quandl": "ORCL", "BTCUSDT_1d": "BTCUSDT", "000001.XSHG_1MIN": "000001.XSHG",
                     "000001.SH_D": "000001.SH", "orcl-2010-googlefinance": "ORCL", "WIKI-GORO-2006-quandl": "GORO"]
        for (name, symbol) in cases { #expect(FileNameSymbol.symbol(fromFileName: name) == symbol, "\(name)") }
    }

    @Test func namesWithoutOneTickerStayAsWritten() {
        for name in ["sp500", "002032", "bittrex_btc-usdt", "poloniex_xrp-btc", "2006-01-02-volume-min-001", "贵州茅台", "Issue101_data", "asml.as"] {
            #expect(FileNameSymbol.symbol(fromFileName: name) == name, "\(name)")
        }
    }
}
