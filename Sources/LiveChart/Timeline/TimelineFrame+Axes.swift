import Foundation
import LiveChartCore

extension TimelineFrame {
    /// Prices on the left and percent changes on the right at the same symmetric ticks (coloured up above
    /// the reference, down below; no percents before there is a reference, no prices before a book either),
    /// volume labels right of the volume pane (none while nothing traded), and below the plots the session's
    /// times (one session or none yet) or each session's date (several); placed by `AxisLabels`.
    func axisLayer() -> Layer {
        let layer = Layer(name: "timeline.axes")
        let plot = layout.panes[0].plot, font = theme.font
        var prices: [AxisLabels.Value] = [], percents: [AxisLabels.Value] = []
        for f in percentTicks where hasPrices {
            let value = reference * (1 + f), y = priceScale.y(for: value), tint = color(of: value, against: reference)
            prices.append(AxisLabels.Value(y: y, text: axisPrice(value), color: tint))
            if hasReference { percents.append(AxisLabels.Value(y: y, text: NumberFormat.percent(f), color: tint)) }
        }
        // The crosshair's price and percent tags and its time tag hide the tick labels they would cover.
        let tag = crosshairTags
        let reserved = tag.map { [$0.y] } ?? []
        var runs = AxisLabels.value(prices, side: .left, column: layout.leftAxis, plot: plot, font: font, inset: 5, reserved: reserved)
        runs += AxisLabels.value(percents, side: .right, column: layout.rightAxis, plot: plot, font: font, inset: 5, reserved: reserved)
        let volume = layout.panes[1].plot
        // A label at the top is pulled down to sit whole inside the pane.
        let volumes = volumeTicks.map { v in
            AxisLabels.Value(y: max(volumeScale.y(for: v), volume.minY + font.size / 2 + 1),
                             text: NumberFormat.volumeTick(v, chinese: options.locale.usesChineseUnits), color: theme.secondaryText)
        }
        runs += AxisLabels.value(volumes, side: .right, column: layout.rightAxis, plot: volume, font: font, inset: 0)
        runs += AxisLabels.time(days.count <= 1 ? sessionTimes() : dateLabels(), axis: layout.timeAxis, font: font,
                                color: theme.secondaryText, measurer: measurer, lastWins: days.count <= 1,
                                reserved: tag.map { [$0.timeSpan] } ?? [])
        layer.addSublayer(TextLayer(name: "timeline.axes.labels", runs: runs))
        return layer
    }

    /// Round volumes for the volume pane's labels and grid lines (400K and 200K, not the scale's top, the largest
    /// bar plus 8 %, and its half: `105` and `52.38`); none while nothing traded.
    var volumeTicks: [Double] {
        guard hasVolume else { return [] }
        return NiceTicks.ticks(lower: 0, upper: volumeScale.range.upperBound, maxCount: 4).values.filter { $0 > 0 }
    }

    /// The session's marks (09:30, 10:30, 11:30/13:00, 14:00, 15:00): the first left-aligned at the open,
    /// the last right-aligned at the close (it wins over a mark it would touch), the rest centred.
    private func sessionTimes() -> [AxisLabels.Time] {
        let marks = chart.session.marks
        return marks.enumerated().map { n, mark in
            AxisLabels.Time(x: boundaryX(day: 0, index: mark.index), text: mark.label,
                            align: n == 0 ? .left : n == marks.count - 1 ? .right : .center)
        }
    }

    /// Each session's date centred under its column ("Jul 9", "07-09").
    private func dateLabels() -> [AxisLabels.Time] {
        let formatter = TimeLabelFormatter(locale: options.locale, intraday: true)
        return days.enumerated().map { k, day in
            AxisLabels.Time(x: (boundaryX(day: k, index: 0) + boundaryX(day: k, index: minutes)) / 2,
                            text: formatter.label(time: Int64(day.day) * 86_400, weight: .day))
        }
    }
}
