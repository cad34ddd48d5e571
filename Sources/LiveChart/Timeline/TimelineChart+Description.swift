import Foundation
import LiveChartCore
import LiveChartData

extension TimelineChart {
    /// The timeline in words, over the sessions drawn: "000001.XSHG intraday timeline, 2020-07-15, 09:30 to
    /// 15:00, 240 minutes. Last 3361.30, -1.56% on the previous close 3414.62. High 3482.91 at 09:31, low
    /// 3346.33 at 14:07." O(minutes drawn).
    public var accessibleText: AccessibleText? {
        let shown = shownDays
        let bars = shown.flatMap(\.bars)
        guard let first = bars.first, let last = bars.last else { return nil }
        let name = options.title ?? symbol ?? "Chart"
        let dates = TimeLabelFormatter(locale: .en, intraday: false), clock = TimeLabelFormatter(locale: .en, intraday: true)
        func time(_ t: Int64) -> String { String(clock.fullLabel(time: t).suffix(5)) }
        let decimals = PricePrecision.decimals(of: bars.map(\.close))
        let magnitude = bars.lazy.map(\.close).max() ?? 0
        func price(_ v: Double) -> String { NumberFormat.value(v, decimals: decimals, magnitude: magnitude) }
        let high = bars.max { $0.high < $1.high }!, low = bars.min { $0.low < $1.low }!
        let days = shown.count == 1 ? dates.fullLabel(time: first.time)
            : "\(shown.count) sessions, \(dates.fullLabel(time: first.time)) to \(dates.fullLabel(time: last.time))"
        var text = "\(name) intraday timeline, \(days), \(time(first.time)) to \(time(last.time)), \(bars.count) minutes. Last \(price(last.close))"
        if let reference = reference(ofShownDay: shown.count - 1), reference != 0 {
            text += ", \(NumberFormat.percent(last.close / reference - 1)) on the previous close \(price(reference))"
        }
        text += ". High \(price(high.high)) at \(time(high.time)), low \(price(low.low)) at \(time(low.time))."
        return AccessibleText(title: "\(name) · \(shown.count == 1 ? "Timeline" : "\(shown.count)-day timeline")", description: text)
    }
}
