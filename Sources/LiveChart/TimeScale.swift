import Foundation

/// The horizontal axis of a bar chart in logical bar indices (after TradingView lightweight-charts'
/// time scale): bar `i`'s centre sits at `x(i)`, `barSpacing` points from its neighbours, and the
/// newest bar sits `rightOffset` bars left of the plot's right edge.
///
/// Gaps in time (weekends, holidays, lunch breaks) vanish because only indices are laid out.
/// Zoom changes `barSpacing`, scrolling changes `rightOffset`. Pure value type; every method is O(1).
public struct TimeScale: Sendable, Equatable {
    /// Plot width in points.
    public var width: Double
    /// Points between neighbouring bar centres.
    public var barSpacing: Double
    /// Empty bars between the newest bar and the right edge (negative: the newest bars are off-screen).
    public var rightOffset: Double
    /// Index of the newest bar (count − 1).
    public var baseIndex: Int

    public init(width: Double, barSpacing: Double, rightOffset: Double = 0, baseIndex: Int) {
        self.width = width
        self.barSpacing = barSpacing
        self.rightOffset = rightOffset
        self.baseIndex = baseIndex
    }

    /// A scale showing all `count` bars edge to edge: spacing `width / count`, capped at `maxBarSpacing`
    /// (a short series then sits against the right edge at that spacing).
    public static func fitting(count: Int, width: Double, maxBarSpacing: Double = 48) -> TimeScale {
        let n = max(count, 1)
        return TimeScale(width: width, barSpacing: min(width / Double(n), maxBarSpacing), baseIndex: n - 1)
    }

    /// The x of a bar's centre, in points from the plot's left edge. Fractional indices interpolate.
    public func x(ofIndex index: Double) -> Double {
        width - (Double(baseIndex) + rightOffset - index) * barSpacing - barSpacing / 2
    }

    /// The fractional logical index at `x` (points from the plot's left edge).
    public func index(atX x: Double) -> Double {
        Double(baseIndex) + rightOffset - (width - x - barSpacing / 2) / barSpacing
    }

    /// The logical index of the bar whose slot contains `x`, rounded to the nearest centre.
    /// An x so far off that the index leaves `Int`'s range gives the nearest representable end (±2⁶²).
    public func nearestIndex(atX x: Double) -> Int {
        let i = index(atX: x).rounded()
        return i.isNaN ? baseIndex : Int(min(max(i, -0x1p62), 0x1p62))
    }

    /// The logical range whose bar slots touch the plot: from the bar at the left edge to the one at the right.
    public var visibleLogicalRange: ClosedRange<Double> {
        let right = Double(baseIndex) + rightOffset
        return (right - width / barSpacing + 0.5)...(right + 0.5)
    }

    /// The loaded bar indices at least partly visible, clamped to `0...baseIndex`; nil when none is.
    public var visibleBarIndices: ClosedRange<Int>? {
        let r = visibleLogicalRange
        // Bar i occupies the logical slot [i − 0.5, i + 0.5]; it is visible when the slot overlaps the range.
        let first = max(0, Int((r.lowerBound + 0.5).rounded(.down)))
        let last = min(baseIndex, Int((r.upperBound + 0.5).rounded(.up)) - 1)
        return first <= last ? first...last : nil
    }
}
