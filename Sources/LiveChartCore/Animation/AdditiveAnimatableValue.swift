/// An animatable value that can be added to another, for `BasicAnimation`'s `by` (the end is the start
/// plus `by`, as Core Animation's `byValue`).
public protocol AdditiveAnimatableValue: AnimatableValue {
    /// The component-wise sum.
    func adding(_ other: Self) -> Self
}
