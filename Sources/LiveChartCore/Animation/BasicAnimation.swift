/// An animation from one value to another, as Core Animation's `CABasicAnimation`.
///
/// Missing values are resolved when the animation is added to a layer at time t (see
/// `LayerAnimation.resolved`): a missing `from` is the value presented at t (so an animation
/// replacing another starts where the screen is), a missing `to` is the model value, and `by` sets
/// `to = from + by`. The presented value is `from.interpolated(to: to, fraction: progress)`.
/// The timing function defaults to linear, as an explicit `CABasicAnimation`'s does (implicit
/// animations take their `Transaction`'s, by default Core Animation's `default` curve).
public struct BasicAnimation<Value: AnimatableValue>: LayerAnimation {
    /// The animated property.
    public let property: LayerProperty<Value>
    /// The start value; nil takes the presented value when added.
    public var from: Value?
    /// The end value; nil takes the model value when added (or `from + by`).
    public var to: Value?
    /// Begin, delay, duration, repeats, fill mode and timing function.
    public var timing: AnimationTiming
    /// `from + by`, when the animation was made with `by`.
    private let offset: (@Sendable (Value) -> Value)?

    /// An animation of `property` from `from` to `to`.
    ///
    /// - Parameters:
    ///   - duration: seconds.
    ///   - beginTime: absolute seconds on the chart's clock; nil begins when added.
    ///   - delay: seconds after the begin time before the change starts.
    public init(_ property: LayerProperty<Value>, from: Value? = nil, to: Value? = nil, duration: Double,
                beginTime: Double? = nil, delay: Double = 0, repeatCount: Double = 1, fillMode: FillMode = .removed,
                timingFunction: TimingFunction = .linear) {
        self.property = property
        self.from = from
        self.to = to
        offset = nil
        timing = AnimationTiming(duration: duration, beginTime: beginTime, delay: delay, repeatCount: repeatCount,
                                 fillMode: fillMode, timingFunction: timingFunction)
    }

    /// The presented value at `t`: `from` interpolated towards `to` by the timing's progress.
    public func value(at t: Double) -> Value? {
        guard let from, let to, let progress = timing.progress(at: t) else { return nil }
        return from.interpolated(to: to, fraction: progress)
    }

    /// Fixes the begin time (nil becomes `time`), `from` (nil becomes `presented`) and `to` (`from + by`
    /// when made with `by`, else nil becomes `model`).
    public func resolved(presented: Value, model: Value, at time: Double) -> BasicAnimation<Value> {
        var copy = self
        copy.timing.beginTime = timing.beginTime ?? time
        let start = from ?? presented
        copy.from = start
        copy.to = offset.map { $0(start) } ?? to ?? model
        return copy
    }
}

extension BasicAnimation where Value: AdditiveAnimatableValue {
    /// An animation of `property` by `by` from `from` (nil: the presented value when added), ending at
    /// `from + by`, as Core Animation's `byValue`. Times in seconds, as in the main initialiser.
    public init(_ property: LayerProperty<Value>, from: Value? = nil, by: Value, duration: Double,
                beginTime: Double? = nil, delay: Double = 0, repeatCount: Double = 1, fillMode: FillMode = .removed,
                timingFunction: TimingFunction = .linear) {
        self.property = property
        self.from = from
        to = nil
        offset = { $0.adding(by) }
        timing = AnimationTiming(duration: duration, beginTime: beginTime, delay: delay, repeatCount: repeatCount,
                                 fillMode: fillMode, timingFunction: timingFunction)
    }
}
