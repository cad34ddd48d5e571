/// Several animations started together, as Core Animation's `CAAnimationGroup`: each child's
/// `beginTime` (nil meaning 0) and delay count from the group's start, so one begin time or delay
/// moves them all. Add it with `Layer.add(_:forKey:at:)`; its children are attached under
/// `"key.0"`, `"key.1"`, … and can be replaced or removed one by one. Unlike Core Animation's, a group
/// does not cut its children off at a group duration: each runs its own.
public struct AnimationGroup: Sendable {
    /// The animations, in the order they are attached (later ones win on a shared property).
    public var animations: [any LayerAnimation]
    /// The absolute time the group starts, in seconds on the chart's clock; nil: when added.
    public var beginTime: Double?
    /// Seconds after `beginTime` before the group starts.
    public var delay: Double

    /// A group of `animations` starting at `beginTime` (absolute seconds; nil: when added) plus `delay` seconds.
    public init(_ animations: [any LayerAnimation], beginTime: Double? = nil, delay: Double = 0) {
        self.animations = animations
        self.beginTime = beginTime
        self.delay = delay
    }
}

extension Layer {
    /// Attaches each animation of `group` under `"key.i"`, its begin time moved to the group's start
    /// (`group.beginTime ?? time`, plus `group.delay`) plus its own begin time; `time` is now, in seconds.
    public func add(_ group: AnimationGroup, forKey key: String, at time: Double) {
        let start = (group.beginTime ?? time) + group.delay
        for (i, animation) in group.animations.enumerated() {
            attach(animation, startingAt: start, forKey: "\(key).\(i)", at: time)
        }
    }

    /// `animation` with its (relative) begin time offset by `start`, attached under `key`.
    private func attach<A: LayerAnimation>(_ animation: A, startingAt start: Double, forKey key: String, at time: Double) {
        var shifted = animation
        shifted.timing.beginTime = start + (animation.timing.beginTime ?? 0)
        add(shifted, forKey: key, at: time)
    }
}
