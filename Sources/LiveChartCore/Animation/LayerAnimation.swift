/// An explicit animation of one layer property, as Core Animation's `CAPropertyAnimation`: it changes
/// only what the layer presents between its begin and end (and in its fill), never the model value.
///
/// Add one with `Layer.add(_:forKey:at:)`; at that moment its unspecified values are resolved against
/// the layer (`resolved(presented:model:at:)`), so a replacement starts from what was on screen.
public protocol LayerAnimation<Value>: Sendable {
    /// The type of the animated property's values.
    associatedtype Value: AnimatableValue
    /// The property this animation changes.
    var property: LayerProperty<Value> { get }
    /// Begin, delay, duration, repeats, fill mode and timing function.
    var timing: AnimationTiming { get set }
    /// This animation with every value it left open fixed: the begin time (nil becomes `time`, in seconds)
    /// and missing start or end values (from `presented`, the value on screen at `time`, and `model`).
    func resolved(presented: Value, model: Value, at time: Double) -> Self
    /// The value presented at absolute time `t` (seconds), or nil when the animation shows nothing then.
    /// Only meaningful once resolved.
    func value(at t: Double) -> Value?
}

extension LayerAnimation {
    /// The animated property's name, readable without knowing `Value`.
    public var propertyName: String { property.name }
}
