/// Builds a price-only chart's boxes (Renko bricks, point-and-figure columns, Kagi lines, line-break lines)
/// from time bars, one bar at a time, in O(1) state, so a chart can replay a live bar from a copy.
///
/// Each box is a `Bar`: `open` and `close` are where the box starts and ends (close above open for a rising
/// box), `high`/`low` its extent, `time` the time of the bar that opened it and `volume` the volume traded
/// while it formed. Boxes ignore time: the chart spaces them evenly.
public protocol PriceBoxBuilder: Sendable {
    /// Feeds the next bar (oldest first) and says how the boxes changed.
    /// - Complexity: O(1) per box the bar opens.
    mutating func add(_ bar: Bar) -> BoxChange
}

/// How one bar changed a list of boxes: the last box revised (a column growing), then boxes appended.
public struct BoxChange: Sendable, Equatable {
    /// The last box's new value when the bar changed it, else nil.
    public var revisedLast: Bar?
    /// Boxes the bar opened, oldest first.
    public var appended: [Bar]

    /// A change; nothing by default.
    public init(revisedLast: Bar? = nil, appended: [Bar] = []) {
        self.revisedLast = revisedLast
        self.appended = appended
    }

    /// Applies the change to `boxes`. O(appended).
    public func apply(to boxes: inout [Bar]) {
        if let revisedLast, !boxes.isEmpty { boxes[boxes.count - 1] = revisedLast }
        boxes.append(contentsOf: appended)
    }
}

extension PriceBoxBuilder {
    /// Every box of `bars` in one pass (batch). O(n + boxes).
    public mutating func boxes(of bars: [Bar]) -> [Bar] {
        var boxes: [Bar] = []
        for bar in bars { add(bar).apply(to: &boxes) }
        return boxes
    }
}

extension Bar {
    /// A box from `start` to `end` at `time` with `volume`: the extent is the two prices.
    static func box(from start: Double, to end: Double, time: Int64, volume: Double) -> Bar {
        Bar(time: time, open: start, high: max(start, end), low: min(start, end), close: end, volume: volume)
    }
}
