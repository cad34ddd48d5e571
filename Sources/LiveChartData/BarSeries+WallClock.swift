import LiveChartCore

extension BarSeries {
    /// The bars' times on the wall clock of `zone`: instants converted, wall-clock times as they are.
    /// Around a fall-back the result repeats an hour (it is not increasing there). O(n log transitions).
    public func wallTimes(in zone: ZoneOffsets) -> [Int64] {
        timeBasis == .instant ? bars.map { zone.wallTime(of: $0.time) } : bars.map(\.time)
    }

    /// The bars labelled by their wall-clock times in `zone`, for what lays bars out by the clock (a timeline's
    /// minute slots); a series of wall-clock times is returned as it is. Bars of a repeated (fall-back) hour
    /// then share minutes with the hour before: a timeline merges or drops them, a K-line chart never needs this.
    /// O(n log transitions).
    public func onWallClock(of zone: ZoneOffsets) -> BarSeries {
        guard timeBasis == .instant else { return self }
        var out = replacingBars(bars.map { var b = $0; b.time = zone.wallTime(of: b.time); return b })
        out.timeBasis = .wallClock
        return out
    }
}
