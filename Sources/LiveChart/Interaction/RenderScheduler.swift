/// Decides when to draw and what: at most one frame per display tick, carrying the highest
/// invalidation posted since the last frame; indicator panes may be skipped while the user drags
/// and are always redrawn within `catchUpDelay` after the last movement.
///
/// Each frame carries a token; a renderer that finishes a frame whose token is no longer current
/// (`isCurrent`) drops it instead of showing stale pixels.
public struct RenderScheduler: Sendable {
    /// One frame to draw.
    public struct Frame: Sendable, Equatable {
        public var level: InvalidationLevel
        /// Whether the indicator panes are redrawn in this frame (false: keep their last pixels).
        public var includesIndicatorPanes: Bool
        public var token: UInt64
    }

    /// Seconds after the last drag movement by which skipped indicator panes are redrawn.
    public var catchUpDelay: Double = 0.1
    /// While dragging, indicator panes are still redrawn at most this often, seconds.
    public var dragPaneInterval: Double = 0.25

    private var pending = InvalidationLevel.none
    private var panesStale = false
    private var lastMove = -Double.infinity
    private var lastPaneDraw = -Double.infinity
    public private(set) var token: UInt64 = 0

    public init() {}

    /// Posts a change. `dragging`: the change comes from a drag or glide, so panes may wait.
    public mutating func invalidate(_ level: InvalidationLevel, at time: Double, dragging: Bool = false) {
        guard level > .none else { return }
        pending = max(pending, level)
        if dragging { lastMove = time }
        if level >= .light { panesStale = true }
        token &+= 1
    }

    /// Called once per display tick; returns the frame to draw now, or nil when nothing is due.
    public mutating func frame(at time: Double) -> Frame? {
        let dragRecent = time - lastMove < catchUpDelay
        let panesDue = panesStale && (!dragRecent || time - lastPaneDraw >= dragPaneInterval)
        guard pending > .none || panesDue else { return nil }
        let level = max(pending, panesDue ? .light : .none)
        pending = .none
        if panesDue {
            panesStale = false
            lastPaneDraw = time
        }
        return Frame(level: level, includesIndicatorPanes: panesDue, token: token)
    }

    /// Whether a frame's token is still the newest (no change was posted after it was issued).
    public func isCurrent(_ frame: Frame) -> Bool { frame.token == token }
}
