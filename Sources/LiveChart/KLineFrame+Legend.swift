import Foundation
import LiveChartCore

extension KLineFrame {
    /// The pane legends of indicator values at the crosshair bar (else the newest), each value in its
    /// line's colour; a displaced line's the value drawn at that bar (Ichimoku's cloud there). A legend too
    /// long for its row wraps onto the rows the layout gave it (`legendLines`).
    func legendLayer() -> Layer {
        let layer = Layer(name: "legend")
        guard let last = legendIndex else { return layer }
        let rows = KLineFrame.legendRows(of: chart, userSeries: priceUserSeries, lowerPanes: panes.map(\.content), at: last, theme: theme,
                                         price: price) { k, value in
            // A compared instrument reads as its change from its first visible value, as the percent axis does.
            let change = k < compareBases.count ? compareBases[k].map { value / $0 - 1 } : nil
            return change.map { NumberFormat.percent($0) } ?? "—"
        } paneValue: { value, n in paneValue(value, in: panes[n]) }
        for (n, row) in rows.enumerated() where n < layout.panes.count {
            let rect = layout.panes[n].legend
            let name = n == 0 ? "legend.price" : "legend.pane.\(n)"
            layer.addSublayer(legendRow(row, in: rect, name: name, lines: layout.panes[n].legendLines))
        }
        return layer
    }

    /// The legend rows at bar `last`, the price pane's first, then each of `lowerPanes`': every item's text
    /// and colour, values written by `price` (the price pane's), `compared` (the k-th compared instrument's
    /// value) and `paneValue` (a value of lower pane n). The layout calls it with the widest values to
    /// reserve the rows the drawn legend wraps onto. O(lines).
    static func legendRows(of chart: KLineChart, userSeries: (plain: [PaneSeries], compared: [PaneSeries]), lowerPanes: [PaneContent],
                           at last: Int, theme: Theme,
                           price: (Double) -> String, compared: (Int, Double) -> String,
                           paneValue: (Double, Int) -> String) -> [[(String, Color)]] {
        var items: [(String, Color)] = []
        func value(_ s: PaneSeries) -> Double { last < s.values.count ? s.values[last] : .nan }
        for s in chart.averages?.content.series ?? [] { items.append(("\(s.name): " + price(value(s)), s.color)) }
        for overlay in chart.overlays.map(\.content) {
            items.append((overlay.title, theme.text))
            for s in overlay.series { items.append(("\(s.name): " + price(s.value(drawnAt: last)), s.color)) }
        }
        for s in userSeries.plain { items.append(("\(s.name): " + price(value(s)), s.color)) }
        for (k, s) in userSeries.compared.enumerated() { items.append(("\(s.name) " + compared(k, value(s)), s.color)) }
        var rows = [items]
        for (n, content) in lowerPanes.enumerated() {
            // The title leads unless the first series already carries it (VOL: 1.2M).
            var row: [(String, Color)] = content.series.first?.name == content.title ? [] : [(content.title, theme.text)]
            for s in content.series {
                let color = s.kind == .histogram || s.kind == .volumeBars ? theme.secondaryText : s.color
                row.append(("\(s.name): " + paneValue(value(s), n), color))
            }
            rows.append(row)
        }
        return rows
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

    /// Points between two legend items.
    static let legendGap = 10.0

    /// A legend or title row in the theme's label font unless `font` is given, on `lines` rows of `rect`.
    func legendRow(_ items: [(String, Color)], in rect: CGRect, name: String, font: FontSpec? = nil, gap: Double = legendGap, lines: Int = 1) -> Layer {
        LegendRow.layer(items, in: rect, font: font ?? theme.font, gap: gap, measurer: measurer, name: name, lines: lines)
    }
}
