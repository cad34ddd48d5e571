import Foundation
import LiveChartCore
import LiveChartData

extension TimelineFrame {
    /// The crosshair: a vertical line through the snapped minute across the price and volume
    /// panes, a horizontal line at the pointer (or the price) with the price tag on the left axis
    /// and the change in percent on the right, the time under the plots, and a tooltip with
    /// time, price, change, average price and volume. Empty when the session has no bar yet.
    func crosshairLayer(_ crosshair: TimelineCrosshair) -> Layer {
        let layer = Layer(name: "timeline.crosshair")
        guard let (k, bar) = snappedBar(crosshair) else { return layer }
        let day = days[crosshair.day]
        let plot = layout.panes[0].plot
        let cx = x(day: crosshair.day, slot: day.slots[k])
        let cy = crosshairY(crosshair, bar: bar)
        var lines = vline(x: cx, from: plot.minY, to: plot.maxY)
        lines.append(vline(x: cx, from: layout.panes[1].plot.minY, to: layout.panes[1].plot.maxY))
        var tags: [(String, CGPoint, HorizontalAlignment)] = []
        if cy.isFinite {
            lines.append(hairline(y: cy, from: plot.minX, to: plot.maxX))
            let value = priceScale.value(atY: cy)
            tags.append((price(value), CGPoint(x: layout.leftAxis.maxX - 6, y: cy), .right))
            tags.append((NumberFormat.percent(value / reference - 1), CGPoint(x: layout.rightAxis.minX + 6, y: cy), .left))
        }
        tags.append((timeTag(bar), CGPoint(x: cx, y: layout.timeAxis.midY), .center))
        layer.addSublayer(ShapeLayer(name: "crosshair.lines", path: lines,
                                     stroke: StrokeStyle(color: theme.crosshair, lineWidth: onePixel, dash: [4, 3])))
        for (text, at, align) in tags {
            for part in CrosshairParts.tag(text, at: at, align: align, theme: theme, fill: theme.crosshair, measurer: measurer) {
                layer.addSublayer(part)
            }
        }
        layer.addSublayer(CrosshairParts.tooltip(tooltipRows(day: crosshair.day, index: k), anchor: .top(awayFromX: cx), plot: plot,
                                                 theme: theme, lineWidth: onePixel, measurer: measurer))
        return layer
    }

    /// The crosshair's horizontal line: at the pointer in the price plot, else at the minute's price.
    private func crosshairY(_ crosshair: TimelineCrosshair, bar: Bar) -> Double {
        let plot = layout.panes[0].plot
        return crosshair.y.flatMap { plot.minY...plot.maxY ~= $0 ? $0 : nil } ?? priceScale.y(for: bar.close)
    }

    /// The crosshair's time tag: the minute of one session, the date and minute of several.
    private func timeTag(_ bar: Bar) -> String {
        let formatter = TimeLabelFormatter(locale: options.locale, intraday: true)
        return days.count == 1 ? formatter.label(time: bar.time, weight: .minute) : formatter.fullLabel(time: bar.time)
    }

    /// Where the crosshair's tags sit, for the axes' tick labels to keep clear of: the y of its price and percent
    /// tags (nil for none) and the horizontal extent of its time tag; nil without a crosshair on a bar.
    var crosshairTags: (y: Double, timeSpan: ClosedRange<Double>)? {
        guard let crosshair = chart.crosshair, let (k, bar) = snappedBar(crosshair) else { return nil }
        let cx = x(day: crosshair.day, slot: days[crosshair.day].slots[k])
        let half = measurer.size(of: timeTag(bar), font: theme.font).width / 2 + 4
        return (crosshairY(crosshair, bar: bar), (cx - half)...(cx + half))
    }

    /// The index and bar of the last bar at or before the crosshair's slot (the first bar when the
    /// slot is before it); nil when the session has none or the crosshair's day is not drawn.
    func snappedBar(_ crosshair: TimelineCrosshair) -> (Int, Bar)? {
        guard days.indices.contains(crosshair.day) else { return nil }
        let day = days[crosshair.day]
        guard !day.bars.isEmpty else { return nil }
        // Slots strictly increase: binary search for the last slot ≤ crosshair.slot.
        var low = 0, high = day.slots.count
        while low < high {
            let mid = (low + high) / 2
            if day.slots[mid] <= crosshair.slot { low = mid + 1 } else { high = mid }
        }
        let k = max(low - 1, 0)
        return (k, day.bars[k])
    }

    /// Time, price, change against the session's reference, average price and volume of bar `k`.
    private func tooltipRows(day d: Int, index k: Int) -> [(String, String, Color)] {
        let bar = days[d].bars[k]
        let locale = options.locale
        let formatter = TimeLabelFormatter(locale: options.locale, intraday: true)
        var rows: [(String, String, Color)] = [(locale.word(.time), formatter.fullLabel(time: bar.time), theme.text)]
        let sessionReference = chart.reference(ofShownDay: d) ?? reference
        rows.append((locale.word(.price), price(bar.close), color(of: bar.close, against: sessionReference)))
        let change = bar.close / sessionReference - 1
        if change.isFinite {
            rows.append((locale.word(.change), NumberFormat.percent(change), color(of: bar.close, against: sessionReference)))
        }
        if options.showsAverage, averages.indices.contains(d), averages[d].indices.contains(k), averages[d][k].isFinite {
            rows.append((locale.word(.average), price(averages[d][k]), color(of: averages[d][k], against: sessionReference)))
        }
        rows.append((options.locale.ohlcLabels.volume, NumberFormat.volume(bar.volume, chinese: options.locale.usesChineseUnits), theme.text))
        return rows
    }
}
