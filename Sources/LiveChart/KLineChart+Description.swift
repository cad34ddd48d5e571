import Foundation
import LiveChartCore
import LiveChartData

extension KLineChart {
    /// The chart in words, over the bars on screen (`viewport`, else the newest `visibleBarCount`):
    /// "SPY · Daily" and "SPY daily candlestick chart, 2020-04-06 to 2020-08-28, 100 bars. Last close 350.58,
    /// +0.65% on the bar before. High 350.72 on 2020-08-28, low 246.23 on 2020-04-06." O(bars on screen).
    public var accessibleText: AccessibleText? {
        let bars = series.bars
        guard !bars.isEmpty else { return nil }
        var range = max(0, bars.count - (visibleBarCount ?? bars.count))...(bars.count - 1)
        if boxSize == nil, let shown = viewport?.timeScale.visibleBarIndices, shown.lowerBound < bars.count {
            range = max(shown.lowerBound, 0)...min(shown.upperBound, bars.count - 1)
        }
        let locale = ChartLocale.en
        let name = options.title ?? series.symbol ?? "Chart"
        let periodName = period.map { locale.periodName($0) }
        let dates = timeLabelFormatter(locale: locale)
        let decimals = options.priceDecimals ?? priceDecimals
        func price(_ v: Double) -> String {
            options.priceDecimals != nil ? NumberFormat.fixed(v, decimals: decimals) : NumberFormat.value(v, decimals: decimals, magnitude: highestPrice)
        }
        let shown = bars[range]
        let high = shown.indices.max { shown[$0].high < shown[$1].high }!, low = shown.indices.min { shown[$0].low < shown[$1].low }!
        let last = bars[range.upperBound]
        var text = "\(name) \(periodName.map { $0.lowercased() + " " } ?? "")\(options.style.displayName) chart, "
            + "\(dates.fullLabel(time: shown.first!.time)) to \(dates.fullLabel(time: last.time)), \(shown.count) bar\(shown.count == 1 ? "" : "s"). "
            + "Last close \(price(last.close))"
        if range.upperBound > 0, bars[range.upperBound - 1].close != 0 {
            text += ", \(NumberFormat.percent(last.close / bars[range.upperBound - 1].close - 1)) on the bar before"
        }
        text += ". High \(price(bars[high].high)) on \(dates.fullLabel(time: bars[high].time)), low \(price(bars[low].low)) on \(dates.fullLabel(time: bars[low].time))."
        return AccessibleText(title: [name, periodName].compactMap { $0 }.joined(separator: " · "), description: text)
    }
}
