import LiveChartData

/// ULTOSC: Larry Williams' ultimate oscillator (TA-Lib `ULTOSC`; StockCharts ChartSchool
/// "Ultimate Oscillator").
///
/// Formula: buying pressure `BP = C − MIN(L, REF(C,1))`, true range `TR` (`TrueRange`);
/// `Ak = SUM(BP,Nk)/SUM(TR,Nk)`; `ULTOSC = 100·(4·A1 + 2·A2 + A3)/7`. A TR sum within 1e-14 of 0
/// adds nothing (TA-Lib's `TA_IS_ZERO`). The periods are weighted in the order given (TA-Lib
/// sorts them first; give them shortest first). Bar 0 has no previous close, so ULTOSC starts at
/// bar max(N1, N2, N3) (NaN before) in both conventions. A NaN price makes BP and TR NaN for its
/// bar (and a NaN close for the next), blanking every window holding them.
/// Line: `ULTOSC`. Defaults 7, 14, 28.
/// - Complexity: O(1) per bar (six running sums).
public struct ULTOSC: BarIndicator {
    var previousClose = Lag(periods: 1)
    var pressure: (RollingSum, RollingSum, RollingSum)
    var range: (RollingSum, RollingSum, RollingSum)

    /// Creates the indicator with periods N1, N2, N3 ≥ 1.
    public init(periods: (Int, Int, Int) = (7, 14, 28)) {
        pressure = (RollingSum(period: periods.0), RollingSum(period: periods.1), RollingSum(period: periods.2))
        range = pressure
    }

    /// `["ULTOSC"]`.
    public var lineNames: [String] { ["ULTOSC"] }

    /// Computes the oscillator for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (bp, tr) = Self.pressureAndRange(high: bar.high, low: bar.low, close: bar.close, previousClose: previousClose.update(bar.close))
        let a1 = Self.ratio(pressure.0.update(bp), range.0.update(tr))
        let a2 = Self.ratio(pressure.1.update(bp), range.1.update(tr))
        let a3 = Self.ratio(pressure.2.update(bp), range.2.update(tr))
        values[0] = Self.combine(a1, a2, a3)
    }

    /// `100·(4·A1 + 2·A2 + A3)/7` as `(4·A1 + 2·A2 + A3)·(100/7)` (the batch pass forms it the same way): TA-Lib
    /// divides by 7, then multiplies by 100; a product by the constant saves one of the bar's four divisions (the
    /// batch pass waits on them; BENCHMARKS.md), and differs from TA-Lib's
    /// value by an ulp or two (the golden test holds it to 1e-9).
    @inline(__always) static func combine(_ a1: Double, _ a2: Double, _ a3: Double) -> Double {
        (4 * a1 + 2 * a2 + a3) * (100.0 / 7)
    }

    /// A bar's buying pressure `C − MIN(L, PC)` and true range; both NaN on bar 0 (no previous
    /// close) and after a gap (`min` is not NaN-safe, hence the test).
    @inline(__always) static func pressureAndRange(high: Double, low: Double, close: Double, previousClose pc: Double)
        -> (pressure: Double, range: Double)
    {
        // Both computed first, then one select: an early return made the compiler branch on TR's second
        // comparison, which random prices mispredict.
        let (bp, tr) = (close - min(low, pc), TrueRange.value(high: high, low: low, previousClose: pc))
        return pc.isNaN ? (.nan, .nan) : (bp, tr)
    }

    /// `bp/tr`, or 0 for a range sum within 1e-14 of 0 (TA-Lib's `TA_IS_ZERO`); NaN for NaN sums.
    @inline(__always) static func ratio(_ bp: Double, _ tr: Double) -> Double {
        abs(tr) < 1e-14 ? 0 : bp / tr
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        pressure.0.advance()
        pressure.1.advance()
        pressure.2.advance()
        range.0.advance()
        range.1.advance()
        range.2.advance()
    }
}

extension ULTOSC: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        pressure.0.claimStorage()
        pressure.1.claimStorage()
        pressure.2.claimStorage()
        range.0.claimStorage()
        range.1.claimStorage()
        range.2.claimStorage()
    }
}
