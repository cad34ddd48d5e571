import Foundation
import LiveChartCore
import LiveChartData

extension ScoreChart {
    /// Period bands and their labels: existing ones move and stretch within `tx`, new ones fade in.
    func updateBands(_ frame: ScoreFrame, in tx: Transaction) {
        let theme = options.theme
        let visibleLeft = Double(frame.plot.minX) - frame.offset
        var kept = Set<Int>()
        for band in frame.bands {
            kept.insert(band.period)
            var rect = Path()
            rect.addRect(CGRect(x: band.minX, y: Double(frame.plot.minY), width: band.maxX - band.minX, height: Double(frame.plot.height)))
            let overtime = options.periods.isOvertime(band.period)
            let fill = overtime ? theme.lineColor(2).withAlpha(0.08) : band.period % 2 == 1 ? theme.grid.withAlpha(0.7) : theme.background.withAlpha(0)
            let labelX = min(max(band.minX, visibleLeft) + 6, band.maxX - 28)
            let labelAt = CGPoint(x: labelX, y: Double(frame.plot.minY) + 5)
            if let (shape, label) = bandLayers[band.period] {
                shape.fillColor = fill
                shape.set(.path, rect, in: tx)
                label.set(.position, labelAt, in: tx)
                continue
            }
            let shape = ShapeLayer(name: "score.band.\(band.period)", path: rect, fillColor: fill)
            let run = TextRun(options.locale.periodLabel(band.period, regulationPeriods: options.periods.regulationPeriods), at: .zero, font: theme.font, color: theme.secondaryText,
                              horizontal: .left, vertical: .top)
            let label = TextLayer(name: "score.bandLabel.\(band.period)", runs: [run])
            label.position = labelAt
            back.addSublayer(shape)
            back.addSublayer(label)
            bandLayers[band.period] = (shape, label)
            if tx.animates {
                for layer in [shape, label] as [Layer] {
                    layer.add(BasicAnimation(.opacity, from: 0, to: 1, duration: tx.duration, timingFunction: tx.timingFunction), at: tx.time)
                }
            }
        }
        for (period, layers) in bandLayers where !kept.contains(period) {
            layers.band.removeFromSuperlayer()
            layers.label.removeFromSuperlayer()
            bandLayers[period] = nil
        }
    }

    /// Value ticks (0 and up) on the right of the plot and hairlines across it (redrawn, not animated:
    /// labels cannot morph).
    func updateAxis(_ frame: ScoreFrame) {
        let theme = options.theme
        let decimals = NiceTicks.decimals(forStep: frame.ticks.step)
        var lines = Path()
        var labels: [AxisLabels.Value] = []
        for value in frame.ticks.values where value >= 0 {
            let y = frame.valueScale.y(for: value)
            guard y >= Double(frame.plot.minY) - 0.5, y <= Double(frame.plot.maxY) + 0.5 else { continue }
            let snapped = PixelSnapping.centre(y, pixelRatio: context.pixelRatio)
            lines.addLine(from: CGPoint(x: frame.plot.minX, y: snapped), to: CGPoint(x: frame.plot.maxX, y: snapped))
            labels.append(AxisLabels.Value(y: y, text: NumberFormat.fixed(value, decimals: decimals), color: theme.secondaryText))
        }
        let runs = AxisLabels.value(labels, side: .right, column: frame.layout.rightAxis, plot: frame.plot, font: theme.font, inset: -0.5)
        grid.path = lines
        grid.stroke = StrokeStyle(color: theme.axisLine.withAlpha(0.45), lineWidth: 1 / context.pixelRatio)
        axis.runs = runs
    }

    /// The title top left; the period and clock of the latest event and the latest score top right,
    /// each team's name and points in its colour, the home team rightmost (`LegendRow` both).
    func updateHeader(_ frame: ScoreFrame) {
        let theme = options.theme, row = frame.layout.title
        var scoreFont = theme.titleFont
        scoreFont.size += ScoreFrame.scoreFontGrowth
        let last = events.last
        var right = [LegendRow.Item("\(homeName) \(last?.home ?? 0)", options.resolvedHomeColor, font: scoreFont),
                     LegendRow.Item("\(awayName) \(last?.away ?? 0)", options.resolvedAwayColor, font: scoreFont)]
        if isFinal {
            right.append(LegendRow.Item(finalLabel, theme.text))
        } else if let last {
            right.append(LegendRow.Item(clockLabel(last), theme.secondaryText))
        }
        let title = [LegendRow.Item(options.title ?? "\(awayName) @ \(homeName)", theme.text, font: theme.titleFont)]
        header.runs = LegendRow.layer(title, in: row, font: theme.font, gap: 16, measurer: measurer).runs
            + LegendRow.layer(right, in: row, font: theme.font, gap: 16, measurer: measurer, from: .trailing).runs
    }

    /// "Final", "Final/OT", "Final/2OT" (en) or "终场" (zh), after the periods the game went to.
    var finalLabel: String {
        let overtimes = max(periodCount, events.last?.period ?? 0) - options.periods.regulationPeriods
        guard options.locale == .en, overtimes > 0 else { return options.locale.word(.final) }
        return options.locale.word(.final) + "/" + (overtimes == 1 ? "OT" : "\(overtimes)OT")
    }

    /// An event's period and game clock: "Q3 5:07", "加时1 0:56".
    func clockLabel(_ event: ScoringEvent) -> String {
        // A clock beyond a day is not a game's: clamped so a hostile feed cannot trap the conversion.
        let clock = Int(min(max(event.clockRemaining, 0), 86_400).rounded(.down))
        return "\(options.locale.periodLabel(event.period, regulationPeriods: options.periods.regulationPeriods)) \(clock / 60):"
            + String(format: "%02d", clock % 60)
    }
}
