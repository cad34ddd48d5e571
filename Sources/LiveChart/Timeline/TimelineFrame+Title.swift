import Foundation
import LiveChartCore

extension TimelineFrame {
    /// The title line (symbol, session; the price of the crosshair's minute, else the last one, its change and
    /// percent change from that day's previous close, as the tooltip gives it; on a chart of several days also
    /// the change over them from the reference, the right axis's 0.00 %, as its crosshair tag gives it; the
    /// minute; the reference; that day's limits) and the pane legends (price and average of that minute; its volume).
    func titleLayer() -> Layer {
        let layer = Layer(name: "timeline.title")
        var items: [(String, Color)] = []
        let name = options.title ?? chart.symbol ?? ""
        if !name.isEmpty { items.append((name, theme.text)) }
        let locale = options.locale
        items.append((locale.days(max(days.count, 1), of: locale.sessionName(chart.session.name)), theme.secondaryText))
        let r = reference
        if let (d, i) = legendBar {
            let bar = days[d].bars[i], dayReference = chart.reference(ofShownDay: d) ?? r
            let tint = color(of: bar.close, against: dayReference)
            items.append((price(bar.close), tint))
            items.append(((bar.close >= dayReference ? "+" : "") + price(bar.close - dayReference), tint))
            items.append((NumberFormat.percent(bar.close / dayReference - 1), tint))
            if days.count > 1 {
                items.append((locale.days(days.count, of: NumberFormat.percent(bar.close / r - 1)), color(of: bar.close, against: r)))
            }
            items.append((TimeLabelFormatter(locale: options.locale, intraday: true).fullLabel(time: bar.time), theme.secondaryText))
        } else if let k = days.indices.last {
            items.append((CivilTime(secondsSince1970: Int64(days[k].day) * 86_400).isoDate, theme.secondaryText))
        }
        if hasReference {
            var named = locale.word(.reference) + " " + price(r)
            let before = chart.days.count - days.count - 1
            if days.count > 1, options.previousClose == nil, before >= 0 {
                named += " (" + TimeLabelFormatter(locale: locale, intraday: true).label(time: Int64(chart.days[before].day) * 86_400, weight: .day) + ")"
            }
            items.append((named, theme.secondaryText))
        }
        // The limits of the day the header shows (each day's are its own previous close's; the lines mark the first day's).
        let headerLimits = legendBar.flatMap { chart.reference(ofShownDay: $0.0) }.flatMap { options.limitRule.limits(previousClose: $0) } ?? limits
        if let l = headerLimits { items.append((locale.word(.limits) + " " + price(l.down) + " / " + price(l.up), theme.secondaryText)) }
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

    /// The drawn session and index of the bar the header and legends show: the crosshair's, else the newest.
    private var legendBar: (Int, Int)? {
        if let crosshair = chart.crosshair, let (i, _) = snappedBar(crosshair) { return (crosshair.day, i) }
        guard let d = days.indices.last(where: { !days[$0].bars.isEmpty }) else { return nil }
        return (d, days[d].bars.count - 1)
    }

    private func row(_ items: [(String, Color)], in rect: CGRect, font: FontSpec, gap: Double) -> TextLayer {
        LegendRow.layer(items, in: rect, font: font, gap: gap, measurer: measurer)
    }
}
