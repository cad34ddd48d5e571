import LiveChartData

extension ChartLocale {
    /// The name of a bar period in the title: "5m", "Daily", "Weekly", "Monthly" (en) or "5分", "日线",
    /// "周线", "月线", "季线", "年线" (zh); multiples read "2W" or "2周".
    public func periodName(_ period: BarPeriod) -> String {
        let n = period.count
        switch (self, period.unit) {
        case (.en, .minute): return period.description
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
