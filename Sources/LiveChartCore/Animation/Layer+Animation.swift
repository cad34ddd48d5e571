extension Layer {
    /// The model value of `property`.
    /// - Precondition: this layer has the property (`strokeEnd` and `path` need a `ShapeLayer`).
    public func value<Value>(of property: LayerProperty<Value>) -> Value {
        guard let value = animatableValue(forKey: property.name) as? Value else {
            preconditionFailure("\(type(of: self)) has no animatable property '\(property.name)'")
        }
        return value
    }

    /// What the layer presents for `property` at `time` (seconds): the model value, replaced by each
    /// attached animation of that property that is active (or filling) then, later-added ones last.
    /// - Complexity: O(attached animations), plus a path morph for `.path`.
    public func presented<Value>(_ property: LayerProperty<Value>, at time: Double) -> Value {
        var result = value(of: property)
        for entry in attachedAnimations where entry.animation.propertyName == property.name {
            if let animation = entry.animation as? any LayerAnimation<Value>, let v = animation.value(at: time) {
                result = v
            }
        }
        return result
    }

    /// Sets the model value of `property` within `transaction`.
    ///
    /// Setting the value the model already holds changes nothing (a running animation continues).
    /// When the transaction animates (actions enabled, duration > 0) and the value changes, an implicit
    /// `BasicAnimation` keyed by the property's name runs from the value presented at the transaction's
    /// time to the new model value, with its duration and timing function; it replaces any animation
    /// under that key, so an interrupted change continues from what is on screen. With actions disabled
    /// only the model changes, and animations already attached keep running (as in Core Animation).
    public func set<Value>(_ property: LayerProperty<Value>, _ newValue: Value, in transaction: Transaction) {
        if value(of: property) == newValue { return }
        guard transaction.animates else {
            setAnimatableValue(newValue, forKey: property.name)
            return
        }
        let from = presented(property, at: transaction.time)
        setAnimatableValue(newValue, forKey: property.name)
        add(BasicAnimation(property, from: from, to: newValue, duration: transaction.duration,
                           timingFunction: transaction.timingFunction), at: transaction.time)
    }

    /// Attaches `animation`, replacing any under the same key (default: the property's name).
    ///
    /// Its open values are resolved now (`LayerAnimation.resolved`): the begin time defaults to `time`,
    /// a missing start to the value presented at `time` (before the replacement, so nothing jumps) and a
    /// missing end to the model value. The model value is not changed: set it to the final value
    /// yourself (or use `set(_:_:in:)`), so nothing snaps back when the animation is removed.
    /// Animations that ended before `time` and do not fill forwards are dropped.
    /// - Parameter time: now, in seconds on the chart's clock.
    public func add<A: LayerAnimation>(_ animation: A, forKey key: String? = nil, at time: Double) {
        let key = key ?? animation.propertyName
        let resolved = animation.resolved(presented: presented(animation.property, at: time),
                                          model: value(of: animation.property), at: time)
        attachedAnimations.removeAll { $0.key == key || Layer.isSpent($0.animation, at: time) }
        attachedAnimations.append((key, resolved))
    }

    /// The animation attached under `key`, resolved, or nil.
    public func animation(forKey key: String) -> (any LayerAnimation)? {
        attachedAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order added.
    public var animationKeys: [String] { attachedAnimations.map(\.key) }

    /// Detaches the animation under `key`; the layer presents its model value from then on.
    public func removeAnimation(forKey key: String) {
        attachedAnimations.removeAll { $0.key == key }
    }

    /// Detaches every animation of this layer (not of its sublayers).
    public func removeAllAnimations() { attachedAnimations.removeAll() }

    /// Whether this layer or one below it has an animation that has not ended by `time` (seconds):
    /// while true, frames at later times may differ, so a render loop keeps drawing.
    public func hasRunningAnimations(at time: Double) -> Bool {
        attachedAnimations.contains { $0.animation.timing.endTime > time } || sublayers.contains { $0.hasRunningAnimations(at: time) }
    }

    /// Drops, in this subtree, the animations that ended before `time` (seconds) and present nothing
    /// afterwards (fill mode `.removed` or `.backwards`). Presentation at `time` or later is unchanged.
    public func removeFinishedAnimations(at time: Double) {
        attachedAnimations.removeAll { Layer.isSpent($0.animation, at: time) }
        for layer in sublayers { layer.removeFinishedAnimations(at: time) }
    }

    /// Whether `animation` ended by `time` and presents nothing afterwards.
    static func isSpent(_ animation: any LayerAnimation, at time: Double) -> Bool {
        let timing = animation.timing
        return timing.endTime <= time && (timing.fillMode == .removed || timing.fillMode == .backwards)
    }
}
