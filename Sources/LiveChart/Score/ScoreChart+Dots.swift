import Foundation
import LiveChartCore

extension ScoreChart {
    /// Keeps dot layers for the points in `frame.dotRange` only: dots leaving it return to the pool,
    /// dots entering it are taken from the pool and placed without animation; kept dots follow a changed
    /// value scale within `tx`. The dot of `newPoint` (a just-arrived event) pops in and rides its line's
    /// growing tip from `tips[side]` (the line's end as presented before the arrival, content points), so
    /// it never shows ahead of the line. A lead change's ring goes on the new leader's dot.
    func updateDots(_ frame: ScoreFrame, newPoint: Int?, tips: [CGPoint?], in tx: Transaction) {
        let range = frame.dotRange(margin: options.dotMargin)
        for (key, dot) in dots where !range.contains(key / 2) {
            pool.release(dot)
            dots[key] = nil
        }
        let setup = Transaction.disabled(at: tx.time)
        for k in range {
            for side in 0..<2 {
                let scores = side == 0 ? frame.home : frame.away
                guard scores[k] != scores[k - 1] else { continue }
                let key = 2 * k + side
                let target = frame.point(k, scores)
                if let dot = dots[key] {
                    dot.set(.position, target, in: tx)
                    continue
                }
                let dot = pool.acquire()
                configure(dot, color: side == 0 ? options.resolvedHomeColor : options.resolvedAwayColor, ring: leadChanges.contains(k) && (side == 0) == (frame.home[k] > frame.away[k]))
                dot.set(.position, target, in: setup)
                dotLayer.addSublayer(dot)
                dots[key] = dot
                if k == newPoint, tx.animates {
                    let style = options.animation
                    dot.add(KeyframeAnimation(.scale, values: style.popScales, keyTimes: style.popKeyTimes, duration: style.popDuration),
                            forKey: ScoreAnimationStyle.popKey, at: tx.time)
                    if let tip = tips[side] {
                        dot.add(BasicAnimation(.position, from: tip, to: target, duration: tx.duration, timingFunction: tx.timingFunction),
                                at: tx.time)
                    }
                }
            }
        }
    }

    /// Draws `dot` as a filled circle of the team's colour with a background-coloured edge, and its
    /// ring (a lead change) when `ring` is true.
    private func configure(_ dot: ShapeLayer, color: Color, ring: Bool) {
        let r = options.dotRadius
        var circle = Path()
        circle.addCircle(center: .zero, radius: r)
        dot.path = circle
        dot.fillColor = color
        dot.stroke = StrokeStyle(color: options.theme.background, lineWidth: 1)
        guard let ringLayer = dot.sublayers.first as? ShapeLayer else { return }
        var outer = Path()
        outer.addCircle(center: .zero, radius: r + 4)
        ringLayer.path = outer
        ringLayer.stroke = StrokeStyle(color: color, lineWidth: 1.5)
        ringLayer.isHidden = !ring
    }
}
