/// Running totals of `price · volume` and `volume` since an anchor (a session, a week, a date),
/// behind the session average price (`AveragePrice`) and VWAP.
///
/// The totals restart whenever the anchor key of the live item differs from the committed one.
/// An item whose weighted value or volume is NaN adds nothing. Before any volume the average
/// is the item's fallback price.
/// - Complexity: O(1) per call, O(1) memory.
struct VolumeWeightedTotal: Sendable {
    var weighted = 0.0
    var volume = 0.0
    var key = Int64.min
    var liveWeighted = 0.0
    var liveVolume = 0.0
    var liveKey = Int64.min

    /// The average `Σ weighted / Σ volume` of the anchor's items up to the live one, or
    /// `fallback` while the anchor has no volume.
    @inline(__always) mutating func update(weighted w: Double, volume v: Double, key k: Int64, fallback: Double) -> Double {
        liveKey = k
        let same = k == key
        let usable = !v.isNaN && !w.isNaN
        liveWeighted = (same ? weighted : 0) + (usable ? w : 0)
        liveVolume = (same ? volume : 0) + (usable ? v : 0)
        return liveVolume > 0 ? liveWeighted / liveVolume : fallback
    }

    /// Commits the live item.
    @inline(__always) mutating func advance() {
        weighted = liveWeighted
        volume = liveVolume
        key = liveKey
    }
}
