import LiveChartData

/// When each event of a recorded game arrives in a replay, in seconds after the replay starts.
public enum ScoreReplay {
    /// Arrival times for `events` at `pace`, non-decreasing, the first at 0. Unreadable or backwards
    /// stamps never make time run backwards.
    /// - Complexity: O(n).
    public static func arrivalTimes(_ events: [ScoringEvent], pace: ScoreReplayPace, periods: GamePeriods = .nba) -> [Double] {
        guard let first = events.first else { return [] }
        switch pace {
        case .interval(let seconds):
            return events.indices.map { Double($0) * max(0, seconds) }
        case .gameClock(let speed):
            let start = first.elapsed(in: periods)
            return monotone(events.map { ($0.elapsed(in: periods) - start) / max(speed, 1e-9) })
        case .wallClock(let speed):
            guard events.allSatisfy({ $0.wallClock != nil }) else {
                return arrivalTimes(events, pace: .gameClock(speed: speed), periods: periods)
            }
            let stamps = spread(events.map { $0.wallClock! })
            return monotone(stamps.map { ($0 - stamps[0]) / max(speed, 1e-9) })
        }
    }

    /// Runs of equal stamps spread evenly up to the next distinct stamp (the last run keeps its stamp).
    static func spread(_ stamps: [Double]) -> [Double] {
        var out = stamps, i = 0
        while i < stamps.count {
            var j = i + 1
            while j < stamps.count, stamps[j] == stamps[i] { j += 1 }
            if j < stamps.count, j - i > 1 {
                let step = (stamps[j] - stamps[i]) / Double(j - i)
                for k in i..<j { out[k] = stamps[i] + Double(k - i) * step }
            }
            i = j
        }
        return out
    }

    /// `times` with every value raised to at least its predecessor.
    private static func monotone(_ times: [Double]) -> [Double] {
        var out = times
        for k in out.indices.dropFirst() { out[k] = max(out[k], out[k - 1]) }
        return out
    }
}
