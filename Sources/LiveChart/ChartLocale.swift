/// The language of a chart's labels.
public enum ChartLocale: String, Sendable, CaseIterable {
    case en, zh

    /// Short month name for month 1…12: "Mar" or "3月".
    public func monthName(_ month: Int) -> String {
        switch self {
        case .en: return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][(month - 1) % 12]
        case .zh: return "\(month)月"
        }
    }

    /// A day within a year on the time axis: "Mar 5" or "03-05".
    public func monthDay(_ month: Int, _ day: Int) -> String {
        switch self {
        case .en: return "\(monthName(month)) \(day)"
        case .zh: return (month < 10 ? "0\(month)" : "\(month)") + "-" + (day < 10 ? "0\(day)" : "\(day)")
        }
    }

    /// Labels of open, high, low, close, volume and change in a title or tooltip.
    public var ohlcLabels: (open: String, high: String, low: String, close: String, volume: String) {
        switch self {
        case .en: return ("O", "H", "L", "C", "VOL")
        case .zh: return ("开", "高", "低", "收", "成交量")
        }
    }

    /// Whether volumes use 万/亿 units.
    public var usesChineseUnits: Bool { self == .zh }
}
