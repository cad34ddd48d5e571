extension Int64 {
    /// The floor of `self / d` (rounds toward −∞, unlike `/`). `d` > 0.
    func floorDiv(_ d: Int64) -> Int64 { self >= 0 ? self / d : -((-self + d - 1) / d) }

    /// `self − floorDiv(d) × d`, always in `0..<d`. `d` > 0.
    func floorMod(_ d: Int64) -> Int64 { self - floorDiv(d) * d }
}
