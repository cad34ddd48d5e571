import Foundation
import LiveChartCore
import LiveChartData

extension KLineFrame {
    /// Behind the bars: the shaded pre- and post-market hours (`shadesExtendedHours`) and the day or session
    /// separators (`separators`), both in the theme's grid colour, through every pane. O(visible bars).
    func sessionLayer() -> Layer {
        let layer = Layer(name: "sessions")
        guard let visible, chart.period?.isIntraday == true else { return layer }
        if options.shadesExtendedHours, let session = options.session {
            var shade = Path()
            for run in extendedHourRuns(session, visible: visible) {
                let left = x(run.lowerBound) - timeScale.barSpacing / 2, right = x(run.upperBound) + timeScale.barSpacing / 2
                for pane in layout.panes {
                    let plot = pane.plot
                    let from = max(left, plot.minX), to = min(right, plot.maxX)
                    if to > from { shade.addRect(CGRect(x: from, y: plot.minY, width: to - from, height: plot.height)) }
                }
            }
            layer.addSublayer(ShapeLayer(name: "sessions.extendedHours", path: shade, fillColor: theme.grid.withAlphaMultiplied(by: 0.7)))
        }
        if options.separators != .none {
            var lines = Path()
            for i in separatorIndices(visible: visible) {
                let sx = x(i) - timeScale.barSpacing / 2
                guard sx >= layout.plot.minX, sx <= layout.plot.maxX else { continue }
                for pane in layout.panes { lines.append(vline(x: sx, from: pane.plot.minY, to: pane.plot.maxY)) }
            }
            let style = StrokeStyle(color: separatorColor, lineWidth: onePixel, dash: [3, 3])
            layer.addSublayer(ShapeLayer(name: "sessions.separators", path: lines, stroke: style))
        }
        return layer
    }

    /// The separators' colour: the theme's grid colour taken halfway to its axis line's, so a dashed line still
    /// reads over the grid's own lines and over shaded extended hours (which are the grid colour).
    var separatorColor: Color {
        let a = theme.grid, b = theme.axisLine
        return Color(red: (a.red + b.red) / 2, green: (a.green + b.green) / 2, blue: (a.blue + b.blue) / 2, alpha: (a.alpha + b.alpha) / 2)
    }

    /// The visible bars that start a day or a session (see `SessionSeparators`), each after the bar before it.
    func separatorIndices(visible: ClosedRange<Int>) -> [Int] {
        let first = max(visible.lowerBound, 1)
        guard first <= visible.upperBound else { return [] }
        let labels = timeLabels
        func day(_ i: Int) -> Int { TradingSession.day(of: labels.wallTime(bars[i].time)) }
        let dayStarts = (first...visible.upperBound).filter { day($0) != day($0 - 1) }
        guard options.separators == .session else { return dayStarts }
        let pause = max(SessionSeparators.minimumPause, 2 * (chart.period?.nominalSeconds ?? 60))
        let sessionStarts = (first...visible.upperBound).filter { bars[$0].time - bars[$0 - 1].time > pause }
        // A market that never pauses that long on screen (crypto) starts its sessions with the day.
        return sessionStarts.isEmpty ? dayStarts : sessionStarts
    }

    /// Runs of neighbouring visible bars in `session`'s extended hours, on the session zone's wall clock. O(visible).
    func extendedHourRuns(_ session: TradingSession, visible: ClosedRange<Int>) -> [ClosedRange<Int>] {
        let zone = chart.series.timeBasis == .instant ? session.timeZone ?? .utc : nil
        var runs: [ClosedRange<Int>] = []
        for i in visible {
            let wall = zone?.wallTime(of: bars[i].time) ?? bars[i].time
            guard session.isExtendedHours(barTime: wall) else { continue }
            // With gaps shown, a night between two days' extended hours is not shaded.
            if let last = runs.last, last.upperBound == i - 1, positions.position(i) - positions.position(i - 1) < 1.5 {
                runs[runs.count - 1] = last.lowerBound...i
            } else {
                runs.append(i...i)
            }
        }
        return runs
    }
}
