import Foundation

/// The user-controlled part of a time scale: bar spacing and right offset over a series of
/// `barCount` bars in a plot `width` points wide, with the limits a chart keeps.
///
/// Zoom is symmetric in log space: `zoom(by: f)` then `zoom(by: 1/f)` at the same anchor returns to
/// the same view unless a limit clamped in between. Pure value type; every operation is O(1).
public struct Viewport: Sendable, Equatable {
    public var width: Double
    public var barCount: Int
    /// Points between bar centres, kept within `spacingLimits`.
    public private(set) var barSpacing: Double
    /// Empty bars right of the newest bar; 0 with the newest bar at the right edge, negative when scrolled back.
    public private(set) var rightOffset: Double
    /// The smallest and largest bar spacing, in points (2…48 by default).
    public var spacingLimits: ClosedRange<Double>
    /// The right offset that "real time" means (a little room after the newest bar).
    public var realTimeOffset: Double
    /// The oldest bar drawn, as an index from the oldest (0: all). `showLast` of fewer bars than the plot holds
    /// at the widest spacing leaves the older bars out and centres the newest, as a still of `--last N` draws
    /// them; a pan, a zoom or another fit brings the older bars back.
    public private(set) var oldestShown = 0

    /// - Parameter spacingLimits: nil takes `wholeHistoryLimits(width:barCount:)`.
    public init(width: Double, barCount: Int, barSpacing: Double = 8, spacingLimits: ClosedRange<Double>? = nil,
                realTimeOffset: Double = 2) {
        self.width = max(width, 1)
        self.barCount = barCount
        let spacingLimits = spacingLimits ?? Viewport.wholeHistoryLimits(width: width, barCount: barCount)
        self.spacingLimits = spacingLimits
        self.realTimeOffset = realTimeOffset
        self.barSpacing = min(max(barSpacing, spacingLimits.lowerBound), spacingLimits.upperBound)
        self.rightOffset = realTimeOffset
        clampOffset()
    }

    /// Zoom limits that reach the whole history: out to every bar in the width (sub-pixel bars are drawn
    /// per pixel column), but no closer than 0.05 points a bar (20 bars a point; a million bars show their
    /// newest 24,000 on a 1,200-point plot), and never wider than 2 points at the least; in to 48 points.
    public static func wholeHistoryLimits(width: Double, barCount: Int) -> ClosedRange<Double> {
        min(2, max(0.05, max(width, 1) / Double(max(barCount, 1))))...48
    }

    /// The time scale this viewport describes.
    public var timeScale: TimeScale {
        TimeScale(width: width, barSpacing: barSpacing, rightOffset: rightOffset, baseIndex: max(barCount - 1, 0))
    }

    /// Whether the newest bar is in its real-time place (new bars then scroll into view).
    public var isAtRealTime: Bool { abs(rightOffset - realTimeOffset) < 1e-9 }

    /// The right-offset limits: scrolling back stops with the oldest bar at the left edge, and scrolling
    /// forward stops with a quarter of the plot empty after the newest bar (or at real time, if that is further).
    /// While `showLast` leaves older bars out, the newest bars' centred place is allowed too.
    public var offsetLimits: ClosedRange<Double> {
        let visibleBars = width / barSpacing
        let lowest = min(visibleBars - Double(barCount), realTimeOffset)  // oldest bar at the left edge
        let highest = max(realTimeOffset, visibleBars / 4, oldestShown > 0 ? centredOffset(count: barCount - oldestShown) : 0)
        return lowest...highest
    }

    /// The right offset that centres the newest `count` bars (and the real-time room after them) in the width.
    private func centredOffset(count: Int) -> Double {
        realTimeOffset + max(0, width / barSpacing - Double(count) - realTimeOffset) / 2
    }

    /// Moves the content right by `dx` points (a drag to the right shows older bars).
    /// - Returns: the points actually moved, less than `dx` when a limit stopped it.
    @discardableResult
    public mutating func pan(by dx: Double) -> Double {
        oldestShown = 0
        let before = rightOffset
        rightOffset -= dx / barSpacing
        clampOffset()
        return (before - rightOffset) * barSpacing
    }

    /// Multiplies the bar spacing by `factor`, keeping the bar under `anchorX` (points from the plot's
    /// left edge) where it is; at real time the right edge is the anchor: the right offset keeps its
    /// number of bars, so the chart stays at real time and the newest bar stays the rightmost.
    public mutating func zoom(by factor: Double, anchorX: Double? = nil) {
        guard factor.isFinite, factor > 0 else { return }
        oldestShown = 0
        let anchor = isAtRealTime || anchorX == nil ? width : anchorX!
        let anchoredIndex = timeScale.index(atX: anchor)
        barSpacing = min(max(barSpacing * factor, spacingLimits.lowerBound), spacingLimits.upperBound)
        if isAtRealTime && (anchorX == nil || anchor == width) {
            clampOffset()
            return
        }
        // Solve x(anchoredIndex) == anchor for the right offset.
        rightOffset = anchoredIndex - Double(max(barCount - 1, 0)) + (width - anchor - barSpacing / 2) / barSpacing
        clampOffset()
    }

    /// Returns to real time: the newest bar in its place at the right.
    public mutating func scrollToRealTime() { oldestShown = 0; rightOffset = realTimeOffset; clampOffset() }

    /// Fits every bar into the width (within the spacing limits) and returns to real time.
    public mutating func fitAll() {
        let n = Double(max(barCount, 1)) + realTimeOffset
        barSpacing = min(max(width / n, spacingLimits.lowerBound), spacingLimits.upperBound)
        scrollToRealTime()
    }

    /// Shows the newest `count` bars: across the width, or, when they are too few to fill it at the widest
    /// spacing (`--last 2`), exactly those, centred, with the older bars left out (`oldestShown`). O(1).
    public mutating func showLast(_ count: Int) {
        let count = min(max(count, 1), max(barCount, 1))
        let n = Double(count) + realTimeOffset
        barSpacing = min(max(width / n, spacingLimits.lowerBound), spacingLimits.upperBound)
        scrollToRealTime()
        guard count < barCount, width / barSpacing - n > 1e-9 else { return }
        oldestShown = barCount - count
        rightOffset = centredOffset(count: count)
    }

    /// Records `count` bars inserted before the oldest (lazy history): the same bars stay on screen
    /// because logical indices shift together with the base index.
    public mutating func didPrepend(_ count: Int) {
        barCount += count
        if oldestShown > 0 { oldestShown += count }
    }

    /// Records a bar appended after the newest: at real time the view follows it, otherwise the
    /// content stays where it is (the right offset grows by one bar).
    public mutating func didAppend(_ count: Int = 1) {
        barCount += count
        if !isAtRealTime { rightOffset -= Double(count) }
        clampOffset()
    }

    /// Changes the plot width, keeping the right edge's bar in place.
    public mutating func resize(width newWidth: Double) {
        width = max(newWidth, 1)
        clampOffset()
    }

    private mutating func clampOffset() {
        let limits = offsetLimits
        rightOffset = min(max(rightOffset, limits.lowerBound), limits.upperBound)
    }
}
