/// A kernel or indicator whose storage blocks a batch loop can take over for one call.
///
/// `claimStorage()` makes every block the value holds its own (copying shared ones) and marks it
/// exclusive, so that later writes skip the copy-on-write uniqueness check (a runtime call that
/// would otherwise force the loop's state out of registers on every bar). Only the batch loop of
/// `BarIndicator` calls it, on its private copy of the indicator, which never leaves the call.
/// A block that is not claimed (a conformer that does not forward to one of its parts, or a
/// custom indicator that does not conform) keeps checking: omitting a part costs speed, never
/// correctness.
protocol StorageClaiming {
    /// Makes every storage block of this value its own and exclusive for the rest of its life.
    mutating func claimStorage()
}

/// A copy of `value` whose storage is claimed if its type conforms to `StorageClaiming` (else
/// a plain copy). Kept out of line so that the caller's copy never has its address taken by the
/// dynamic cast and can live in registers. O(storage size), once per batch call.
@inline(never)
func claimedCopy<T>(of value: T) -> T {
    guard var claiming = value as? any StorageClaiming else { return value }
    claiming.claimStorage()
    return claiming as! T  // cannot fail: `claiming` was made from a T above
}
