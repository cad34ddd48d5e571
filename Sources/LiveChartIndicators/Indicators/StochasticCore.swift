/// The arithmetic of the stochastic oscillator, shared by `STOCH`, `STOCHF` and `STOCHRSI`:
/// raw %K of a value within the range of the last N highs and lows, %K = MA(raw %K, KS),
/// %D = MA(%K, D).
///
/// Raw %K = `(C − LLV(L,N)) / (HHV(H,N) − LLV(L,N)) · 100`. Where the window has no range the
/// formula is 0/0: `taLib` gives 0 (TA-Lib `STOCH`'s C code), `tdx` 50 (the midpoint, as `KDJ`).
/// Warm-up: %K is NaN for the first N + KS − 2 items, %D for N + KS + D − 3; in `taLib`, as TA-Lib
/// returns both lines from one start, %K is also NaN until %D exists. A NaN value blanks every
/// window containing it (`RollingRange`, `RollingMean`); the lines resume once the windows hold
/// no NaN. - Complexity: O(1) per call (monotonic deques and running sums).
struct StochasticCore: Sendable {
    var range: RollingRange
    var kMean: RollingMean
    var dMean: RollingMean
    let convention: IndicatorConvention

    /// Creates the core with N, KS, D ≥ 1 (KS = 1: the fast %K).
    init(period: Int, kSmoothing: Int, dPeriod: Int, convention: IndicatorConvention) {
        range = RollingRange(period: period)
        kMean = RollingMean(period: kSmoothing)
        dMean = RollingMean(period: dPeriod)
        self.convention = convention
    }

    /// %K and %D with the live item's high, low and value.
    @inline(__always) mutating func update(high: Double, low: Double, close: Double) -> (k: Double, d: Double) {
        let (hhv, llv) = range.update((high, low))
        let k = kMean.update(raw(highest: hhv, lowest: llv, close: close))
        let d = dMean.update(k)
        return (convention == .taLib && d.isNaN ? .nan : k, d)
    }

    /// Raw %K (see the type's doc for a window without range).
    @inline(__always) func raw(highest hhv: Double, lowest llv: Double, close: Double) -> Double {
        let width = hhv - llv
        if width > 0 { return (close - llv) / width * 100 }
        return width == 0 && !close.isNaN ? (convention == .taLib ? 0 : 50) : .nan
    }

    /// Commits the live item.
    @inline(__always) mutating func advance() {
        range.advance()
        kMean.advance()
        dMean.advance()
    }
}

extension StochasticCore: StorageClaiming {
    mutating func claimStorage() {
        range.claimStorage()
        kMean.claimStorage()
        dMean.claimStorage()
    }
}

extension StochasticCore {
    /// %K and %D over whole columns of highs, lows and closes (STOCH: the bars'; STOCHRSI: the RSI thrice): raw
    /// %K from the range's column pass, then the two means' column passes, bit for bit `update`/`advance`
    /// (KDJ's shape). O(n).
    func columns(high: UnsafeBufferPointer<Double>, low: UnsafeBufferPointer<Double>, close: UnsafeBufferPointer<Double>) -> [[Double]] {
        let n = close.count
        return OutputColumns.make(lines: 2, count: n) { out in
            let raw = UnsafeMutablePointer<Double>.allocate(capacity: n)
            defer { raw.deallocate() }
            range.column(high: high, low: low) { i, hhv, llv in raw[i] = self.raw(highest: hhv, lowest: llv, close: close[i]) }
            kMean.column(UnsafeBufferPointer(start: raw, count: n), into: out[0])
            dMean.column(UnsafeBufferPointer(start: out[0], count: n), into: out[1])
            if convention == .taLib {
                for i in 0..<n where out[1][i].isNaN { out[0][i] = .nan }
            }
        }
    }
}
