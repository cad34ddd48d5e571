extension RollingExtreme {
    /// The extreme of the window ending at `x` (as `update(_:)`) and its age: how many items
    /// before the live one it came, 0 for the live item itself. Of equal extremes the newest
    /// counts (the deque keeps the newest of equal values), as TA-Lib `AROON` does.
    ///
    /// Replaces the live item like `update(_:)`; NaN and age 0 while the window is incomplete or
    /// holds a NaN.
    /// - Complexity: O(1).
    @inline(__always) public mutating func updateWithAge(_ x: Double) -> (value: Double, age: Int) {
        let value = update(x)
        guard !value.isNaN, count > 0, Self.keeps(deque.base[front].value, over: x, highest: highest) else {
            return (value, 0)
        }
        return (value, window.committed - deque.base[front].index)
    }
}
