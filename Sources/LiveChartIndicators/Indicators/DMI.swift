import LiveChartData

/// DMI (directional movement): PDI, MDI, ADX, ADXR.
///
/// Moves: `HD = H − REF(H,1)`, `LD = REF(L,1) − L`; `+DM = HD` if `HD > 0` and `HD > LD`, else 0;
/// `−DM = LD` if `LD > 0` and `LD > HD`, else 0; TR as `TrueRange`.
/// - `tdx` (TongDaXin `DMI`): `MTR = SUM(TR,N)`, `PDI = SUM(+DM,N)·100/MTR`, `MDI` likewise;
///   `ADX = MA(|MDI − PDI|/(MDI + PDI)·100, M)`, `ADXR = (ADX + REF(ADX,M))/2`. Bar 0 has TR = H − L
///   and no moves; PDI/MDI start at bar N − 1.
/// - `taLib` (TA-Lib `PLUS_DI`, `MINUS_DI`, `ADX`, `ADXR`, Wilder's smoothing): TR and moves from
///   bar 1; each running total starts as the sum of the first N − 1 values and then steps
///   `S = S − S/N + x` (PDI/MDI from bar N; a zero TR total gives 0);
///   `DX = |PDI − MDI|/(PDI + MDI)·100`, ADX = Wilder's average of DX seeded with the mean of its
///   first N values (from bar 2N − 1), `ADXR = (ADX + REF(ADX,N−1))/2`; M is not used.
///   StockCharts' worked example sums N values first, so its first values differ and converge.
/// DX is 0 where PDI + MDI = 0. Lines: `PDI`, `MDI`, `ADX`, `ADXR`. Defaults N = 14, M = 6.
public struct DMI: BarIndicator {
    let convention: IndicatorConvention
    var previousHigh = Lag(periods: 1)
    var previousLow = Lag(periods: 1)
    var trueRange: TrueRange
    var range: Averager
    var plus: Averager
    var minus: Averager
    var adx: Averager
    var adxLag: Lag

    /// Creates the indicator with N, M ≥ 1.
    public init(period: Int = 14, adxPeriod: Int = 6, convention: IndicatorConvention = .tdx) {
        self.convention = convention
        trueRange = TrueRange(convention: convention)
        let alpha = 1 / Double(period)
        let make = { convention == .tdx ? Averager.sum(RollingSum(period: period)) : Averager.wilder(ExponentialSmoother(alpha: alpha, seed: .primedSum(count: period - 1))) }
        range = make()
        plus = make()
        minus = make()
        adx = convention == .tdx ? .mean(RollingMean(period: adxPeriod)) : .wilder(ExponentialSmoother(alpha: alpha, seed: .mean(count: period)))
        adxLag = Lag(periods: convention == .tdx ? adxPeriod : max(period - 1, 0))
    }

    /// `["PDI", "MDI", "ADX", "ADXR"]`.
    public var lineNames: [String] { ["PDI", "MDI", "ADX", "ADXR"] }

    /// Computes the four lines for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let ph = previousHigh.update(bar.high)
        let pl = previousLow.update(bar.low)
        let known = previousHigh.hasHistory
        let hd = bar.high - ph
        let ld = pl - bar.low
        let gap = known && (hd.isNaN || ld.isNaN)
        let plusMove = gap ? .nan : (known && hd > 0 && hd > ld ? hd : (known || convention == .tdx ? 0 : .nan))
        let minusMove = gap ? .nan : (known && ld > 0 && ld > hd ? ld : (known || convention == .tdx ? 0 : .nan))
        let tr = range.update(trueRange.update(bar))
        let zeroRange = convention == .taLib && tr == 0
        let pdi = zeroRange ? plus.update(plusMove) * 0 : plus.update(plusMove) * 100 / tr
        let mdi = zeroRange ? minus.update(minusMove) * 0 : minus.update(minusMove) * 100 / tr
        let total = pdi + mdi
        let dx = total > 0 ? abs(mdi - pdi) / total * 100 : (total == 0 ? 0 : .nan)
        let a = adx.update(dx)
        values[0] = pdi
        values[1] = mdi
        values[2] = a
        values[3] = (a + adxLag.update(a)) / 2
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousHigh.advance()
        previousLow.advance()
        trueRange.advance()
        range.advance()
        plus.advance()
        minus.advance()
        adx.advance()
        adxLag.advance()
    }
}

extension DMI: StorageClaiming {
    mutating func claimStorage() {
        previousHigh.claimStorage()
        previousLow.claimStorage()
        trueRange.claimStorage()
        range.claimStorage()
        plus.claimStorage()
        minus.claimStorage()
        adx.claimStorage()
        adxLag.claimStorage()
    }
}
