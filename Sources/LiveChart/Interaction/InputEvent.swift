/// Input a chart reacts to (`Chart.handle(_:in:)`), positions in canvas points, origin top left.
///
/// A window host (the SDL viewer, later UIKit/AppKit) translates its events into these; the
/// interaction state machine never sees a window.
public enum InputEvent: Sendable, Equatable {
    /// A button or finger went down.
    case pointerDown(x: Double, y: Double)
    /// The pointer moved: a drag while down, a hover otherwise.
    case pointerMove(x: Double, y: Double)
    case pointerUp(x: Double, y: Double)
    /// The pointer left the chart.
    case pointerExit
    /// A wheel or trackpad scroll: `deltaY` > 0 (away from the user) zooms in, `deltaX` pans.
    case wheel(deltaX: Double, deltaY: Double, x: Double)
    /// A pinch: `scale` > 1 spreads the fingers (zoom in), anchored at `centerX`.
    case pinch(scale: Double, centerX: Double)
    /// A press held without moving: shows the crosshair on touch screens.
    case longPress(x: Double, y: Double)
    case key(Key)

    /// Whether every position, delta and scale is a finite number (a pinch scale also positive): charts and
    /// the interaction controller ignore any other event rather than let a NaN reach the viewport.
    public var isFinite: Bool {
        switch self {
        case .pointerDown(let x, let y), .pointerMove(let x, let y), .pointerUp(let x, let y), .longPress(let x, let y):
            x.isFinite && y.isFinite
        case .wheel(let dx, let dy, let x): dx.isFinite && dy.isFinite && x.isFinite
        case .pinch(let scale, let x): scale.isFinite && scale > 0 && x.isFinite
        case .pointerExit, .key: true
        }
    }

    /// Keys with chart meaning: navigation, and for drawings delete (the selected one), undo, escape (cancel).
    public enum Key: Sendable, Equatable {
        case left, right, zoomIn, zoomOut, home, end
        case delete, undo, escape
    }
}

/// How much of a chart a change makes stale, from least to most (after lightweight-charts'
/// `InvalidationLevel`).
public enum InvalidationLevel: Int, Sendable, Comparable {
    case none = 0
    /// Only the crosshair layer moved.
    case cursor
    /// The view changed (scroll, zoom): redraw the panes with the same layout.
    case light
    /// Data or size changed: recompute layout and redraw everything.
    case full

    public static func < (a: InvalidationLevel, b: InvalidationLevel) -> Bool { a.rawValue < b.rawValue }
}
