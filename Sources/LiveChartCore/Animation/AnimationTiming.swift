/// When an animation runs and how its time maps to progress: begin, delay, duration, repeats, fill mode
/// and timing function. Times are seconds on the host's monotonic clock (`SystemClock`), passed in, never read here.
///
/// The active interval is `start = beginTime + delay` to `start + duration · repeatCount`. Within it, the
/// fraction of the current repetition is `((t − start) mod duration) / duration`, and the progress is
/// `timingFunction.progress(at: fraction)` (Core Animation's `CAMediaTiming` model without speed).
public struct AnimationTiming: Sendable, Equatable {
    /// The absolute time the animation begins, in seconds; nil means "when it is added to a layer".
    public var beginTime: Double?
    /// Seconds after `beginTime` before the animation starts (`fillMode` says what shows meanwhile).
    public var delay: Double
    /// Seconds of one repetition; 0 jumps straight to the end.
    public var duration: Double
    /// How many times the animation plays (fractions allowed, as Core Animation's `repeatCount`); ≥ 0.
    public var repeatCount: Double
    /// What shows before the start and after the end.
    public var fillMode: FillMode
    /// Maps the elapsed fraction of each repetition to its progress (default linear, as Core Animation's).
    public var timingFunction: TimingFunction

    /// Timing with each parameter as described on its property.
    public init(duration: Double, beginTime: Double? = nil, delay: Double = 0, repeatCount: Double = 1,
                fillMode: FillMode = .removed, timingFunction: TimingFunction = .linear) {
        self.beginTime = beginTime
        self.delay = delay
        self.duration = max(0, duration)
        self.repeatCount = max(0, repeatCount)
        self.fillMode = fillMode
        self.timingFunction = timingFunction
    }

    /// The absolute time the active interval starts, in seconds (`beginTime` must be resolved).
    public var startTime: Double { (beginTime ?? 0) + delay }

    /// The absolute time the active interval ends, in seconds.
    public var endTime: Double { startTime + duration * repeatCount }

    /// The elapsed fraction (0…1) of the current repetition at absolute time `t`, before the timing
    /// function; nil when the animation presents nothing then (outside its interval, not filled).
    public func elapsedFraction(at t: Double) -> Double? {
        let start = startTime
        if t < start {
            return fillMode == .backwards || fillMode == .both ? 0 : nil
        }
        if t >= endTime {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            if duration <= 0 || repeatCount == 0 { return 1 }
            let whole = repeatCount.rounded(.down)
            return repeatCount == whole ? 1 : repeatCount - whole
        }
        let local = (t - start) / duration
        return local - local.rounded(.down)
    }

    /// The progress at absolute time `t`: the timing function applied to `elapsedFraction(at:)`.
    public func progress(at t: Double) -> Double? {
        elapsedFraction(at: t).map(timingFunction.progress(at:))
    }
}
