extension Double {
    /// `MAX(0, x)` that keeps NaN as NaN (Swift's `max` would not say which it returns).
    @inlinable var clampedAtZero: Double { self.isNaN ? .nan : (self > 0 ? self : 0) }
}
