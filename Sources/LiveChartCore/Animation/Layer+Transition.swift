extension Layer {
    /// Makes this freshly built subtree take over from `old`, the subtree it replaces, without a jump.
    ///
    /// Layers are matched by name (unnamed layers are not matched). A matched layer takes the old
    /// layer's animations (so an intro animation in flight keeps its timing), then each of its
    /// animatable properties (position, opacity, scale, and a shape's stroke end and path) whose model
    /// value differs from the old one is set as with `set(_:_:in:)` in `transaction`: when `animates`
    /// accepts the layer and the transaction animates, it moves from the old layer's value presented at
    /// the transaction's time to the new model value; otherwise the new model value shows at once.
    ///
    /// - Parameters:
    ///   - old: the previous tree's root (or the subtree matching this one).
    ///   - transaction: the time (seconds), duration and timing of the implicit animations.
    ///   - animates: which new layers animate their changes; others change immediately.
    /// - Complexity: O(layers in both trees + their animations).
    public func transition(from old: Layer, in transaction: Transaction, animates: (Layer) -> Bool = { _ in true }) {
        var byName: [String: Layer] = [:]
        old.forEachLayer { if !$0.name.isEmpty, byName[$0.name] == nil { byName[$0.name] = $0 } }
        forEachLayer { layer in
            guard !layer.name.isEmpty, let previous = byName[layer.name] else { return }
            let tx = animates(layer) ? transaction : .disabled(at: transaction.time)
            layer.attachedAnimations = previous.attachedAnimations
            layer.take(.position, from: previous, in: tx)
            layer.take(.opacity, from: previous, in: tx)
            layer.take(.scale, from: previous, in: tx)
            if layer is ShapeLayer, previous is ShapeLayer {
                layer.take(.strokeEnd, from: previous, in: tx)
                layer.take(.path, from: previous, in: tx)
            }
        }
    }

    /// Calls `body` on this layer and every layer below it, depth first, parents before children.
    public func forEachLayer(_ body: (Layer) -> Void) {
        body(self)
        for layer in sublayers { layer.forEachLayer(body) }
    }

    /// Sets `property` to this layer's own model value starting from `previous`'s model (and the
    /// animations already taken from it), in `transaction`.
    private func take<Value>(_ property: LayerProperty<Value>, from previous: Layer, in transaction: Transaction) {
        let target = value(of: property)
        setAnimatableValue(previous.value(of: property), forKey: property.name)
        set(property, target, in: transaction)
    }
}
