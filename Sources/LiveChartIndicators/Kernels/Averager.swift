/// One of the window or exponential averages, chosen at run time by a convention
/// (DMI sums over N in `tdx` and uses Wilder's average in `taLib`).
///
/// Exactly one kernel is present; it is mutated in place through the optional, so its buffers
/// are never copied: O(1) per call.
struct Averager: StreamKernel {
    private var sum: RollingSum?
    private var mean: RollingMean?
    private var wilder: ExponentialSmoother?

    /// SUM(X, N).
    static func sum(_ kernel: RollingSum) -> Averager { Averager(sum: kernel) }
    /// MA(X, N).
    static func mean(_ kernel: RollingMean) -> Averager { Averager(mean: kernel) }
    /// Wilder's (or any exponential) average.
    static func wilder(_ kernel: ExponentialSmoother) -> Averager { Averager(wilder: kernel) }

    /// The chosen average of the window or history ending at `x`.
    mutating func update(_ x: Double) -> Double {
        if sum != nil { return sum!.update(x) }
        if mean != nil { return mean!.update(x) }
        return wilder!.update(x)
    }

    /// Commits the live value.
    mutating func advance() {
        if sum != nil {
            sum!.advance()
        } else if mean != nil {
            mean!.advance()
        } else {
            wilder!.advance()
        }
    }
}

extension Averager {
    /// Batch computation over a whole column through the chosen kernel's column pass.
    /// - Parameter out: room for `x.count` outputs; must not overlap `x`.
    func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        if let sum { return sum.column(x, into: out) }
        if let mean { return mean.column(x, into: out) }
        wilder!.column(x, into: out)
    }
}

extension Averager {
    /// The exponential kernel when it is the one chosen, else nil: batch passes step it in
    /// registers (`ExponentialSmoother.step`) and hand the result back with `resumeExponential`.
    var exponential: ExponentialSmoother? { wilder }

    /// Commits `y`, the result of steps from `exponential`'s running output (see
    /// `ExponentialSmoother.resume(at:)`). - Precondition: the exponential kernel is the one chosen.
    mutating func resumeExponential(at y: Double) { wilder!.resume(at: y) }
}

extension Averager: StorageClaiming {
    mutating func claimStorage() {
        sum?.claimStorage()
        mean?.claimStorage()
    }
}
