import Foundation

/// What a column (CSV) or key (JSON) of a bar file holds, recognised from its name.
enum BarRole: Sendable, Equatable {
    /// A date or a full date-time (`Date`, `timestamp`, `dt`, `trade_date`, `Start Date`, `日期`, `<DTYYYYMMDD>`…).
    case date
    /// `Time`: the time of day when a date column exists too, otherwise the date-time itself.
    case time
    case open, high, low, close
    case volume
    /// Turnover in the quote currency (`amount`, `成交金额`).
    case amount
    /// The instrument (`symbol`, `Ticker`, `ts_code`, `股票代码`).
    case symbol
    /// The instrument's name (`name`, `名称`, `股票名称`, `证券简称`), which becomes the chart's title.
    case name

    /// The role a header name announces, or `nil` for columns the reader ignores (`Adj Close`,
    /// `End Date`, `Währung`, an empty pandas index name…). German names (`Datum`, `Eröffnung`,
    /// `Hoch`, `Tief`, `Schluss`/`Schlusskurs`, `Volumen`/`Stücke`) are read as onvista and comdirect write them.
    ///
    /// Matching ignores ASCII case, spaces, `_`, `.`, `-` and angle brackets, so `" Open Price"`,
    /// `open_price` and `<OPEN>` are one name. O(name length).
    init?(headerName: String) {
        guard let role = Self.aliases[Self.key(headerName)] else { return nil }
        self = role
    }

    /// Whether `headerName` is one of the German names (`Datum`, `Schluss`, …), whose files write decimal commas.
    static func isGerman(_ headerName: String) -> Bool { germanNames.contains(key(headerName)) }

    private static let germanNames: Set<String> = ["datum", "eröffnung", "erster", "eröffnungskurs", "hoch", "tageshoch", "tief",
                                                   "tagestief", "schluss", "schlusskurs", "letzter", "volumen", "stücke"]

    /// A header name as the alias table keys it: lower case, without a trailing unit in brackets
    /// (`成交量(手)`, `Volume (shares)`, `成交额（元）`), spaces, `_`, `.`, `-`, angle brackets and quotes.
    static func key(_ headerName: String) -> String {
        var name = Substring(headerName.trimmingCharacters(in: .whitespaces))
        if name.hasSuffix(")") || name.hasSuffix("）"), let open = name.lastIndex(where: { $0 == "(" || $0 == "（" }), open > name.startIndex {
            name = name[..<open]
        }
        return String(name.lowercased().unicodeScalars.filter { !" _.-<>\t\"'".unicodeScalars.contains($0) })
    }

    private static let aliases: [String: BarRole] = {
        let table: [(BarRole, [String])] = [
            (.date, ["date", "datetime", "timestamp", "dt", "tradedate", "tradingdate", "startdate", "starttime",
                     "opentime", "microsoftdate", "dtyyyymmdd", "日期", "交易日期", "datum", "observationdate"]),
            (.time, ["time", "时间"]),
            (.open, ["open", "openprice", "开盘价", "开盘", "eröffnung", "erster", "eröffnungskurs"]),
            (.high, ["high", "highprice", "最高价", "最高", "高", "hoch", "tageshoch"]),
            (.low, ["low", "lowprice", "最低价", "最低", "低", "tief", "tagestief"]),
            (.close, ["close", "closeprice", "last", "lastprice", "收盘价", "收盘", "schluss", "schlusskurs", "letzter"]),
            (.volume, ["volume", "vol", "成交量", "总手", "交易量", "volumen", "stücke"]),
            (.amount, ["amount", "成交金额", "成交额", "金额"]),
            (.symbol, ["symbol", "ticker", "tscode", "code", "股票代码", "代码"]),
            (.name, ["name", "securityname", "名称", "股票名称", "证券名称", "证券简称", "股票简称"]),
        ]
        var map: [String: BarRole] = [:]
        for (role, names) in table { for name in names { map[name] = role } }
        return map
    }()

    /// The name used for this role in messages when a file has no header.
    var displayName: String {
        switch self {
        case .date: "Date"
        case .time: "Time"
        case .open: "Open"
        case .high: "High"
        case .low: "Low"
        case .close: "Close"
        case .volume: "Volume"
        case .amount: "Amount"
        case .symbol: "Symbol"
        case .name: "Name"
        }
    }
}
