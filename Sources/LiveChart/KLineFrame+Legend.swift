import Foundation
import LiveChartCore

extension KLineFrame {
    /// The pane legends of indicator values at the crosshair bar (else the newest), each value in its
    /// line's colour; a displaced line's the value drawn at that bar (Ichimoku's cloud there).
    func legendLayer() -> Layer {
        let layer = Layer(name: "legend")
        guard let last = legendIndex else { return layer }
        var items: [(String, Color)] = []
        for s in chart.averages?.content.series ?? [] {
            items.append(("\(s.name): " + price(last < s.values.count ? s.values[last] : .nan), s.color))
        }
        for overlay in chart.overlays.map(\.content) {
            items.append((overlay.title, theme.text))
            for s in overlay.series { items.append(("\(s.name): " + price(s.value(drawnAt: last)), s.color)) }
        }
        let user = priceUserSeries
        for s in user.plain { items.append(("\(s.name): " + price(last < s.values.count ? s.values[last] : .nan), s.color)) }
        for (k, s) in user.compared.enumerated() {
            // A compared instrument reads as its change from its first visible value, as the percent axis does.
            let value = last < s.values.count ? s.values[last] : .nan
            let change = k < compareBases.count ? compareBases[k].map { value / $0 - 1 } : nil
            items.append(("\(s.name) " + (change.map { NumberFormat.percent($0) } ?? "—"), s.color))
        }
        layer.addSublayer(legendRow(items, in: layout.panes[0].legend, name: "legend.price"))
        for (n, pane) in panes.enumerated() {
            // The title leads unless the first series already carries it (VOL: 1.2M).
            var row: [(String, Color)] = pane.content.series.first?.name == pane.content.title ? [] : [(pane.content.title, theme.text)]
            for s in pane.content.series {
                let value = last < s.values.count ? s.values[last] : .nan
                let color = s.kind == .histogram || s.kind == .volumeBars ? theme.secondaryText : s.color
                row.append(("\(s.name): " + paneValue(value, in: pane), color))
            }
            layer.addSublayer(legendRow(row, in: pane.layout.legend, name: "legend.pane.\(n + 1)"))
        }
        return layer
    }

    /// The title line: symbol, period, and the OHLC, change and date of the legends' bar (the crosshair's,
    /// else the newest) as drawn: a Heikin-Ashi candle's computed values, a box's start, extent and end.
    func titleLayer() -> Layer {
        let labels = options.locale.ohlcLabels
        var items: [LegendRow.Item] = []
        let name = options.title ?? chart.series.symbol ?? ""
        if !name.isEmpty { items.append(LegendRow.Item(name, theme.text)) }
        if let period = chart.period { items.append(LegendRow.Item(options.locale.periodName(period), theme.secondaryText)) }
        if let i = legendIndex {
            let b = bars[i]
            let closeOnly = !options.fields.contains(.open)
            let ohlc = closeOnly ? "\(labels.close) \(price(b.close))"
                : "\(labels.open) \(price(b.open))  \(labels.high) \(price(b.high))  \(labels.low) \(price(b.low))  \(labels.close) \(price(b.close))"
            // On a narrow canvas the close alone stands for the group.
            items.append(LegendRow.Item(ohlc, color(of: b), short: "\(labels.close) \(price(b.close))"))
            if i > 0, bars[i - 1].close != 0 {
                let change = b.close / bars[i - 1].close - 1
                items.append(LegendRow.Item(NumberFormat.percent(change), change >= 0 ? upColor : downColor))
            }
            items.append(LegendRow.Item(timeLabels.fullLabel(time: b.time), theme.secondaryText))
        }
        return LegendRow.layer(items, in: layout.title, font: theme.titleFont, gap: 14, measurer: measurer, name: "title")
    }

    /// A legend or title row in the theme's label font unless `font` is given.
    func legendRow(_ items: [(String, Color)], in rect: CGRect, name: String, font: FontSpec? = nil, gap: Double = 10) -> Layer {
        LegendRow.layer(items, in: rect, font: font ?? theme.font, gap: gap, measurer: measurer, name: name)
    }
}
