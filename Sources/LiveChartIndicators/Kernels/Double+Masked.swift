extension Double {
    /// The value where `keep` is true, else +0, by masking the bits: `keep ? self : 0` without a
    /// branch. The compiler turns such selects into branches, which a test that random prices
    /// decide (which move is larger, whether the typical price rose) mispredicts about every other
    /// bar. - Complexity: O(1).
    @inline(__always) func masked(_ keep: Bool) -> Double {
        masked(bits: unsafeBitCast(keep, to: UInt8.self))
    }

    /// `masked` where both tests hold, combined without the branch `&&` compiles to.
    @inline(__always) func masked(_ first: Bool, _ second: Bool) -> Double {
        masked(bits: unsafeBitCast(first, to: UInt8.self) & unsafeBitCast(second, to: UInt8.self))
    }

    /// The value where `bits` is 1, +0 where it is 0.
    @inline(__always) private func masked(bits: UInt8) -> Double {
        Double(bitPattern: bitPattern & (0 &- UInt64(bits)))
    }
}
