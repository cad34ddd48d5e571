import Foundation
import LiveChartCore

extension CurveChart {
    /// Hovering or a long press moves `pointer`, so the next layer tree carries the tooltip of the
    /// nearest data point; leaving the window removes it. Curves neither scroll nor zoom.
    public func handle(_ event: InputEvent, in context: RenderContext) -> InvalidationLevel {
        guard event.isFinite else { return .none }
        let next: CGPoint?
        switch event {
        case .pointerMove(let x, let y), .longPress(let x, let y): next = CGPoint(x: x, y: y)
        case .pointerExit: next = nil
        default: return .none
        }
        defer { pointer = next }
        return next != pointer ? .cursor : .none
    }
}

extension CurveAnimator: Chart {
    /// The retained tree, moved to `context`'s canvas first when its size changed (`resize(to:at:)`).
    public func makeLayerTree(in context: RenderContext) -> Layer {
        if context.size != size { resize(to: context.size, at: context.time) }
        return root
    }

    /// The chart's background.
    public var background: Color { chart.background }

    /// The chart's pointer moves (`CurveChart.handle(_:in:)`) and the tree's tooltip is replaced by the one
    /// for the new pointer, drawn at the data's final positions.
    public func handle(_ event: InputEvent, in context: RenderContext) -> InvalidationLevel {
        let level = chart.handle(event, in: context)
        if level > .none { refreshTooltip() }
        return level
    }
}
