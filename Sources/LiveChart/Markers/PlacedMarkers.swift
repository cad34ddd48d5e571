import LiveChartData

/// A chart's markers and the drawn bar each one landed on (`BarLookup`), ordered by bar so a frame finds
/// the visible ones by binary search: O(log m + visible markers), whatever the total.
struct PlacedMarkers {
    /// A marker on bar `bar` (a drawn-bar index); `order` is its position in the list given, which breaks
    /// ties so stacks keep the file's order.
    struct Placement {
        var bar: Int
        var order: Int
        var marker: BarMarker
    }

    /// The markers as given, in their order.
    private(set) var markers: [BarMarker] = []
    /// Indices into `markers` by time, for re-placing only the newest after a live bar.
    private var byTime: [Int] = []
    /// The placed markers by bar, then order.
    private(set) var placements: [Placement] = []
    /// The markers that found no bar (outside the bars' time span or in a gap between them, or `atPrice`
    /// without a price), in their order, as of the last full placement: a live bar does not recount them.
    private(set) var unplaced: [BarMarker] = []

    init() {}

    /// Sets `markers` and places them all on `bars` (the drawn bars). O(m log m + m log n).
    init(_ markers: [BarMarker], bars: [Bar], period: BarPeriod?) {
        self.markers = markers
        byTime = markers.indices.sorted { (markers[$0].time, $0) < (markers[$1].time, $1) }
        place(bars: bars, period: period)
    }

    /// Places every marker again (the drawn bars changed). O(m log n).
    mutating func place(bars: [Bar], period: BarPeriod?) {
        placements = []
        unplaced = []
        for (order, marker) in markers.enumerated() {
            if let bar = Self.bar(of: marker, bars: bars, period: period) {
                placements.append(Placement(bar: bar, order: order, marker: marker))
            } else {
                unplaced.append(marker)
            }
        }
        placements.sort { ($0.bar, $0.order) < ($1.bar, $1.order) }
    }

    /// After a live bar: re-places only the markers from the second-newest bar's time on, which the newest
    /// bar's arrival or change can move. O(log m + k log n) for the k markers that recent.
    mutating func placeNewest(bars: [Bar], period: BarPeriod?) {
        guard !markers.isEmpty, bars.count >= 2 else { return place(bars: bars, period: period) }
        let firstBar = bars.count - 2
        let from = bars[firstBar].time
        placements.removeLast(placements.count - lowerBound(bar: firstBar))
        var lo = 0, hi = byTime.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if markers[byTime[mid]].time < from { lo = mid + 1 } else { hi = mid }
        }
        var recent: [Placement] = []
        for k in byTime[lo...] {
            if let bar = Self.bar(of: markers[k], bars: bars, period: period), bar >= firstBar {
                recent.append(Placement(bar: bar, order: k, marker: markers[k]))
            }
        }
        placements += recent.sorted { ($0.bar, $0.order) < ($1.bar, $1.order) }
    }

    /// Most markers drawn on one bar: a stack of 50 is taller than any plot, and a million on one bar must
    /// not cost a million per frame.
    static let maxPerBar = 50

    /// The placements on bars `range`, by bar then order, at most `maxPerBar` per bar (the first given).
    /// O(log m + result) while no bar holds more than `maxPerBar`, else O(bars in range × log m) more.
    func placements(on range: ClosedRange<Int>) -> [Placement] {
        var start = lowerBound(bar: range.lowerBound)
        let end = lowerBound(bar: range.upperBound + 1)
        var result: [Placement] = []
        result.reserveCapacity(min(end - start, 4_096))
        while start < end {
            let bar = placements[start].bar
            var k = start
            while k < end, k - start < Self.maxPerBar, placements[k].bar == bar {
                result.append(placements[k])
                k += 1
            }
            start = k < end && placements[k].bar == bar ? lowerBound(bar: bar + 1) : k
        }
        return result
    }

    /// The first placement index whose bar is ≥ `bar`.
    private func lowerBound(bar: Int) -> Int {
        var lo = 0, hi = placements.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if placements[mid].bar < bar { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private static func bar(of marker: BarMarker, bars: [Bar], period: BarPeriod?) -> Int? {
        if marker.position == .atPrice, !(marker.price?.isFinite ?? false) { return nil }
        return BarLookup.index(holding: marker.time, in: bars.lazy.map(\.time), period: period)
    }
}
