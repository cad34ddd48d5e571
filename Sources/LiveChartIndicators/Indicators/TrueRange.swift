import LiveChartData

/// TR, the true range: `MAX(H − L, |H − REF(C,1)|, |REF(C,1) − L|)`, shared by ATR and DMI.
///
/// On the first bar there is no previous close: `tdx` uses `H − L`, `taLib` gives NaN
/// (TA-Lib `TRANGE` starts at bar 1). A NaN previous close (a gap) gives NaN.
public struct TrueRange: StreamKernel {
    var previousClose = Lag(periods: 1)
    let firstBarIsRange: Bool

    /// Creates the kernel for a convention.
    public init(convention: IndicatorConvention) { firstBarIsRange = convention == .tdx }

    /// The true range of the live bar.
    @inline(__always) public mutating func update(_ bar: Bar) -> Double {
        let pc = previousClose.update(bar.close)
        if !previousClose.hasHistory { return firstBarIsRange ? bar.high - bar.low : .nan }
        return max(bar.high - bar.low, abs(bar.high - pc), abs(pc - bar.low))
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { previousClose.advance() }
}

extension TrueRange: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
    }
}
