/// The ticker a bar file's name carries, for a title when the file itself names none:
/// "yahoofinance-AAPL-20040819-20180120" → "AAPL", "SPY_D" → "SPY", "WIKI-ORCL-2000-quandl" → "ORCL",
/// "BTCUSDT_1d" → "BTCUSDT", "000001.XSHG_1MIN" → "000001.XSHG".
public enum FileNameSymbol {
    /// Data vendors whose names prefix or suffix downloaded files.
    static let vendors: Set<String> = ["yahoofinance", "yahoo", "quandl", "wiki", "googlefinance", "google", "stooq", "binance",
                                       "bittrex", "poloniex", "barchart", "barchartdotcom", "nt", "tushare", "akshare", "eodhd"]
    /// Period words and codes ("D", "1d", "1MIN", "daily", "minute").
    static let periods: Set<String> = ["d", "w", "m", "q", "y", "daily", "weekly", "monthly", "minute", "min", "hourly", "intraday",
                                       "1min", "5min", "15min", "30min", "60min", "1m", "5m", "15m", "30m", "60m", "1h", "4h",
                                       "1d", "1w", "1mo", "1y"]

    /// The name's parts split at "-" and "_", less vendors, period codes and dates (all-digit parts of 8
    /// digits, 4 — a year — or up to 2): the one part left, upper-cased; the whole name when none or several
    /// remain (a pair "btc-usdt" stays as written), or when nothing was taken away ("sp500").
    /// - Complexity: O(name length).
    public static func symbol(fromFileName name: String) -> String {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let kept = parts.filter { part in
            let lower = part.lowercased()
            let digits = part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
            return !vendors.contains(lower) && !periods.contains(lower) && !(digits && (part.count == 8 || part.count == 4 || part.count <= 2))
        }
        guard parts.count > 1, kept.count == 1, let symbol = kept.first, symbol.contains(where: \.isLetter) || symbol.count >= 5 else { return name }
        return symbol.uppercased()
    }
}
