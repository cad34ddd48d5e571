import Foundation

/// A node of the retained layer tree, holding model values as Core Animation does.
///
/// A layer's coordinate system maps into its parent's by `p' = position + (p − anchor)·scale`.
/// Subclasses (`ShapeLayer`, `TextLayer`) add content; `presentation(at:size:background:)` flattens
/// the tree into an immutable `DisplayList`. Layers are not thread-safe: one owner mutates them,
/// and the display list they produce crosses threads.
///
/// Animations (`Layer+Animation.swift`) change only what is presented at a time t: the stored
/// properties below are the model values, which the layer presents whenever no animation is active.
open class Layer {
    /// Identifies the layer for `firstLayer(named:)` and `transition(from:in:animates:)`; may be empty.
    public var name: String
    /// Where this layer's `anchor` sits in the parent's coordinates, in points.
    public var position: CGPoint = .zero
    /// The point of this layer's own coordinates that `position` refers to and `scale` is about.
    public var anchor: CGPoint = .zero
    /// Uniform scale about `anchor`.
    public var scale: CGFloat = 1
    /// 0…1, multiplied down the tree.
    public var opacity: Double = 1
    /// A hidden layer and its sublayers present nothing.
    public var isHidden = false
    /// Clips this layer and its sublayers to a rectangle in this layer's coordinates.
    public var clipRect: CGRect?
    /// Sublayers draw in ascending `zPosition`, ties in insertion order.
    public var zPosition: Double = 0
    /// The children, in insertion order.
    public private(set) var sublayers: [Layer] = []
    /// The parent, or nil for a root.
    public private(set) weak var superlayer: Layer?
    /// The attached animations in the order added (later ones win on the same property), by key.
    var attachedAnimations: [(key: String, animation: any LayerAnimation)] = []

    /// An empty layer with model values at their defaults (position and anchor at the origin, scale 1,
    /// opacity 1).
    public init(name: String = "") {
        self.name = name
    }

    /// Adds `layer` on top of the existing sublayers, removing it from any previous parent.
    public func addSublayer(_ layer: Layer) {
        layer.removeFromSuperlayer()
        layer.superlayer = self
        sublayers.append(layer)
    }

    /// Inserts `layer` among the sublayers at `index` (clamped to 0…count), removing it from any previous
    /// parent first; lower indices draw first among equal `zPosition`s.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        layer.removeFromSuperlayer()
        layer.superlayer = self
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    }

    /// Detaches this layer from its parent (it keeps its own sublayers).
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Detaches every sublayer.
    public func removeAllSublayers() {
        for layer in sublayers { layer.superlayer = nil }
        sublayers.removeAll()
    }

    /// The first layer in this subtree (depth first, self included) with the given name.
    public func firstLayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for layer in sublayers {
            if let found = layer.firstLayer(named: name) { return found }
        }
        return nil
    }

    /// The number of layers in this subtree, self included. O(n).
    public var layerCount: Int { 1 + sublayers.reduce(0) { $0 + $1.layerCount } }

    /// The transform from this layer's coordinates into its parent's (model values).
    public var localTransform: Transform2D { transform(position: position, scale: scale) }

    /// The transform into the parent's coordinates for a given position (points) and scale.
    func transform(position: CGPoint, scale: CGFloat) -> Transform2D {
        Transform2D(scaleX: scale, scaleY: scale,
                    translateX: position.x - anchor.x * scale, translateY: position.y - anchor.y * scale)
    }

    /// The model value of the animatable property named `key`, or nil when this layer has no such
    /// property. Subclasses with more animatable properties override it and call `super`.
    open func animatableValue(forKey key: String) -> (any AnimatableValue)? {
        switch key {
        case "position": position
        case "opacity": opacity
        case "scale": Double(scale)
        default: nil
        }
    }

    /// Sets the model value of the animatable property named `key`; a value of the wrong type, or an
    /// unknown key, changes nothing. Subclasses override it with `animatableValue(forKey:)`.
    open func setAnimatableValue(_ value: any AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("position", let p as CGPoint): position = p
        case ("opacity", let v as Double): opacity = v
        case ("scale", let v as Double): scale = CGFloat(v)
        default: break
        }
    }

    /// Flattens the subtree into a display list as presented at `time` (seconds on the chart's clock):
    /// every layer's position, scale, opacity (and a shape's path and stroke end) as its animations
    /// present them then, model values where none is active.
    ///
    /// - Parameters:
    ///   - size: the canvas size in points.
    ///   - background: the colour the canvas is cleared to.
    /// - Complexity: O(layers + items).
    public func presentation(at time: Double = 0, size: CGSize, background: Color? = nil) -> DisplayList {
        var items: [DisplayItem] = []
        appendPresentation(to: &items, parentTransform: .identity, parentOpacity: 1, time: time)
        return DisplayList(size: size, background: background, items: items)
    }

    func appendPresentation(to items: inout [DisplayItem], parentTransform: Transform2D, parentOpacity: Double, time: Double) {
        if isHidden { return }
        let alpha = parentOpacity * presented(.opacity, at: time)
        if alpha <= 0 { return }
        let local = transform(position: presented(.position, at: time), scale: CGFloat(presented(.scale, at: time)))
        let transform = parentTransform.concatenating(local)
        if let clip = clipRect { items.append(.pushClip(transform.apply(clip))) }
        appendContent(to: &items, transform: transform, opacity: alpha, time: time)
        let ordered = sublayers.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }
        for (_, layer) in ordered {
            layer.appendPresentation(to: &items, parentTransform: transform, parentOpacity: alpha, time: time)
        }
        if clipRect != nil { items.append(.popClip) }
    }

    /// Appends this layer's own content (not its sublayers') in the canvas coordinates given by
    /// `transform`, with `opacity` already accumulated. The base layer draws nothing.
    open func appendContent(to items: inout [DisplayItem], transform: Transform2D, opacity: Double, time: Double) {}
}
