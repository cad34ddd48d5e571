extension ExponentialSmoother {
    /// Batch computation over a whole column: `out[i]` is what this kernel's `update(x[i])` gives
    /// after committing `x[0..<i]`, bit for bit.
    ///
    /// Seeding, re-seeding and gaps go through `update`/`advance` themselves; runs of finite
    /// inputs after the seed apply the same `step` with the running value held in a register.
    /// (Calling `updateAndAdvance` per item gives the same values, slower: the per-item test of both
    /// the state and the input would stay in the loop.)
    /// This kernel's own state is not changed.
    /// - Parameters:
    ///   - x: the inputs, oldest first.
    ///   - out: room for `x.count` outputs; may be `x` itself (each input is read before its
    ///     output is written).
    /// - Complexity: O(n).
    @inlinable
    public func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        var kernel = self
        let n = x.count
        var i = 0
        while i < n {
            if var y = kernel.runningOutput, !x[i].isNaN {
                repeat {
                    y = kernel.step(from: y, x[i])
                    out[i] = y
                    i += 1
                } while i < n && !x[i].isNaN && !y.isNaN
                kernel.resume(at: y)  // NaN only through infinities, as update/advance would leave it
                continue
            }
            out[i] = kernel.update(x[i])
            kernel.advance()
            i += 1
        }
    }

    /// The committed output while the recurrence is running (seeded, no gap since), else nil.
    @inlinable public var runningOutput: Double? { previous.isNaN ? nil : previous }

    /// Commits `y`, the result of `step`s over finite inputs from `runningOutput`: the state
    /// `update`/`advance` leave after those inputs.
    @inlinable mutating func resume(at y: Double) { previous = y }

    /// `update(x)` then `advance()`, returning the output: the step of a batch pass that feeds
    /// several kernels item by item (KDJ's K into D) and holds them in locals.
    ///
    /// Running on a finite input, only the recurrence `step` is applied (as `column` does);
    /// seeding, re-seeding and gaps go through `update`/`advance` themselves, on a copy passed
    /// out of line by value, so that the caller's smoother never has its address taken and can
    /// stay in registers.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public mutating func updateAndAdvance(_ x: Double) -> Double {
        if _fastPath(!previous.isNaN && !x.isNaN) {
            previous = step(from: previous, x)
            return previous
        }
        let y: Double
        (self, y) = Self.updatedAndAdvanced(self, x)
        return y
    }

    /// `update(x)` then `advance()` on a copy of `smoother`: the copy and the output.
    @usableFromInline @inline(never)
    static func updatedAndAdvanced(_ smoother: ExponentialSmoother, _ x: Double) -> (ExponentialSmoother, Double) {
        var smoother = smoother
        let y = smoother.update(x)
        smoother.advance()
        return (smoother, y)
    }
}
