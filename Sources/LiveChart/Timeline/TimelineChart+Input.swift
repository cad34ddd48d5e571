import Foundation
import LiveChartCore

extension TimelineChart {
    /// Hovering or a long press puts the crosshair on the minute under the pointer (`crosshair(at:in:)`);
    /// leaving the plots or the window removes it. Other input changes nothing: a timeline shows whole
    /// sessions, so it neither scrolls nor zooms.
    public func handle(_ event: InputEvent, in context: RenderContext) -> InvalidationLevel {
        guard event.isFinite else { return .none }
        let next: TimelineCrosshair?
        switch event {
        case .pointerMove(let x, let y), .longPress(let x, let y): next = crosshair(at: CGPoint(x: x, y: y), in: context)
        case .pointerExit: next = nil
        default: return .none
        }
        defer { crosshair = next }
        return next != crosshair ? .cursor : .none
    }
}
