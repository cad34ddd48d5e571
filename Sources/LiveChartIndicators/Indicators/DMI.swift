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
        let (plusMove, minusMove) = moves(high: bar.high, low: bar.low, previousHigh: ph, previousLow: pl,
                                          known: previousHigh.hasHistory)
        let tr = range.update(trueRange.update(bar))
        let (pdi, mdi, dx) = indices(plus: plus.update(plusMove), minus: minus.update(minusMove), range: tr)
        let a = adx.update(dx)
        values[0] = pdi
        values[1] = mdi
        values[2] = a
        values[3] = Self.adxr(a, before: adxLag.update(a))
    }

    /// +DM and −DM of a bar; `known` is false on the first bar (no previous bar).
    @inline(__always) func moves(high: Double, low: Double, previousHigh ph: Double, previousLow pl: Double, known: Bool)
        -> (plus: Double, minus: Double)
    {
        let hd = high - ph
        let ld = pl - low
        guard known else { return convention == .tdx ? (0, 0) : (.nan, .nan) }
        if hd.isNaN || ld.isNaN { return (.nan, .nan) }
        return (Self.move(hd, over: ld), Self.move(ld, over: hd))
    }

    /// `d > 0 && d > other ? d : 0`, without a branch (`Double.masked`).
    @inline(__always) static func move(_ d: Double, over other: Double) -> Double {
        d.masked(d > other, d > 0)
    }

    /// PDI, MDI and DX from the averaged moves and the averaged true range.
    @inline(__always) func indices(plus: Double, minus: Double, range tr: Double) -> (pdi: Double, mdi: Double, dx: Double) {
        let zeroRange = convention == .taLib && tr == 0
        let pdi = zeroRange ? plus * 0 : plus * 100 / tr
        let mdi = zeroRange ? minus * 0 : minus * 100 / tr
        return (pdi, mdi, Self.dx(pdi: pdi, mdi: mdi))
    }

    /// DX = |MDI − PDI|/(PDI + MDI)·100; 0 where PDI + MDI = 0, NaN where either is NaN.
    @inline(__always) static func dx(pdi: Double, mdi: Double) -> Double {
        let total = pdi + mdi
        return total > 0 ? abs(mdi - pdi) / total * 100 : (total == 0 ? 0 : .nan)
    }

    /// ADXR: the mean of ADX and its lagged value.
    @inline(__always) static func adxr(_ adx: Double, before: Double) -> Double { (adx + before) / 2 }

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

extension DMI {
    /// Moves and true range in one pass, a column pass per average, then the indices, ADX and ADXR.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        let n = columns.count
        return OutputColumns.make(lines: 4, count: n) { out in
            ScratchColumns.with(lines: 3, count: n) { scratch in
                let (pdi, mdi, adxLine, adxrLine) = (out[0], out[1], out[2], out[3])
                let (tr, plusMoves, minusMoves) = (scratch[0], scratch[1], scratch[2])
                columns.withReaders { bars in
                    trueRange.column(high: bars.high, low: bars.low, close: bars.close, into: tr)
                    for i in 0..<n {
                        (plusMoves[i], minusMoves[i]) = moves(high: bars.high[i], low: bars.low[i],
                            previousHigh: i > 0 ? bars.high[i - 1] : .nan, previousLow: i > 0 ? bars.low[i - 1] : .nan, known: i > 0)
                    }
                }
                range.column(tr.readable(n), into: adxrLine)
                plus.column(plusMoves.readable(n), into: pdi)
                minus.column(minusMoves.readable(n), into: mdi)
                let dx = tr
                for i in 0..<n { (pdi[i], mdi[i], dx[i]) = indices(plus: pdi[i], minus: mdi[i], range: adxrLine[i]) }
                adx.column(dx.readable(n), into: adxLine)
                adxLag.column(adxLine.readable(n), into: plusMoves)
                for i in 0..<n { adxrLine[i] = Self.adxr(adxLine[i], before: plusMoves[i]) }
            }
        }
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
