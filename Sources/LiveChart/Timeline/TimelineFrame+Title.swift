import Foundation
import LiveChartCore

extension TimelineFrame {
    /// The title line (symbol, session, date, last price, change and percent change from the reference,
    /// limits) and the pane legends (price and average of the crosshair's minute, else the last one; its volume).
    func titleLayer() -> Layer {
        let layer = Layer(name: "timeline.title")
        var items: [(String, Color)] = []
        let name = options.title ?? chart.symbol ?? ""
        if !name.isEmpty { items.append((name, theme.text)) }
        let locale = options.locale
        items.append((locale.days(max(days.count, 1), of: locale.sessionName(chart.session.name)), theme.secondaryText))
        let lastDay = days.indices.last
        // One reference for the header's change and the axis's 0.00 %: the first drawn session's (for a
        // five-day chart, the close before its first day), named by its session when there is one.
        let r = reference
        if let k = lastDay, let bar = days[k].bars.last {
            let color = color(of: bar.close, against: r)
            items.append((price(bar.close), color))
            items.append(((bar.close >= r ? "+" : "") + price(bar.close - r), color))
            items.append((NumberFormat.percent(bar.close / r - 1), color))
        }
        if let k = lastDay {
            let c = CivilTime(secondsSince1970: Int64(days[k].day) * 86_400)
            let time = days[k].bars.last.map { TimeLabelFormatter(locale: options.locale, intraday: true).fullLabel(time: $0.time) }
            items.append((time ?? c.isoDate, theme.secondaryText))
        }
        if hasReference {
            var named = locale.word(.reference) + " " + price(r)
            let before = chart.days.count - days.count - 1
            if days.count > 1, options.previousClose == nil, before >= 0 {
                named += " (" + TimeLabelFormatter(locale: locale, intraday: true).label(time: Int64(chart.days[before].day) * 86_400, weight: .day) + ")"
            }
            items.append((named, theme.secondaryText))
        }
        if let limits { items.append((locale.word(.limits) + " " + price(limits.down) + " / " + price(limits.up), theme.secondaryText)) }
        layer.addSublayer(row(items, in: layout.title, font: theme.titleFont, gap: 14))
        var legend: [(String, Color)] = []
        if let (d, i) = legendBar {
            let bar = days[d].bars[i]
            legend.append((locale.word(.price) + " " + price(bar.close), lineColor))
            if options.showsAverage, averages.indices.contains(d), averages[d].indices.contains(i) {
                legend.append((locale.word(.averageShort) + " " + price(averages[d][i]), averageColor))
            }
            let volume = NumberFormat.volume(bar.volume, chinese: locale.usesChineseUnits)
            layer.addSublayer(row([(options.locale.ohlcLabels.volume + " " + volume, theme.secondaryText)], in: layout.panes[1].legend, font: theme.font, gap: 10))
        }
        layer.addSublayer(row(legend, in: layout.panes[0].legend, font: theme.font, gap: 12))
        return layer
    }

    /// The drawn session and index of the bar the legends show: the crosshair's, else the newest.
    private var legendBar: (Int, Int)? {
        if let crosshair = chart.crosshair, let (i, _) = snappedBar(crosshair) { return (crosshair.day, i) }
        guard let d = days.indices.last, !days[d].bars.isEmpty else { return nil }
        return (d, days[d].bars.count - 1)
    }

    private func row(_ items: [(String, Color)], in rect: CGRect, font: FontSpec, gap: Double) -> TextLayer {
        LegendRow.layer(items, in: rect, font: font, gap: gap, measurer: measurer)
    }
}
