import Foundation
import LiveChartCore
import LiveChartData

/// Everything one state of a `ScoreChart` needs, computed once per arrival, pinch or resize: layout,
/// each point's content x, the scroll offset, the visible points, the value scale, both teams' paths
/// and the period bands. Point 0 is the opening tip (0:0); point k ≥ 1 is event k − 1.
struct ScoreFrame {
    /// The whole canvas, in points.
    let size: CGSize
    /// The title row, the plot and the value axis (right), from the shared pane grid.
    let layout: PaneGrid
    /// Where the lines are drawn, in canvas points.
    var plot: CGRect { layout.plot }
    /// Each point's x in content points (the content layer is shifted by `offset`).
    let xs: [Double]
    /// The content layers' x position: the newest point stays `rightInset` points inside the plot's
    /// right edge once the game no longer fits, otherwise the tip sits `leftInset` inside the left edge.
    let offset: Double
    /// Points whose x falls inside the plot after scrolling (at least the last one).
    let visible: ClosedRange<Int>
    /// Score to y, over the visible points' scores with padding and the minimum span.
    let valueScale: PriceScale
    /// The home and away teams' scores per point.
    let home: [Int]
    let away: [Int]
    /// The period bands, in content points.
    let bands: [ScoreBand]
    /// The value axis's ticks.
    let ticks: (step: Double, values: [Double])
    /// Content-space x scale: points per event (or per 20 s of game time).
    let spacing: Double
    /// Whether lines are drawn as steps (the game-clock axis).
    let steps: Bool

    static let leftInset = 10.0, rightInset = 18.0
    /// Points the header's score is larger than the title font.
    static let scoreFontGrowth = 3.0

    init(events: [ScoringEvent], periodCount: Int, size: CGSize, options: ScoreOptions, axisWidth: Double) {
        self.size = size
        steps = options.xAxis == .gameClock
        var metrics = PaneGrid.Metrics(theme: options.theme)
        metrics.titleHeight = options.theme.titleFont.size + ScoreFrame.scoreFontGrowth + 16  // the header's score is larger
        layout = PaneGrid(size: size, metrics: metrics, rightAxisWidth: axisWidth, legendRows: false,
                          timeAxis: false)
        let plot = layout.plot
        home = [0] + events.map(\.home)
        away = [0] + events.map(\.away)
        let rules = options.periods
        let units: [Double] = options.xAxis == .eventIndex
            ? (0...events.count).map(Double.init)
            : [0] + events.map { $0.elapsed(in: rules) / 20 }
        let room = Double(plot.width) - ScoreFrame.leftInset - ScoreFrame.rightInset
        if options.fitsWholeGame {
            let lastPeriod = max(periodCount, events.last?.period ?? 1)
            let end = options.xAxis == .eventIndex ? units[units.count - 1]
                : (rules.start(of: lastPeriod) + rules.length(of: lastPeriod)) / 20
            spacing = room / max(end, 1)
        } else {
            spacing = min(max(options.pointsPerEvent, options.pointsPerEventRange.lowerBound), options.pointsPerEventRange.upperBound)
        }
        let step = spacing
        let x = units.map { $0 * step }
        xs = x
        let last = x[x.count - 1]
        let shift = Double(plot.minX) + (last <= room ? ScoreFrame.leftInset : ScoreFrame.leftInset + room - last)
        offset = shift
        let left = Double(plot.minX) - 0.5
        let lo = x.firstIndex { $0 + shift >= left } ?? x.count - 1
        let window = lo...(x.count - 1)
        visible = window
        let shown = home[window] + away[window]
        valueScale = PriceScale(range: ScoreFrame.valueRange(low: Double(shown.min() ?? 0), high: Double(shown.max() ?? 0), options: options),
                                top: Double(plot.minY), bottom: Double(plot.maxY))
        ticks = ScoreFrame.ticks(valueScale.range, maxCount: max(2, Int(plot.height / options.theme.axisTickSpacing)))
        bands = ScoreFrame.bands(events: events, xs: xs, spacing: spacing, options: options,
                                 rightEdge: Double(plot.maxX) - offset, periodCount: options.fitsWholeGame ? periodCount : 0)
    }

    /// The value range for scores `low…high` (≥ 0): padded by `valuePadding` of the span (at least
    /// `minimumPadding`) on both sides, so a line at 0 is not cut by the plot's edge, then widened about
    /// its centre to `minimumSpan`, never reaching further below 0 than the padding.
    static func valueRange(low: Double, high: Double, options: ScoreOptions) -> ClosedRange<Double> {
        let pad = max(options.minimumPadding, (high - low) * options.valuePadding)
        var lo = low - pad, hi = high + pad
        if hi - lo < options.minimumSpan {
            let extra = options.minimumSpan - (hi - lo)
            lo -= extra / 2
            hi += extra / 2
            let floor = min(low, 0) - pad
            if lo < floor { (lo, hi) = (floor, hi + floor - lo) }
        }
        return lo...hi
    }

    /// Nice ticks over `range` in whole points (scores have no fractions): a step of 2.5 becomes 2 and
    /// one below 1 becomes 1, with as many more ticks as that needs.
    static func ticks(_ range: ClosedRange<Double>, maxCount: Int) -> (step: Double, values: [Double]) {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        let nice = NiceTicks.ticks(lower: lower, upper: upper, maxCount: maxCount)
        guard nice.step.rounded() != nice.step else { return nice }
        let step = max(1, nice.step.rounded(.down))
        return NiceTicks.ticks(lower: lower, upper: upper, maxCount: Int((upper - lower) / step) + 1)
    }

    /// Bands per period: by event index, a period runs from midway between its first event and the
    /// previous period's last one; by game clock, from its start to its end. The first starts at the tip,
    /// the last reaches `rightEdge` (the plot's right edge in content points) or further.
    static func bands(events: [ScoringEvent], xs: [Double], spacing: Double, options: ScoreOptions,
                      rightEdge: Double, periodCount: Int) -> [ScoreBand] {
        // Bounded as the readers bound it: a period number from the API cannot make a million bands.
        let lastPeriod = min(max(events.last?.period ?? 1, periodCount), PlayByPlayGame.maxPeriods)
        var starts: [Int: Double] = [1: xs[0] - ScoreFrame.leftInset]
        if options.xAxis == .gameClock {
            for p in 2...max(2, lastPeriod) where p <= lastPeriod { starts[p] = options.periods.start(of: p) / 20 * spacing }
        } else {
            for (k, e) in events.enumerated() where starts[e.period] == nil {
                starts[e.period] = (xs[k] + xs[k + 1]) / 2
            }
        }
        let periods = starts.keys.sorted()
        let end = max(rightEdge, xs[xs.count - 1] + ScoreFrame.rightInset)
        return periods.enumerated().map { n, p in
            ScoreBand(period: p, minX: starts[p]!, maxX: n + 1 < periods.count ? starts[periods[n + 1]]! : end)
        }
    }

    /// The canvas-free content point of point `k` for a team's scores.
    func point(_ k: Int, _ scores: [Int]) -> CGPoint {
        CGPoint(x: xs[k], y: valueScale.y(for: Double(scores[k])))
    }

    /// A team's line through every point, in content points. On the game clock the score is a step
    /// function of time — it holds until the basket, then jumps — so each point is reached by a level run
    /// and a rise; by event index points are evenly spaced steps of play and are joined directly.
    func path(_ scores: [Int]) -> Path {
        var p = Path()
        p.move(to: point(0, scores))
        for k in 1..<xs.count {
            if steps { p.line(to: CGPoint(x: xs[k], y: valueScale.y(for: Double(scores[k - 1])))) }
            p.line(to: point(k, scores))
        }
        return p
    }

    /// Points to keep as dot layers: the visible ones and `margin` beyond each side.
    func dotRange(margin: Int) -> ClosedRange<Int> {
        max(1, visible.lowerBound - margin)...max(1, min(xs.count - 1, visible.upperBound + margin))
    }
}
