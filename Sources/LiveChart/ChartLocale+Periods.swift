import LiveChartData

extension ChartLocale {
    /// The name of a bar period in the title: "5m", "60m", "4h", "Daily", "Weekly", "Monthly" (en) or "5分",
    /// "4小时", "日线", "周线", "月线", "季线", "年线" (zh); multiples read "2W" or "2周". Whole hours from two on
    /// are named in hours, as traders call them (240m is "4h").
    public func periodName(_ period: BarPeriod) -> String {
        let n = period.count
        let hours = period.unit == .minute && n >= 120 && n % 60 == 0 ? n / 60 : nil
        switch (self, period.unit) {
        case (.en, .minute): return hours.map { "\($0)h" } ?? period.description
        case (.zh, .minute) where hours != nil: return "\(hours!)小时"
        case (.en, _):
            let single = ["d": "Daily", "w": "Weekly", "M": "Monthly", "Q": "Quarterly", "Y": "Yearly"][period.unit.rawValue] ?? ""
            return n == 1 ? single : "\(n)\(period.unit.rawValue.uppercased())"
        case (.zh, .minute): return "\(n)分"
        case (.zh, _):
            let unit = ["d": "日", "w": "周", "M": "月", "Q": "季", "Y": "年"][period.unit.rawValue] ?? ""
            return n == 1 ? unit + "线" : "\(n)\(unit)"
        }
    }

    /// The name of a price adjustment in the title: "" for none, "Adj. fwd" / "前复权", "Adj. back" / "后复权".
    public func adjustmentName(_ adjustment: PriceAdjustment) -> String {
        switch (self, adjustment) {
        case (_, .none): return ""
        case (.en, .forward): return "Adj. fwd"
        case (.en, .backward): return "Adj. back"
        case (.zh, .forward): return "前复权"
        case (.zh, .backward): return "后复权"
        }
    }

    /// The note that the newest bar's period is not over: "last bar partial" / "末根未完成".
    public var partialBarNote: String { word(.partialBar) }
}
