import Foundation

/// An animatable property of a layer, typed by its value, e.g. `.opacity` (`Double`) or `.position`
/// (`CGPoint`). Animations and transactions name their target with it:
/// `layer.set(.opacity, 0.7, in: transaction)`.
public struct LayerProperty<Value: AnimatableValue>: Sendable, Hashable {
    /// The property's key, also the default key of its animations ("opacity", "position", …).
    public let name: String

    private init(_ name: String) { self.name = name }
}

extension LayerProperty where Value == Double {
    /// `Layer.opacity`, 0…1.
    public static var opacity: LayerProperty<Double> { LayerProperty("opacity") }
    /// `Layer.scale`, a uniform factor about the anchor.
    public static var scale: LayerProperty<Double> { LayerProperty("scale") }
    /// `ShapeLayer.strokeEnd`, the fraction 0…1 of the path's length that is stroked.
    public static var strokeEnd: LayerProperty<Double> { LayerProperty("strokeEnd") }
}

extension LayerProperty where Value == CGPoint {
    /// `Layer.position`, in the parent's points.
    public static var position: LayerProperty<CGPoint> { LayerProperty("position") }
}

extension LayerProperty where Value == Path {
    /// `ShapeLayer.path`, in the layer's points.
    public static var path: LayerProperty<Path> { LayerProperty("path") }
}
