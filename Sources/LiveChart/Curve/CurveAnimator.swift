import Foundation
import LiveChartCore

/// Keeps a `CurveChart`'s layer tree alive across updates and animates it, with Core Animation's
/// semantics (`Layer+Animation`): the tree holds the final (model) state, animations change only what
/// `displayList(at:)` presents at a time.
///
/// Time flows in from the caller (seconds on the host's clock): every method takes the current time, and
/// frames are drawn by asking for the display list at successive times.
///
/// ```swift
/// let animator = CurveAnimator(chart: chart, context: RenderContext(size: size, measurer: measurer), at: clock.now())  // intro starts
/// chart.series[0].values.append(57)
/// animator.update(at: clock.now())        // morphs to the new data; restarts a running intro cleanly
/// let frame = animator.displayList(at: clock.now())
/// ```
public final class CurveAnimator {
    /// The chart drawn; change its series or options, then call `update(at:)`.
    public let chart: CurveChart
    /// Durations and timing functions of every animation.
    public var style: CurveAnimationStyle
    /// The canvas (size in points, pixel ratio, text measurer) the tree is built for.
    public private(set) var context: RenderContext
    /// The canvas size in points.
    public var size: CGSize { context.size }
    /// The current layer tree (model values final).
    public private(set) var root: Layer
    /// The layout, scales and paths `root` was built from.
    private var frame: CurveFrame

    /// Builds the tree for `chart` on `context`'s canvas and, when `intro` is true, starts the intro at
    /// `time` (seconds): stroke growth, fill fade and marker pulses.
    public init(chart: CurveChart, context: RenderContext, style: CurveAnimationStyle = CurveAnimationStyle(),
                intro: Bool = true, at time: Double) {
        self.chart = chart
        self.context = context
        self.style = style
        frame = CurveFrame(chart: chart, context: context)
        root = chart.makeLayerTree(frame: frame)
        guard intro else { return }
        for n in chart.series.indices { introduce(series: n, at: time, continuing: false, markers: nil) }
    }

    /// The chart as presented at `time` (seconds), ready for any renderer.
    public func displayList(at time: Double) -> DisplayList {
        root.presentation(at: time, size: size, background: chart.options.theme.background)
    }

    /// Whether frames after `time` may still change (some animation has not ended).
    public func isAnimating(at time: Double) -> Bool { root.hasRunningAnimations(at: time) }

    /// Shows the chart's current data, from what is on screen at `time` (seconds).
    ///
    /// Paths and markers move to the new data in one `updateDuration` transaction. Curves are paired
    /// point by point (`PathMorph.padded`): old points move to their new places, a new point grows out
    /// of the old end (its marker with it, pulsing), so markers stay on the curve throughout. When an
    /// intro is still growing, it restarts cleanly: growth and fade are replaced under their keys
    /// (never stacked), continuing from the presented stroke end and opacity over their full
    /// durations, and markers the restarted growth has not reached yet wait for it. A series new to the
    /// chart plays the whole intro.
    public func update(at time: Double) { update(at: time, droppingLeading: 0) }

    /// `update(at:)` for data whose first `dropped` values left (a sliding window): the presented curves
    /// lose as many leading segments before they are paired with the new ones.
    func update(at time: Double, droppingLeading dropped: Int) {
        let indices = chart.series.indices
        let growing = indices.filter { n in
            stroke(n, in: root)?.animation(forKey: CurveAnimationStyle.Key.growth).map { $0.timing.endTime > time } ?? false
        }
        let before = indices.map { stroke($0, in: root)?.presented(.path, at: time).droppingLeadingSegments(dropped) }
        let lastMarkers = indices.map { markerLayers($0).last?.presented(.position, at: time) }
        let fresh = rebuild(at: time, duration: style.updateDuration)
        for n in indices {
            if fresh.contains(CurveLayerNames.stroke(n)) {
                introduce(series: n, at: time, continuing: false, markers: nil)
                continue
            }
            if let old = before[n] { pair(series: n, from: old, at: time) }
            let added = markerLayers(n).filter { fresh.contains($0.name) }
            if let start = lastMarkers[n] {
                for marker in added {
                    marker.add(BasicAnimation(.position, from: start, duration: style.updateDuration, timingFunction: style.updateTiming), at: time)
                }
            }
            let waiting = markerLayers(n).filter { fresh.contains($0.name) || pulseIsPending($0, at: time) }
            introduce(series: n, at: time, continuing: growing.contains(n), markers: Set(waiting.map(\.name)))
        }
    }

    /// Replaces series `n`'s path morphs (stroke and fill) by ones pairing `old`'s points with the new
    /// curve's in order, the shorter padded at its end (`LiveLineMorph`, the score chart's too); leaves the transition's morph when the two
    /// curves differ in structure beyond that (another interpolation, decimation).
    func pair(series n: Int, from old: Path, at time: Double) {
        guard let stroke = stroke(n, in: root), let ends = LiveLineMorph.ends(from: old, to: stroke.path) else { return }
        let bottom = chart.plotRect(in: context).maxY
        var layers: [(ShapeLayer, (Path) -> Path)] = [(stroke, { $0 })]
        if let fill = root.firstLayer(named: CurveLayerNames.fill(n)) as? ShapeLayer {
            layers.append((fill, { CurveFrame.area(under: $0, bottom: bottom) }))
        }
        LiveLineMorph.animate(layers, ends: ends, duration: style.updateDuration, timing: style.updateTiming, at: time)
    }

    /// Moves to a canvas of `size` points at `time` (seconds): the tree is rebuilt for the new plot and the
    /// paths and markers move there in a short transaction, while running intro animations keep their
    /// timing, so nothing jumps.
    public func resize(to size: CGSize, at time: Double) {
        context.size = size
        _ = rebuild(at: time, duration: style.resizeDuration)
    }

    /// Puts the tooltip for the chart's current pointer in the tree (none when the pointer is off the plot).
    func refreshTooltip() {
        root.firstLayer(named: CurveLayerNames.tooltip)?.removeFromSuperlayer()
        if let pointer = chart.pointer, let tip = frame.tooltip(at: pointer) { root.addSublayer(frame.tooltipLayer(tip)) }
    }

    /// Replaces the tree by a fresh build taking over from the current one (`Layer.transition`): the
    /// series' layers and the value ticks animate over `duration` seconds, the rest (x axis, title)
    /// change at once.
    /// - Returns: the names of the new tree's layers that had no counterpart in the old one.
    @discardableResult
    func rebuild(at time: Double, duration: Double) -> Set<String> {
        let nextFrame = CurveFrame(chart: chart, context: context)
        let next = chart.makeLayerTree(frame: nextFrame)
        var old = Set<String>()
        root.forEachLayer { old.insert($0.name) }
        let tx = Transaction(time: time, duration: duration, timingFunction: style.updateTiming)
        let moving: Set<String> = [CurveLayerNames.allSeries, CurveLayerNames.valueGrid, CurveLayerNames.valueLabels]
        next.transition(from: root, in: tx) { layer in
            var node = layer.superlayer
            while let n = node, !moving.contains(n.name) { node = n.superlayer }
            return node != nil
        }
        moveTicks(from: root, frame, to: next, nextFrame, in: tx)
        root = next
        frame = nextFrame
        var fresh = Set<String>()
        next.forEachLayer { if !old.contains($0.name) { fresh.insert($0.name) } }
        return fresh
    }

    /// Value ticks follow the value scale, as d3's axis transitions do: a tick in both frames slides
    /// from its old place to its new one (done by the transition); a new tick comes in from where its
    /// value sat on the old scale, fading in; a tick that goes leaves towards its value's place on the
    /// new scale, fading out, under the name `… .outgoing`. Leaving ticks still fading are carried over.
    func moveTicks(from old: Layer, _ oldFrame: CurveFrame, to next: Layer, _ nextFrame: CurveFrame, in tx: Transaction) {
        let kinds = [(CurveLayerNames.valueGrid, CurveLayerNames.valueGridLine), (CurveLayerNames.valueLabels, CurveLayerNames.valueLabel)]
        for (container, name) in kinds {
            guard let source = old.firstLayer(named: container), let target = next.firstLayer(named: container) else { continue }
            let had = Set(source.sublayers.map(\.name)), has = Set(target.sublayers.map(\.name))
            for layer in source.sublayers where layer.name.hasSuffix(Self.outgoing) && layer.hasRunningAnimations(at: tx.time) {
                target.insertSublayer(layer, at: 0)
            }
            guard tx.animates else { continue }
            for v in oldFrame.valueTicks.values where !has.contains(name(v)) {
                guard let layer = source.sublayers.first(where: { $0.name == name(v) }) else { continue }
                layer.forEachLayer { $0.name += Self.outgoing }
                target.insertSublayer(layer, at: 0)
                layer.set(.position, CGPoint(x: layer.position.x, y: nextFrame.valueScale.y(for: v)), in: tx)
                layer.set(.opacity, 0, in: tx)
            }
            for v in nextFrame.valueTicks.values where !had.contains(name(v)) {
                guard let layer = target.sublayers.first(where: { $0.name == name(v) }) else { continue }
                let from = CGPoint(x: layer.position.x, y: oldFrame.valueScale.y(for: v))
                layer.add(BasicAnimation(.position, from: from, duration: tx.duration, timingFunction: tx.timingFunction), at: tx.time)
                layer.add(BasicAnimation(.opacity, from: 0, duration: tx.duration, timingFunction: tx.timingFunction), at: tx.time)
            }
        }
    }

    /// The name suffix of value ticks on their way out.
    static let outgoing = ".outgoing"

    /// Attaches series `n`'s intro at `time`: growth of the stroke, fade of the fill, and the pulses of
    /// the markers named in `markers` (nil: all), each timed for when the growth reaches its point.
    /// `continuing` starts growth and fade from their presented values instead of from nothing.
    func introduce(series n: Int, at time: Double, continuing: Bool, markers: Set<String>?) {
        guard let stroke = stroke(n, in: root) else { return }
        let startFraction = continuing ? stroke.presented(.strokeEnd, at: time) : 0
        if continuing || markers == nil {
            stroke.add(BasicAnimation(.strokeEnd, from: continuing ? nil : 0, to: 1, duration: style.growthDuration,
                                      timingFunction: style.growthTiming), forKey: CurveAnimationStyle.Key.growth, at: time)
            if let fill = root.firstLayer(named: CurveLayerNames.fill(n)) {
                let fade = BasicAnimation(.opacity, from: continuing ? nil : 0, duration: style.fillDuration,
                                          delay: continuing ? 0 : style.fillDelay, fillMode: .backwards, timingFunction: style.fillTiming)
                fill.add(fade, forKey: CurveAnimationStyle.Key.fade, at: time)
            }
        }
        let pulsing = markerLayers(n).filter { markers?.contains($0.name) ?? true }
        guard !pulsing.isEmpty else { return }
        let lengths = stroke.path.endPointLengths
        let total = lengths.last ?? 0
        let points = markerLayers(n)
        let growthRuns = continuing || markers == nil
        for marker in pulsing {
            let k = points.firstIndex { $0 === marker } ?? 0
            let reach = total > 0 && k < lengths.count ? lengths[k] / total : 1
            var delay = 0.0
            if growthRuns, reach > startFraction, startFraction < 1 {
                delay = style.growthDuration * style.growthTiming.elapsedFraction(forProgress: (reach - startFraction) / (1 - startFraction))
            }
            pulse(marker, at: time, delay: delay)
        }
    }

    /// A marker's appearance: invisible and at the first pulse scale until `delay` seconds after `time`,
    /// then the scale keyframes.
    func pulse(_ marker: Layer, at time: Double, delay: Double) {
        marker.add(BasicAnimation(.opacity, from: 0, duration: 0.05, delay: delay, fillMode: .backwards, timingFunction: .linear),
                   forKey: CurveAnimationStyle.Key.appear, at: time)
        marker.add(KeyframeAnimation(.scale, values: style.pulseScales, keyTimes: style.pulseKeyTimes, duration: style.pulseDuration,
                                     delay: delay, fillMode: .backwards), forKey: CurveAnimationStyle.Key.pulse, at: time)
    }

    /// Whether `marker`'s pulse is attached but has not begun by `time`.
    func pulseIsPending(_ marker: Layer, at time: Double) -> Bool {
        marker.animation(forKey: CurveAnimationStyle.Key.pulse).map { $0.timing.startTime > time } ?? false
    }

    /// Series `n`'s stroke layer in `tree`.
    func stroke(_ n: Int, in tree: Layer) -> ShapeLayer? { tree.firstLayer(named: CurveLayerNames.stroke(n)) as? ShapeLayer }

    /// Series `n`'s marker layers, in data order.
    func markerLayers(_ n: Int) -> [Layer] { root.firstLayer(named: CurveLayerNames.markers(n))?.sublayers ?? [] }
}
