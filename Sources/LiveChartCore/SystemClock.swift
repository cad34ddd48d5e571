import Foundation

/// The machine's monotonic clock in seconds. Hosts read it and pass times in; charts, animations and
/// interaction state machines take the time as an argument, so tests replay any behaviour exactly.
public final class SystemClock {
    public init() {}

    /// Seconds on a monotonic clock; only differences matter.
    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
