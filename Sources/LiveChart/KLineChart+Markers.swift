import LiveChartData

extension KLineChart {
    /// The markers set with `setMarkers(_:)`, in their order.
    public var markers: [BarMarker] { placedMarkers.markers }

    /// Replaces the markers. Each lands on the drawn bar whose period holds its time (`BarLookup`), so
    /// markers follow a period change, Heikin-Ashi and lazily loaded history; several on one bar stack in
    /// the order given. A frame draws only the visible ones: O(log m + visible markers).
    /// - Returns: the markers that found no bar (before the first bar, after the newest bar's period, in
    ///   a gap between bars, or `atPrice` without a finite price): they are not drawn, and a host reports
    ///   them once. A live bar later places those its period holds.
    /// - Complexity: O(m log m + m log n).
    @discardableResult
    public func setMarkers(_ markers: [BarMarker]) -> [BarMarker] {
        placedMarkers = PlacedMarkers(markers, bars: drawnBars, period: markerPeriod)
        return placedMarkers.unplaced
    }

    /// Places every marker and joins every user series again on the drawn bars (they were replaced). O(m log n).
    func placeMarkers() {
        placedMarkers.place(bars: drawnBars, period: markerPeriod)
        for k in userValues.indices { userValues[k].join(bars: drawnBars, period: markerPeriod) }
    }

    /// The period times are matched by: the series' period, none for the boxes of a box style (which
    /// keep the time of the bar that made them).
    var markerPeriod: BarPeriod? { boxSize == nil ? period : nil }
}

extension KLineChart {
    /// The index of the drawn bar whose period holds `time` (seconds since 1970), as markers, vertical lines
    /// and trend-line points are placed (`BarLookup`); nil when none does. O(log n).
    public func barIndex(holding time: Int64) -> Int? {
        BarLookup.index(holding: time, in: drawnBars.lazy.map(\.time), period: markerPeriod)
    }
}
