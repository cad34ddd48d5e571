import Foundation

/// A source of time in seconds, injected wherever behaviour depends on time (momentum, crosshair
/// hiding, animations, frame scheduling) so tests replay it exactly.
public protocol ChartClock: AnyObject {
    /// Seconds on a monotonic clock; only differences matter.
    func now() -> Double
}

/// The machine's monotonic clock.
public final class SystemClock: ChartClock {
    public init() {}

    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

/// A clock that moves only when told to, for tests.
public final class ManualClock: ChartClock {
    public private(set) var time: Double

    public init(time: Double = 0) { self.time = time }

    public func now() -> Double { time }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) { time += seconds }
}
