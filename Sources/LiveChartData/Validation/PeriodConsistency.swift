/// Finds bars of another period mixed into a series: an intraday bar among daily ones, a daily bar among weekly ones.
///
/// Rule (documented in RELIABILITY.md): the series' period P is the median gap between consecutive
/// bars, taken over at most `sampleLimit` evenly spaced gaps, and only once the series has at least
/// `minimumBars` bars (fewer gaps cannot establish a period). Gaps longer than P are normal (weekends,
/// holidays, suspensions, lunch breaks, missing minutes); a gap shorter than P/2 is not. For each such
/// pair, the bar whose removal leaves its neighbours' gaps closest to P is the foreign one: of the two
/// candidates, the survivor is the one whose gaps to the bar before the pair and the bar after it
/// differ least from P in total; on a tie, the one nearer the grid of multiples of P from the bar before
/// the pair (or after it, for the first bar); on a further tie the later bar is dropped. Pure; O(n).
enum PeriodConsistency {
    /// Fewest bars from which a period is inferred.
    static let minimumBars = 8
    /// Most gaps the median is taken over, spaced evenly through the series.
    static let sampleLimit = 4097

    /// The series' inferred period in seconds, or `nil` when it has fewer than `minimumBars` bars.
    /// - Parameter bars: bars with strictly increasing times.
    static func period(of bars: [Bar]) -> Int64? {
        guard bars.count >= minimumBars else { return nil }
        let gaps = bars.count - 1
        let step = max(1, gaps / sampleLimit)
        var sample: [Int64] = []
        sample.reserveCapacity(min(gaps, sampleLimit + 1))
        for k in stride(from: 1, through: gaps, by: step) { sample.append(bars[k].time - bars[k - 1].time) }
        sample.sort()
        return sample[sample.count / 2]
    }

    /// Indices (increasing) of the bars the rule above marks as foreign.
    /// - Parameter bars: bars with strictly increasing times.
    static func foreignIndices(_ bars: [Bar]) -> [Int] {
        guard let period = period(of: bars) else { return [] }
        var kept: [Int] = []
        var foreign: [Int] = []
        kept.reserveCapacity(bars.count)
        for k in bars.indices {
            var keep = true
            while keep, let last = kept.last, 2 * (bars[k].time - bars[last].time) < period {
                let before = kept.count >= 2 ? bars[kept[kept.count - 2]].time : nil
                let after = k + 1 < bars.count ? bars[k + 1].time : nil
                if misfit(bars[k].time, before, after, period) < misfit(bars[last].time, before, after, period) {
                    foreign.append(kept.removeLast())
                } else {
                    foreign.append(k)
                    keep = false
                }
            }
            if keep { kept.append(k) }
        }
        return foreign.sorted()
    }

    /// A duration for a message: `2 days`, `15 h`, `5 min` or `90 s`.
    static func describe(_ seconds: Int64) -> String {
        if seconds != 0 && seconds % 86_400 == 0 { return seconds == 86_400 ? "1 day" : "\(seconds / 86_400) days" }
        if seconds != 0 && seconds % 3600 == 0 { return "\(seconds / 3600) h" }
        if seconds != 0 && seconds % 60 == 0 { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }

    /// How far a bar at `t` sits from the period set by its neighbours: first the sum of |gap − P| over the
    /// neighbours present, then its distance from the nearest multiple of P counted from a neighbour.
    private static func misfit(_ t: Int64, _ before: Int64?, _ after: Int64?, _ period: Int64) -> (Int64, Int64) {
        var total: Int64 = 0
        if let before { total += abs(t - before - period) }
        if let after { total += abs(after - t - period) }
        let offset = abs(t - (before ?? after ?? t)) % period
        return (total, min(offset, period - offset))
    }
}
