/// A group of property changes made at one instant with one implicit animation style, as Core
/// Animation's `CATransaction`, but an explicit value instead of thread-local state (Swift 6: no
/// global mutable state). The owner of the layer tree (a chart) makes one per update and passes it to
/// every `Layer.set(_:_:in:)`:
///
/// ```swift
/// let tx = Transaction(time: clock.now(), duration: 0.5, timingFunction: .easeInEaseOut)
/// stroke.set(.path, newPath, in: tx)      // morphs from what is on screen to newPath
/// fill.set(.opacity, 0.7, in: tx)
/// let setup = Transaction.disabled(at: clock.now())  // batch creation: no implicit animations
/// ```
public struct Transaction: Sendable, Equatable {
    /// When the changes are made, in seconds on the chart's clock; implicit animations begin then.
    public var time: Double
    /// Seconds each implicit animation lasts (Core Animation's default is 0.25).
    public var duration: Double
    /// The implicit animations' timing function.
    public var timingFunction: TimingFunction
    /// When true, setting a property only changes the model value (no implicit animation), as
    /// `CATransaction.setDisableActions(true)`; use it to build layer trees in one batch.
    public var disablesActions: Bool

    /// A transaction at `time` (seconds); `duration` in seconds.
    public init(time: Double, duration: Double = 0.25, timingFunction: TimingFunction = .default, disablesActions: Bool = false) {
        self.time = time
        self.duration = duration
        self.timingFunction = timingFunction
        self.disablesActions = disablesActions
    }

    /// A transaction at `time` (seconds) whose changes are immediate: actions disabled.
    public static func disabled(at time: Double) -> Transaction {
        Transaction(time: time, duration: 0, disablesActions: true)
    }

    /// Whether setting a property in this transaction creates an implicit animation.
    public var animates: Bool { !disablesActions && duration > 0 }
}
