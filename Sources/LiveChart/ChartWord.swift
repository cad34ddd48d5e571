/// The fixed words charts show, one table for every family: `ChartLocale.word(_:)` gives each in the
/// chart's language. Names the data carries (symbols, series, units) are never translated.
public enum ChartWord: Sendable, CaseIterable {
    /// Tooltip row of a bar's date (K-line) and of a minute's time (timeline).
    case date, time
    /// Price, average price, their short legend forms.
    case price, average, averageShort
    /// Change from the previous close, and a bar's high-low range over it.
    case change, amplitude
    /// The reference price a timeline's change is measured from, and its limit prices.
    case reference, limits
    /// Order book: side prefixes, the spread, the panel's heading.
    case ask, bid, spread, orderBook
    /// Score tooltip: who leads by how much, or that the score is level.
    case lead, tied
    /// The note that the newest bar's period is not over.
    case partialBar
    /// A finished game's header.
    case final

    /// The English and Chinese forms.
    var forms: (en: String, zh: String) {
        switch self {
        case .date: ("Date", "时间")
        case .time: ("Time", "时间")
        case .price: ("Price", "价格")
        case .average: ("Average", "均价")
        case .averageShort: ("Avg", "均价")
        case .change: ("Change", "涨跌幅")
        case .amplitude: ("Amplitude", "振幅")
        case .reference: ("ref", "基准")
        case .limits: ("limits", "跌停/涨停")
        case .ask: ("Ask ", "卖")
        case .bid: ("Bid ", "买")
        case .spread: ("spread", "价差")
        case .orderBook: ("Order book", "五档盘口")
        case .lead: ("Lead", "领先")
        case .tied: ("Tied", "平局")
        case .partialBar: ("last bar partial", "末根未完成")
        case .final: ("Final", "终场")
        }
    }
}

extension ChartLocale {
    /// `word` in this language.
    public func word(_ word: ChartWord) -> String { self == .zh ? word.forms.zh : word.forms.en }

    /// A trading session's name in the title: "A-share" / "A股", "US" / "美股", "24h" / "24小时"; other names as given.
    public func sessionName(_ name: String) -> String {
        guard self == .zh else { return name }
        return ["A-share": "A股", "US": "美股", "24h": "24小时"][name] ?? name
    }

    /// Several sessions on one chart: "5-day A-share" / "5日 A股".
    public func days(_ count: Int, of session: String) -> String {
        count == 1 ? session : self == .zh ? "\(count)日 \(session)" : "\(count)-day \(session)"
    }

    /// A basketball period's label: "Q1"…"Q4", "OT1"… (en) or "第1节"…"第4节", "加时1"… (zh).
    public func periodLabel(_ period: Int, regulationPeriods: Int) -> String {
        let overtime = period > regulationPeriods
        switch self {
        case .en: return overtime ? "OT\(period - regulationPeriods)" : "Q\(period)"
        case .zh: return overtime ? "加时\(period - regulationPeriods)" : "第\(period)节"
        }
    }
}
