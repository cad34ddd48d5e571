extension Double {
    /// The largest of three values, each comparison written `x > y ? x : y`: the form x86's
    /// `maxsd` computes in one instruction. (`Swift.max` is `y >= x ? y : x`, which it cannot:
    /// the compiler emits a four-instruction blend per comparison instead.)
    ///
    /// NaN: a NaN `b` or `c` gives NaN; a NaN `a` alone is passed over.
    @inline(__always) static func largest(_ a: Double, _ b: Double, _ c: Double) -> Double {
        let ab = a > b ? a : b
        return ab > c ? ab : c
    }
}
