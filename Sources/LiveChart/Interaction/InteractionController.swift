import Foundation

/// The chart's gesture state machine: drag, fling momentum, wheel and pinch zoom, keys, and the
/// crosshair, over `InputEvent`s stamped with times from an injectable clock.
///
/// Pure logic: it changes the `viewport` and `crosshair` and reports how much became stale; it never
/// draws. States: idle → (pointerDown) pressed → (move) dragging → (up, fast) gliding → idle.
public struct InteractionController: Sendable {
    public enum State: Sendable, Equatable { case idle, pressed, dragging, gliding }

    public private(set) var viewport: Viewport
    public private(set) var state: State = .idle
    public private(set) var crosshair: Crosshair?
    public var kinetic = KineticScroll()
    /// Seconds after the last input that the crosshair hides.
    public var crosshairTimeout: Double = 3
    /// Pointer travel (points) before a press becomes a drag.
    public var dragThreshold: Double = 3
    /// Zoom per wheel notch (one unit of `deltaY`): spacing × `wheelZoomStep`^deltaY.
    public var wheelZoomStep: Double = 1.1
    /// Bars moved by an arrow key.
    public var keyPanBars: Double = 5

    private var pressX = 0.0
    private var lastX = 0.0
    private var glideApplied = 0.0

    public init(viewport: Viewport) { self.viewport = viewport }

    /// Feeds one event that happened at `time` seconds; an event with a non-finite number in it
    /// (`InputEvent.isFinite`) or a non-finite time changes nothing.
    /// - Returns: what to redraw.
    public mutating func handle(_ event: InputEvent, at time: Double) -> InvalidationLevel {
        guard event.isFinite, time.isFinite else { return .none }
        switch event {
        case .pointerDown(let x, _):
            kinetic.reset()
            kinetic.addPosition(x, time: time)
            state = .pressed
            pressX = x
            lastX = x
            return .none
        case .pointerMove(let x, let y):
            switch state {
            case .pressed where abs(x - pressX) >= dragThreshold, .dragging:
                state = .dragging
                kinetic.addPosition(x, time: time)
                viewport.pan(by: x - lastX)
                lastX = x
                crosshair = nil
                return .light
            case .pressed:
                return .none
            case .idle, .gliding:
                return showCrosshair(x: x, y: y, time: time)
            }
        case .pointerUp:
            guard state == .dragging else {
                state = .idle
                return .none
            }
            if kinetic.start(at: time) {
                state = .gliding
                glideApplied = 0
                return .light
            }
            state = .idle
            return .none
        case .pointerExit:
            return hideCrosshair()
        case .wheel(let dx, let dy, let x):
            var level = InvalidationLevel.none
            if dy != 0 {
                viewport.zoom(by: pow(wheelZoomStep, dy), anchorX: x)
                level = .light
            }
            if dx != 0 {
                viewport.pan(by: -dx)
                level = .light
            }
            resnapCrosshair()
            return max(level, crosshair == nil ? .none : .cursor)
        case .pinch(let scale, let centerX):
            viewport.zoom(by: scale, anchorX: centerX)
            resnapCrosshair()
            return .light
        case .longPress(let x, let y):
            state = .idle
            return showCrosshair(x: x, y: y, time: time)
        case .key(let key):
            switch key {
            case .left: viewport.pan(by: keyPanBars * viewport.barSpacing)
            case .right: viewport.pan(by: -keyPanBars * viewport.barSpacing)
            case .zoomIn: viewport.zoom(by: wheelZoomStep)
            case .zoomOut: viewport.zoom(by: 1 / wheelZoomStep)
            case .home: viewport.pan(by: Double(viewport.barCount) * viewport.barSpacing)
            case .end: viewport.scrollToRealTime()
            case .delete, .undo, .escape: return .none  // drawing keys: the chart's editor takes them
            }
            resnapCrosshair()
            return .light
        }
    }

    /// Advances time-driven state to `time`: momentum, and hiding the crosshair after `crosshairTimeout`.
    /// - Returns: what to redraw.
    public mutating func tick(at time: Double) -> InvalidationLevel {
        guard time.isFinite else { return .none }
        var level = InvalidationLevel.none
        if state == .gliding {
            let wanted = kinetic.distance(at: time) - glideApplied
            let moved = viewport.pan(by: wanted)
            glideApplied += moved
            level = .light
            // A limit stopped the content: end exactly there, no overshoot or bounce.
            if abs(moved - wanted) > 1e-9 || kinetic.isFinished(at: time) {
                kinetic.stop()
                state = .idle
            }
        }
        if let c = crosshair, time - c.lastInput >= crosshairTimeout {
            crosshair = nil
            level = max(level, .cursor)
        }
        return level
    }

    /// Replaces the crosshair (the chart moved it: history prepended, bars replaced).
    public mutating func setCrosshair(_ crosshair: Crosshair?) { self.crosshair = crosshair }

    /// After a zoom or pan the pointer has not moved, but the bars under it have: the crosshair takes the
    /// bar now under its pointer x, so it stays under the pointer.
    private mutating func resnapCrosshair() {
        guard let c = crosshair, viewport.barCount > 0 else { return }
        crosshair?.barIndex = min(max(viewport.timeScale.nearestIndex(atX: c.pointerX), 0), viewport.barCount - 1)
    }

    /// Replaces the viewport (data loaded, resized, period switched).
    public mutating func setViewport(_ viewport: Viewport) { self.viewport = viewport }

    /// Applies a change to the viewport, e.g. `didAppend` when a live bar arrives.
    public mutating func updateViewport(_ change: (inout Viewport) -> Void) { change(&viewport) }

    private mutating func showCrosshair(x: Double, y: Double, time: Double) -> InvalidationLevel {
        guard viewport.barCount > 0 else { return .none }
        let index = min(max(viewport.timeScale.nearestIndex(atX: x), 0), viewport.barCount - 1)
        crosshair = Crosshair(barIndex: index, y: y, pointerX: x, lastInput: time)
        return .cursor
    }

    private mutating func hideCrosshair() -> InvalidationLevel {
        guard crosshair != nil else { return .none }
        crosshair = nil
        return .cursor
    }
}
