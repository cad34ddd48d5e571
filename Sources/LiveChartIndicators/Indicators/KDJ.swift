import LiveChartData

/// KDJ (stochastic oscillator of Chinese brokers): RSV, K, D, J.
///
/// Formula (TongDaXin `KDJ`): `RSV = (C − LLV(L,N)) / (HHV(H,N) − LLV(L,N)) · 100`,
/// `K = SMA(RSV,M1,1)`, `D = SMA(K,M2,1)`, `J = 3K − 2D`.
/// HHV/LLV are full N-bar windows over a monotonic deque (O(1) per bar). Where the window has
/// no range (HHV = LLV) RSV is 50, the midpoint: a decision, since the formula is 0/0 there.
/// Seed: `KDJSeed.fifty` (default) or `.firstValue`. Warm-up: NaN for the first N − 1 bars.
/// A NaN price blanks the windows containing it, and K and D re-seed after it.
/// KDJ has no TA-Lib counterpart: both conventions compute it this way.
/// Lines: `K`, `D`, `J`. Defaults 9, 3, 3.
public struct KDJ: BarIndicator {
    var range: RollingRange
    var k: ExponentialSmoother
    var d: ExponentialSmoother

    /// Creates the indicator with N, M1, M2 ≥ 1.
    public init(period: Int = 9, kPeriod: Int = 3, dPeriod: Int = 3, seed: KDJSeed = .fifty) {
        range = RollingRange(period: period)
        let smootherSeed: SmootherSeed = seed == .fifty ? .constant(50) : .firstValue
        k = ExponentialSmoother(alpha: 1 / Double(kPeriod), seed: smootherSeed)
        d = ExponentialSmoother(alpha: 1 / Double(dPeriod), seed: smootherSeed)
    }

    /// `["K", "D", "J"]`.
    public var lineNames: [String] { ["K", "D", "J"] }

    /// Computes K, D and J for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (hhv, llv) = range.update((bar.high, bar.low))
        let kValue = k.update(Self.rsv(highest: hhv, lowest: llv, close: bar.close))
        let dValue = d.update(kValue)
        values[0] = kValue
        values[1] = dValue
        values[2] = Self.j(k: kValue, d: dValue)
    }

    /// RSV from the window's highest high and lowest low and the close (50 for a window without
    /// range; NaN when any is missing).
    @inline(__always) static func rsv(highest hhv: Double, lowest llv: Double, close: Double) -> Double {
        let width = hhv - llv
        return width > 0 ? (close - llv) / width * 100 : (width == 0 && !close.isNaN ? 50 : .nan)
    }

    /// J = 3K − 2D.
    @inline(__always) static func j(k: Double, d: Double) -> Double { 3 * k - 2 * d }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        range.advance()
        k.advance()
        d.advance()
    }
}

extension KDJ {
    /// RSV in one pass over the high, low and close columns (`RollingRange.column`), kept in the
    /// J column; then K, D and J in a second pass, K feeding D item by item
    /// (`ExponentialSmoother.updateAndAdvance`) so that the two recurrences overlap.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 3, count: n) { out in
            let kLine = out[0], dLine = out[1], jLine = out[2]
            columns.withReaders { bars in
                let close = bars.close
                range.column(high: bars.high, low: bars.low) { i, hhv, llv in
                    jLine[i] = Self.rsv(highest: hhv, lowest: llv, close: close[i])
                }
            }
            var k = self.k, d = self.d
            for i in 0..<n {
                let kValue = k.updateAndAdvance(jLine[i])
                let dValue = d.updateAndAdvance(kValue)
                kLine[i] = kValue
                dLine[i] = dValue
                jLine[i] = Self.j(k: kValue, d: dValue)
            }
        }
    }
}

extension KDJ: StorageClaiming {
    mutating func claimStorage() {
        range.claimStorage()
    }
}
