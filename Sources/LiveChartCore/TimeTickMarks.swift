/// Time-axis label placement for bars laid out by index (TradingView-style "tick mark weights"):
/// each bar gets a weight from the largest calendar boundary it crosses since the previous bar,
/// and labels go to the heaviest bars first, as long as they keep a minimum distance; a lighter
/// boundary is labelled only when every heavier one in view got its label.
package enum TimeTickMarks {
    /// The calendar boundary a bar starts, from heaviest to lightest.
    package enum Weight: Int, Sendable, Comparable, CaseIterable {
        case minute = 1, hour, day, month, year

        package static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// A chosen label: the bar's index and the boundary it marks.
    package struct Mark: Sendable, Equatable {
        package var index: Int
        package var weight: Weight
    }

    /// The boundary crossed between two bar times (wall-clock seconds since 1970).
    package static func weight(from previous: Int64, to current: Int64) -> Weight {
        weight(from: CivilTime(secondsSince1970: previous), to: CivilTime(secondsSince1970: current))
    }

    /// The boundary crossed between two civil times.
    static func weight(from a: CivilTime, to b: CivilTime) -> Weight {
        if a.year != b.year { return .year }
        if a.month != b.month { return .month }
        if a.day != b.day { return .day }
        if a.hour != b.hour { return .hour }
        return .minute
    }

    /// Chooses labels among the bars `indices` of `times`, heaviest boundaries first, keeping centres
    /// at least `minSpacing` points apart.
    ///
    /// - Parameters:
    ///   - time: the time of the bar at an index (called for the visible bars and the one before them).
    ///   - indices: the visible bar indices.
    ///   - x: the centre of a bar index in points.
    ///   - minSpacing: the smallest distance between two labels' centres, in points.
    ///   - lightest: the lightest boundary that may carry a label (`.day` for daily bars keeps
    ///     hour marks out).
    /// - Returns: marks sorted by index.
    /// - Complexity: O(v·m) for v visible bars and m marks (m is small: the plot width over `minSpacing`).
    package static func select(time: (Int) -> Int64, indices: ClosedRange<Int>, x: (Int) -> Double,
                              minSpacing: Double, lightest: Weight = .minute) -> [Mark] {
        var candidates: [(mark: Mark, roundness: Int)] = []
        var previous = CivilTime(secondsSince1970: time(max(indices.lowerBound - 1, 0)))
        for i in indices {
            let current = CivilTime(secondsSince1970: time(i))
            defer { previous = current }
            guard i > 0 else { continue }
            let w = weight(from: previous, to: current)
            guard w >= lightest else { continue }
            // Minute marks only at round minutes, the rounder first: 14:30 before 14:15 before 14:05, never 14:07.
            let minute = current.minute
            let roundness = w > .minute ? 0 : [30, 15, 10, 5].firstIndex { minute % $0 == 0 }.map { 4 - $0 } ?? -1
            if roundness >= 0 { candidates.append((Mark(index: i, weight: w), roundness)) }
        }
        var chosen: [(mark: Mark, x: Double)] = []
        for level in Weight.allCases.reversed() {
            let ofLevel = candidates.filter { $0.mark.weight == level }
            var dropped = false
            for c in ofLevel.sorted(by: { $0.roundness > $1.roundness }).map(\.mark) {
                let cx = x(c.index)
                if chosen.allSatisfy({ abs($0.x - cx) >= minSpacing }) { chosen.append((c, cx)) } else { dropped = true }
            }
            // A lighter boundary only where every heavier one has its label: once months are every other
            // one, a day label in a wider gap ("Apr Jun Aug Oct Nov 15 2012") reads as noise, not as a step.
            if dropped { break }
        }
        return chosen.map(\.mark).sorted { $0.index < $1.index }
    }
}
