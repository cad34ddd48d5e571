extension UnsafeMutablePointer where Pointee == Double {
    /// The first `count` values from here as a read-only buffer: a column written by one pass,
    /// handed to the next.
    @inline(__always) func readable(_ count: Int) -> UnsafeBufferPointer<Double> {
        UnsafeBufferPointer(start: self, count: count)
    }
}
