import Foundation
import LiveChartCore
import LiveChartData

/// The real-time score chart of a basketball game: the home and away teams' scores
/// as two lines with a dot per scoring event, alternating period bands (overtimes included), rings
/// where the lead changes hands (`ScoreLeadChanges`), the latest score top right and a value axis
/// fitted to the visible scores.
///
/// The chart owns a retained layer tree (`root`). Each `append(_:at:)` animates one arrival in a
/// transaction (`ScoreAnimationStyle`, 0.5 s ease-in-ease-out): both lines extend (the presented path is
/// padded at its end and morphed point by point, so a line only grows, even when arrivals overlap), the
/// content scrolls so the newest event stays in view, dots and bands follow a changed value scale, and
/// the new dot pops in. Only dots in or near the visible window exist as layers (`ScoreDotPool`).
///
/// ```swift
/// let chart = ScoreChart(game: game, context: RenderContext(size: CGSize(width: 1280, height: 720), measurer: PangoTextMeasurer()))
/// chart.append(event, at: clock.now())
/// let list = chart.displayList(at: clock.now())
/// ```
public final class ScoreChart {
    /// The events drawn so far, in order.
    public private(set) var events: [ScoringEvent] = []
    /// The layout and look; change it, then call `refresh(at:)`.
    public var options: ScoreOptions
    /// The home team's name ("TOR"), shown with the score.
    public let homeName: String
    /// The away team's name ("NOP").
    public let awayName: String
    /// Periods the game is known to have (whole-game stills draw every one).
    public var periodCount: Int
    /// Whether the game is over (`PlayByPlayGame.isFinal`): the header says "Final" ("Final/OT",
    /// "Final/2OT" after overtimes; 终场) instead of the last event's clock. Call `refresh(at:)` after
    /// changing it.
    public var isFinal = false
    /// The canvas (size in points, pixel ratio, text measurer) the retained tree is built for.
    public internal(set) var context: RenderContext
    /// The canvas size, in points.
    public var size: CGSize { context.size }
    /// The root of the layer tree; `displayList(at:)` presents it.
    public let root = Layer(name: "score")

    var measurer: TextMeasurer { context.measurer }
    let pool = ScoreDotPool()
    /// Dots in use, by point index (1 = the first event) and side (0 home, 1 away).
    var dots: [Int: ShapeLayer] = [:]
    /// Point indices of lead changes.
    var leadChanges: Set<Int> = []
    private(set) var frame: ScoreFrame?
    let header = TextLayer(name: "score.header")
    let axis = TextLayer(name: "score.axis")
    let grid = ShapeLayer(name: "score.grid")
    let plotClip = Layer(name: "score.plot")
    let back = Layer(name: "score.content.back")
    let front = Layer(name: "score.content.front")
    let homeLine = ShapeLayer(name: "score.line.home")
    let awayLine = ShapeLayer(name: "score.line.away")
    let dotLayer = Layer(name: "score.dots")
    var bandLayers: [Int: (band: ShapeLayer, label: TextLayer)] = [:]
    /// The crosshair's guide and tooltip, over everything else.
    let crosshairLayer = Layer(name: "score.crosshair")
    /// The point under the crosshair (0 = the tip, k = event k − 1), nil when none; set by `handle(_:in:)`.
    public internal(set) var crosshair: Int?

    /// A chart showing `events` without animation.
    /// - Parameters:
    ///   - context: the canvas (points, pixel ratio) and the renderer's text measurer (axis width, labels).
    ///   - time: seconds on the chart's clock.
    public init(events: [ScoringEvent] = [], homeName: String = "HOME", awayName: String = "AWAY", periodCount: Int = 4,
                context: RenderContext, options: ScoreOptions = ScoreOptions(), at time: Double = 0) {
        self.homeName = homeName
        self.awayName = awayName
        self.periodCount = periodCount
        self.context = context
        self.options = options
        self.events = events
        plotClip.addSublayer(back)
        plotClip.addSublayer(grid)
        plotClip.addSublayer(front)
        front.addSublayer(awayLine)
        front.addSublayer(homeLine)
        front.addSublayer(dotLayer)
        root.addSublayer(plotClip)
        root.addSublayer(axis)
        root.addSublayer(header)
        root.addSublayer(crosshairLayer)
        recomputeLeadChanges()
        apply(Transaction.disabled(at: time), newPoint: nil)
    }

    /// A chart of a whole game read from a play-by-play feed (teams named by the feed when it does).
    public convenience init(game: PlayByPlayGame, context: RenderContext, options: ScoreOptions = ScoreOptions(), at time: Double = 0) {
        self.init(events: game.events, homeName: game.homeTeam ?? "HOME", awayName: game.awayTeam ?? "AWAY",
                  periodCount: game.periodCount, context: context, options: options, at: time)
        if game.isFinal, let frame {
            isFinal = true
            updateHeader(frame)
        }
    }

    /// Adds `event` at `time` (seconds) and animates its arrival (see the type's description). An event
    /// arriving while an earlier one still animates continues from what is on screen.
    /// - Parameter gap: seconds until the next event arrives, when the caller knows (a replay). The
    ///   arrival animation is shortened to fit, so that a fast replay (`--speed 2000`) never shows the
    ///   line and the dots caught between interrupted animations (dots off the line, the line behind
    ///   the score); at ordinary speeds the gap is longer than the animation and nothing changes.
    public func append(_ event: ScoringEvent, at time: Double, nextArrivalIn gap: Double = .infinity) {
        events.append(event)
        periodCount = max(periodCount, event.period)
        recomputeLeadChanges()
        let style = options.animation
        apply(Transaction(time: time, duration: min(style.duration, max(gap, 0)), timingFunction: style.timing), newPoint: events.count)
    }

    /// Multiplies the room per event by `factor` (a pinch), kept within `options.pointsPerEventRange`, and
    /// animates the change at `time` (seconds).
    public func pinch(by factor: Double, at time: Double) {
        let range = options.pointsPerEventRange
        options.pointsPerEvent = min(max(options.pointsPerEvent * factor, range.lowerBound), range.upperBound)
        refresh(at: time)
    }

    /// Re-lays the chart out for a new canvas size (points), animated at `time` (seconds).
    public func resize(to size: CGSize, at time: Double) {
        context.size = size
        refresh(at: time)
    }

    /// Applies changed `options` (or size) with the arrival animation's timing at `time` (seconds).
    public func refresh(at time: Double) {
        let style = options.animation
        apply(Transaction(time: time, duration: style.duration, timingFunction: style.timing), newPoint: nil)
    }

    /// The chart as presented at `time` (seconds), cleared to the theme's background, with its description.
    public func displayList(at time: Double) -> DisplayList {
        var list = root.presentation(at: time, size: size, background: options.theme.background)
        list.accessibleText = accessibleText
        return list
    }

    /// Whether something still moves at `time` (seconds): a render loop keeps drawing while true.
    public func isAnimating(at time: Double) -> Bool { root.hasRunningAnimations(at: time) }

    /// Layers in the tree now (the pool's free dots excluded): bounded by the window, not the game.
    public var layerCount: Int { root.layerCount }

    /// Dot layers ever created (in use plus pooled): bounded by the window's worth of events.
    public var dotLayersCreated: Int { pool.created }

    /// Point indices (1 = the first event) that carry a dot layer now.
    public var pointsWithDots: [Int] { Set(dots.keys.map { $0 / 2 }).sorted() }

    /// The content layers' model x position, in canvas points (negative once the game scrolls).
    public var scrollOffset: Double { frame?.offset ?? 0 }

    /// Sets every layer to the state of the current events, options and size within `tx`; `newPoint` is
    /// the point index of a just-arrived event, whose dot pops in.
    private func apply(_ tx: Transaction, newPoint: Int?) {
        let axisWidth = (measurer.size(of: "888", font: options.theme.font).width + 14).rounded(.up)
        let next = ScoreFrame(events: events, periodCount: periodCount, size: size, options: options, axisWidth: axisWidth)
        frame = next
        plotClip.clipRect = next.plot
        let tips = [homeLine, awayLine].map { $0.presented(.path, at: tx.time).points.last }
        let origin = CGPoint(x: next.offset, y: 0)
        back.set(.position, origin, in: tx)
        front.set(.position, origin, in: tx)
        updateLine(homeLine, to: next.path(next.home), color: options.resolvedHomeColor, in: tx)
        updateLine(awayLine, to: next.path(next.away), color: options.resolvedAwayColor, in: tx)
        updateBands(next, in: tx)
        updateAxis(next)
        updateHeader(next)
        if !events.isEmpty { updateDots(next, newPoint: newPoint, tips: tips, in: tx) }
        updateCrosshair()
    }

    /// Morphs `line` to `path` from what it presents at the transaction's time (`LiveLineMorph`), so the
    /// line extends instead of wobbling and never draws back.
    private func updateLine(_ line: ShapeLayer, to path: Path, color: Color, in tx: Transaction) {
        line.stroke = StrokeStyle(color: color, lineWidth: options.lineWidth, cap: .round, join: .round)
        guard tx.animates, line.path != path else {
            line.removeAnimation(forKey: "path")
            line.set(.path, path, in: .disabled(at: tx.time))
            return
        }
        let shown = line.presented(.path, at: tx.time)
        line.set(.path, path, in: .disabled(at: tx.time))
        LiveLineMorph.animate([(line, { $0 })], ends: LiveLineMorph.ends(from: shown, to: path) ?? (shown, path), duration: tx.duration,
                              timing: tx.timingFunction, at: tx.time, key: "path")
    }

    private func recomputeLeadChanges() {
        leadChanges = Set(ScoreLeadChanges.indices(margins: events.map(\.margin)).map { $0 + 1 })
    }
}
