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
        if !previousClose.hasHistory { return firstBar(high: bar.high, low: bar.low) }
        return Self.value(high: bar.high, low: bar.low, previousClose: pc)
    }

    /// The first bar's value: `H − L` (`tdx`) or NaN (`taLib`).
    @inline(__always) func firstBar(high: Double, low: Double) -> Double { firstBarIsRange ? high - low : .nan }

    /// `MAX(H − L, |H − PC|, |PC − L|)`.
    @inline(__always) static func value(high: Double, low: Double, previousClose pc: Double) -> Double {
        Double.largest(high - low, abs(high - pc), abs(pc - low))  // NaN when the previous close is NaN
    }

    /// Batch computation over whole columns: `out[i]` is the true range of bar `i`, as a fresh
    /// kernel gives it. - Complexity: O(n).
    func column(high: UnsafeBufferPointer<Double>, low: UnsafeBufferPointer<Double>,
                close: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>) {
        guard !close.isEmpty else { return }
        out[0] = firstBar(high: high[0], low: low[0])
        for i in 1..<close.count { out[i] = Self.value(high: high[i], low: low[i], previousClose: close[i - 1]) }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { previousClose.advance() }
}

extension TrueRange: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
    }
}
