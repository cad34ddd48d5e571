extension Lag {
    /// Batch computation over a whole column: `out[i] = x[i − N]`, NaN for `i < N`, which is
    /// what a fresh kernel's `update(x[i])` gives after committing `x[0..<i]`.
    /// - Parameter out: room for `x.count` outputs; must not overlap `x` (unless N = 0).
    /// - Complexity: O(n).
    @inlinable
    public func column(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        precondition(committed == 0, "column(_:into:) starts from a fresh kernel")
        for i in 0..<x.count { out[i] = lagged(x, at: i) }
    }

    /// What a fresh kernel's `update(x[i])` returns after committing `x[0..<i]`: `x[i − N]`, or
    /// NaN for `i < N`. For passes that use the lagged value at once instead of storing it.
    @inlinable @inline(__always)
    public func lagged(_ x: UnsafeBufferPointer<Double>, at i: Int) -> Double { i >= periods ? x[i &- periods] : .nan }
}

extension Lag {
    /// REF(X, 1) only: commits `count` values at once, the newest being `last`.
    @inlinable mutating func resume(count: Int, last: Double) {
        precondition(periods == 1, "resume(count:last:) serves REF(X,1)")
        committed &+= count
        if count > 0 { previous = last }
    }

    /// Commits `values` (oldest first) at once: the state `update`/`advance` leave after them.
    /// - Complexity: O(min(values.count, N)).
    @inlinable mutating func resume(committing values: UnsafeBufferPointer<Double>) {
        committed &+= values.count
        if periods == 1, let last = values.last {
            previous = last
        } else if periods > 1 {
            for v in values.suffix(periods) { held.push(v) }
        }
    }
}
