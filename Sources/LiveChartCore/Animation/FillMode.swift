/// What an animation presents outside its active interval, as Core Animation's `fillMode`.
public enum FillMode: Sendable, Equatable, CaseIterable {
    /// Nothing: before its begin and after its end the layer presents the value underneath (the model).
    case removed
    /// After its end, the animation holds its final value.
    case forwards
    /// Before its begin (during a delay), the animation already presents its initial value.
    case backwards
    /// Both `backwards` and `forwards`.
    case both
}
