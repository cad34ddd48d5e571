import LiveChartData

/// Which colour means "up": Chinese markets draw rising bars red, US markets green.
public enum ColorConvention: String, Sendable, CaseIterable {
    /// Red up, green down (China, Hong Kong, Taiwan, Korea).
    case cn
    /// Green up, red down (US, Europe).
    case us

    /// The convention the market's own broker apps draw by default, for a chart that was not told one: red up for
    /// the A-share session, for a symbol of a red-up exchange (`isRedUpSymbol`), and under the Chinese locale;
    /// green up otherwise. docs/themes.md writes the rule down.
    /// - Complexity: O(symbol length).
    public static func marketDefault(symbol: String?, session: TradingSession?, locale: ChartLocale) -> ColorConvention {
        session == .aShare || locale == .zh || symbol.map(isRedUpSymbol) == true ? .cn : .us
    }

    /// Whether `symbol` names a listing of an exchange whose brokers draw rising bars red: a suffix `.SH`, `.SS`,
    /// `.SZ`, `.BJ`, `.XSHG`, `.XSHE` (Shanghai, Shenzhen, Beijing), `.HK`, `.TW`, `.TWO`, `.KS`, `.KQ`; a prefix
    /// `SH`, `SZ` or `BJ` before six digits (TongDaXin's `SH601005`); or six digits alone (an A-share or Korean
    /// code, both red up). Case is ignored.
    public static func isRedUpSymbol(_ symbol: String) -> Bool {
        let upper = symbol.uppercased()
        func sixDigits<S: StringProtocol>(_ s: S) -> Bool { s.count == 6 && s.allSatisfy { $0.isASCII && $0.isNumber } }
        if let dot = upper.lastIndex(of: ".") {
            return ["SH", "SS", "SZ", "BJ", "XSHG", "XSHE", "HK", "TW", "TWO", "KS", "KQ"].contains(String(upper[upper.index(after: dot)...]))
        }
        if ["SH", "SZ", "BJ"].contains(String(upper.prefix(2))) { return sixDigits(upper.dropFirst(2)) }
        return sixDigits(upper)
    }
}
