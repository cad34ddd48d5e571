import LiveChartCore
import LiveChartData

/// Plays a recorded game into a `ScoreChart`: asked for the frame at time t, it first appends every
/// event whose arrival time is ≤ t (at its own arrival time, so overlapping arrivals animate as they
/// would live), then presents the chart at t. Offline renderers ask for t = 0, 1/60, 2/60, …; a window
/// asks for its clock's now.
public final class ScoreReplayPlayer {
    /// The chart being played into; it starts empty.
    public let chart: ScoreChart
    /// The events still to come and the ones played, in order.
    public let events: [ScoringEvent]
    /// Each event's arrival, in seconds after the replay starts (`ScoreReplay.arrivalTimes`).
    public let arrivals: [Double]
    /// Events appended so far.
    public private(set) var played = 0

    /// A player of `events` arriving at `arrivals` (seconds, non-decreasing, one per event).
    public init(chart: ScoreChart, events: [ScoringEvent], arrivals: [Double]) {
        precondition(events.count == arrivals.count, "one arrival time per event")
        self.chart = chart
        self.events = events
        self.arrivals = arrivals
    }

    /// When the last arrival's animations are over, in seconds after the start.
    public var duration: Double {
        let style = chart.options.animation
        return (arrivals.last ?? 0) + max(style.duration, style.popDuration)
    }

    /// Appends the events due by `time` (seconds), each at its own arrival time. Times must not go back.
    public func advance(to time: Double) {
        while played < events.count, arrivals[played] <= time {
            chart.append(events[played], at: arrivals[played], nextArrivalIn: gapAfter(played))
            played += 1
        }
    }

    /// Seconds from arrival `k` to the next one (infinity for the last).
    public func gapAfter(_ k: Int) -> Double {
        k + 1 < arrivals.count ? arrivals[k + 1] - arrivals[k] : .infinity
    }

    /// The frame at `time` (seconds): events due by then appended, the chart presented then.
    public func frame(at time: Double) -> DisplayList {
        advance(to: time)
        return chart.displayList(at: time)
    }

    /// The number of frames of the whole replay at `fps` frames per second (the last one after every
    /// animation has ended), or nil when it would be more than `maxFrames` (a stamp years away, a clock
    /// of 10²⁰ hours: the count is refused, never converted into a trap or rendered for days).
    public func frameCount(fps: Double, maxFrames: Int = ScoreReplayPlayer.maxFrames) -> Int? {
        let frames = (duration * fps).rounded(.up) + 1
        guard frames.isFinite, frames <= Double(maxFrames) else { return nil }
        return Int(frames)
    }

    /// The most frames an offline replay renders: a little over 4.6 hours at 60 frames per second (a
    /// whole NBA game of about 2.5 hours at its own wall-clock pace, `--speed 1`, fits).
    public static let maxFrames = 1_000_000
}
