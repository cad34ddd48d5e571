import Foundation

/// Momentum after a fling, as a function of time (after lightweight-charts' `KineticAnimation`).
///
/// While dragging, `addPosition` records where the pointer was and when; `start` derives the release
/// speed from the samples of the last `sampleWindow` seconds. The speed then decays exponentially,
/// `v(t) = v₀·e^(−t/τ)`, so the distance travelled is `v₀·τ·(1 − e^(−t/τ))`: an analytic path, the
/// same at 30, 60 or 120 frames per second. The motion ends when the speed falls under `stopSpeed`.
public struct KineticScroll: Sendable, Equatable {
    /// Speeds below this (points per second) at release start no momentum.
    public var minStartSpeed: Double = 300
    /// The motion ends below this speed (points per second).
    public var stopSpeed: Double = 15
    /// The decay time constant τ, seconds.
    public var timeConstant: Double = 0.325
    /// How far back release samples count, seconds.
    public var sampleWindow: Double = 0.1
    /// The largest start speed, points per second.
    public var maxSpeed: Double = 8000

    private var samples: [(position: Double, time: Double)] = []
    /// The running motion: start time, start speed (points per second, signed).
    public private(set) var motion: (startTime: Double, speed: Double)?

    public init() {}

    public static func == (a: KineticScroll, b: KineticScroll) -> Bool {
        a.motion?.startTime == b.motion?.startTime && a.motion?.speed == b.motion?.speed && a.samples.count == b.samples.count
    }

    /// Forgets samples and any motion (a new touch).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        motion = nil
    }

    /// Records the pointer at `position` points at `time` seconds. O(1) amortised (old samples dropped).
    public mutating func addPosition(_ position: Double, time: Double) {
        samples.append((position, time))
        while let first = samples.first, time - first.time > sampleWindow * 2, samples.count > 2 { samples.removeFirst() }
    }

    /// The release: starts a motion when the recent speed exceeds `minStartSpeed`.
    /// - Returns: whether momentum started.
    @discardableResult
    public mutating func start(at time: Double) -> Bool {
        let recent = samples.filter { time - $0.time <= sampleWindow }
        guard let first = recent.first, let last = recent.last, last.time > first.time else {
            motion = nil
            return false
        }
        var speed = (last.position - first.position) / (last.time - first.time)
        speed = max(-maxSpeed, min(maxSpeed, speed))
        guard abs(speed) >= minStartSpeed else {
            motion = nil
            return false
        }
        motion = (time, speed)
        return true
    }

    /// Distance in points travelled since the motion started, at `time`.
    public func distance(at time: Double) -> Double {
        guard let m = motion else { return 0 }
        let t = max(0, min(time, m.startTime + duration) - m.startTime)
        return m.speed * timeConstant * (1 - exp(-t / timeConstant))
    }

    /// The speed at `time`, points per second.
    public func speed(at time: Double) -> Double {
        guard let m = motion else { return 0 }
        return m.speed * exp(-max(0, time - m.startTime) / timeConstant)
    }

    /// How long the motion lasts: until the speed falls to `stopSpeed`, seconds.
    public var duration: Double {
        guard let m = motion, abs(m.speed) > stopSpeed else { return 0 }
        return timeConstant * log(abs(m.speed) / stopSpeed)
    }

    /// Whether the motion has ended by `time`.
    public func isFinished(at time: Double) -> Bool {
        guard let m = motion else { return true }
        return time >= m.startTime + duration
    }

    /// Stops the motion (an edge was reached, or a new touch began).
    public mutating func stop() { motion = nil }
}
