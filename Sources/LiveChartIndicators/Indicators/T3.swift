import LiveChartData

/// T3: Tim Tillson's smoothed moving average, a weighted sum of six chained EMAs (TA-Lib `T3`;
/// Tillson, "Smoothing Techniques for More Accurate Signals", TASC 1998).
///
/// Formula: `E1 = EMA(C,N)`, `Ek = EMA(Ek−1,N)`; with volume factor a,
/// `T3 = c1·E6 + c2·E5 + c3·E4 + c4·E3`, `c1 = −a³`, `c2 = 3a² + 3a³`, `c3 = −6a² − 3a − 3a³`,
/// `c4 = 1 + 3a + a³ + 3a²`. EMAs follow the convention: `tdx` seeds each with its first input
/// (no NaN); `taLib` seeds each with the mean of its first N inputs (TA-Lib), so T3 starts at
/// bar 6(N − 1). A NaN close breaks the recurrences; they re-seed after it.
/// Line: `T3`. Defaults N = 5, a = 0.7 (TA-Lib's and Tillson's).
/// - Complexity: O(1) per bar.
public struct T3: BarIndicator {
    var stages: KernelBank<ExponentialSmoother>
    let c1: Double, c2: Double, c3: Double, c4: Double

    /// Creates the indicator with N ≥ 1 and a volume factor (0…1 in practice).
    public init(period: Int = 5, volumeFactor a: Double = 0.7, convention: IndicatorConvention = .tdx) {
        stages = KernelBank((0..<6).map { _ in .ema(period: period, convention: convention) })
        c1 = -a * a * a
        c2 = 3 * a * a + 3 * a * a * a
        c3 = -6 * a * a - 3 * a - 3 * a * a * a
        c4 = 1 + 3 * a + a * a * a + 3 * a * a
    }

    /// `["T3"]`.
    public var lineNames: [String] { ["T3"] }

    /// Computes T3 for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        var x = bar.close
        var t3 = 0.0
        let weights = (c4, c3, c2, c1)
        stages.forEach { ema, k in
            x = ema.update(x)
            switch k {
            case 2: t3 = weights.0 * x
            case 3: t3 += weights.1 * x
            case 4: t3 += weights.2 * x
            case 5: t3 += weights.3 * x
            default: break
            }
        }
        values[0] = t3
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { stages.advance() }
}

extension T3: StorageClaiming {
    mutating func claimStorage() { stages.claimStorage() }
}

extension T3 {
    /// One pass: while the six EMAs are running their values stay in registers
    /// (`ExponentialSmoother.step`, the chains overlapping) and the weighted sum of the last four is
    /// formed as `update` forms it; seeding and gaps go through `update`/`advance`.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { t3, start, bars, out in
            let (s0, s1, s2, s3, s4, s5) = (t3.stages[0], t3.stages[1], t3.stages[2], t3.stages[3], t3.stages[4], t3.stages[5])
            guard var y0 = s0.runningOutput, var y1 = s1.runningOutput, var y2 = s2.runningOutput,
                  var y3 = s3.runningOutput, var y4 = s4.runningOutput, var y5 = s5.runningOutput else { return 0 }
            let (close, line) = (bars.close, out[0])
            let (c1, c2, c3, c4) = (t3.c1, t3.c2, t3.c3, t3.c4)
            // The six stages have one factor (one period), so one stage's `step` serves all: two constants
            // in registers instead of twelve, which with the six values and four weights did not fit.
            let ema = s0
            var i = start
            while i < close.count {
                let e1 = ema.step(from: y0, close[i]), e2 = ema.step(from: y1, e1), e3 = ema.step(from: y2, e2)
                let e4 = ema.step(from: y3, e3), e5 = ema.step(from: y4, e4), e6 = ema.step(from: y5, e5)
                if e6.isNaN { break }  // a gap (NaN propagates down the chain) or infinities: update/advance
                (y0, y1, y2, y3, y4, y5) = (e1, e2, e3, e4, e5, e6)
                var value = c4 * e3
                value += c3 * e4
                value += c2 * e5
                value += c1 * e6
                line[i] = value
                i += 1
            }
            let running = [y0, y1, y2, y3, y4, y5]
            t3.stages.forEach { stage, k in stage.resume(at: running[k]) }
            return i - start
        }
    }
}
