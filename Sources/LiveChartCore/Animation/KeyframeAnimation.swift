/// An animation through a sequence of values, as Core Animation's `CAKeyframeAnimation` in its linear
/// calculation mode.
///
/// The overall progress p (the timing's function applied to the elapsed fraction; linear by default,
/// as in Core Animation) falls between key times kᵢ ≤ p ≤ kᵢ₊₁; the local fraction (p − kᵢ)/(kᵢ₊₁ − kᵢ),
/// passed through `timingFunctions[i]` when given, interpolates `values[i]` to `values[i + 1]`.
public struct KeyframeAnimation<Value: AnimatableValue>: LayerAnimation {
    /// The animated property.
    public let property: LayerProperty<Value>
    /// The key values, at least one.
    public var values: [Value]
    /// Fractions of the duration (0…1, non-decreasing, one per value) at which each value is reached;
    /// nil spaces them evenly, from 0 to 1.
    public var keyTimes: [Double]?
    /// One timing function per interval between values (count − 1); nil is linear in each.
    public var timingFunctions: [TimingFunction]?
    /// Begin, delay, duration, repeats, fill mode and the overall timing function.
    public var timing: AnimationTiming

    /// An animation of `property` through `values`.
    ///
    /// - Parameters:
    ///   - values: at least one; a single value is held for the whole duration.
    ///   - keyTimes: see the property; must have as many entries as `values` when given.
    ///   - duration: seconds; `beginTime` absolute seconds (nil: when added); `delay` seconds.
    public init(_ property: LayerProperty<Value>, values: [Value], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, duration: Double, beginTime: Double? = nil, delay: Double = 0,
                repeatCount: Double = 1, fillMode: FillMode = .removed, timingFunction: TimingFunction = .linear) {
        precondition(!values.isEmpty, "a keyframe animation needs at least one value")
        precondition(keyTimes.map { $0.count == values.count } ?? true, "one key time per value")
        self.property = property
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        timing = AnimationTiming(duration: duration, beginTime: beginTime, delay: delay, repeatCount: repeatCount,
                                 fillMode: fillMode, timingFunction: timingFunction)
    }

    /// The value at `t`: the key values around the progress, interpolated. O(log values).
    public func value(at t: Double) -> Value? {
        guard let p = timing.progress(at: t) else { return nil }
        let n = values.count
        if n == 1 { return values[0] }
        let times = keyTimes ?? (0..<n).map { Double($0) / Double(n - 1) }
        if p <= times[0] { return values[0] }
        if p >= times[n - 1] { return values[n - 1] }
        var lo = 0, hi = n - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if times[mid] <= p { lo = mid } else { hi = mid }
        }
        let span = times[hi] - times[lo]
        var local = span > 0 ? (p - times[lo]) / span : 1
        if let functions = timingFunctions, lo < functions.count { local = functions[lo].progress(at: local) }
        return values[lo].interpolated(to: values[hi], fraction: local)
    }

    /// Fixes the begin time (nil becomes `time`); the key values are always explicit.
    public func resolved(presented: Value, model: Value, at time: Double) -> KeyframeAnimation<Value> {
        var copy = self
        copy.timing.beginTime = timing.beginTime ?? time
        return copy
    }
}
