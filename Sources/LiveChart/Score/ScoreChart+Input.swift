import Foundation
import LiveChartCore
import LiveChartData

extension ScoreChart: Chart {
    /// The retained tree, re-laid out first when `context`'s canvas differs from the one it was built for
    /// (`resize(to:at:)`, animated at `context.time`).
    public func makeLayerTree(in context: RenderContext) -> Layer {
        if context.size != size || context.pixelRatio != self.context.pixelRatio {
            self.context.pixelRatio = context.pixelRatio
            resize(to: context.size, at: context.time)
        }
        return root
    }

    /// The theme's background.
    public var background: Color { options.theme.background }

    /// The wheel and a pinch change the room per event (`pinch(by:at:)`: 1.1 per notch); hovering or a long
    /// press puts the crosshair on the event nearest the pointer; leaving the window removes it.
    public func handle(_ event: InputEvent, in context: RenderContext) -> InvalidationLevel {
        guard event.isFinite else { return .none }
        switch event {
        case .wheel(_, let dy, _) where dy != 0:
            pinch(by: pow(1.1, dy), at: context.time)
            return .full
        case .pinch(let scale, _):
            pinch(by: scale, at: context.time)
            return .full
        case .pointerMove(let x, let y), .longPress(let x, let y):
            return setCrosshair(nearestPoint(toX: x, y: y))
        case .pointerExit:
            return setCrosshair(nil)
        default:
            return .none
        }
    }

    /// The point (0 = the tip, k = event k − 1) whose x is nearest canvas `x`, when (x, y) is over the plot.
    /// O(visible points).
    func nearestPoint(toX x: Double, y: Double) -> Int? {
        guard let frame, frame.plot.contains(CGPoint(x: x, y: y)) else { return nil }
        return frame.visible.min { abs(frame.xs[$0] + frame.offset - x) < abs(frame.xs[$1] + frame.offset - x) }
    }

    private func setCrosshair(_ point: Int?) -> InvalidationLevel {
        guard point != crosshair else { return .none }
        crosshair = point
        updateCrosshair()
        return .cursor
    }

    /// The crosshair layer for `crosshair`: a dashed guide through the point across the plot, and the
    /// tooltip (`CrosshairParts`, the K-line's and timeline's) with the clock, both scores and the lead, on
    /// the side away from the point. Drawn at the model positions (canvas points).
    func updateCrosshair() {
        crosshairLayer.sublayers.forEach { $0.removeFromSuperlayer() }
        guard let frame, let k = crosshair, k < frame.xs.count else { return }
        let theme = options.theme, locale = options.locale
        let x = PixelSnapping.centre(frame.xs[k] + frame.offset, pixelRatio: context.pixelRatio)
        var guide = Path()
        guide.addLine(from: CGPoint(x: x, y: frame.plot.minY), to: CGPoint(x: x, y: frame.plot.maxY))
        crosshairLayer.addSublayer(ShapeLayer(name: "score.crosshair.guide", path: guide,
                                              stroke: StrokeStyle(color: theme.crosshair, lineWidth: 1 / context.pixelRatio, dash: [4, 3])))
        let home = frame.home[k], away = frame.away[k]
        let lead = home == away ? locale.word(.tied) : "\(home > away ? homeName : awayName) +\(abs(home - away))"
        let rows: [(String, String, Color)] = [
            (locale.word(.time), k == 0 ? "" : clockLabel(events[k - 1]), theme.text),
            (awayName, "\(away)", options.resolvedAwayColor),
            (homeName, "\(home)", options.resolvedHomeColor),
            (locale.word(.lead), lead, theme.text),
        ]
        crosshairLayer.addSublayer(CrosshairParts.tooltip(rows, anchor: .top(awayFromX: x), plot: frame.plot, theme: theme,
                                                          lineWidth: 1 / context.pixelRatio, measurer: measurer))
    }
}
