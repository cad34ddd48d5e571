import LiveChartData

/// ADOSC: the Chaikin oscillator, `EMA(AD,FAST) − EMA(AD,SLOW)` of the `AD` line (TA-Lib `ADOSC`;
/// StockCharts ChartSchool "Chaikin Oscillator").
///
/// Both EMAs are seeded with the first AD value (TA-Lib's own seed for ADOSC, not the mean).
/// Warm-up: `taLib` — NaN for the first max(FAST, SLOW) − 1 bars of a run of finite AD values, as
/// TA-Lib returns it; `tdx` — none. A NaN AD value gives NaN and re-seeds both EMAs after it.
/// Line: `ADOSC`. Defaults 3, 10.
/// - Complexity: O(1) per bar.
public struct ADOSC: BarIndicator {
    var ad = AD()
    var fast: ExponentialSmoother
    var slow: ExponentialSmoother
    let warmUp: Int
    var run = 0  // finite AD values committed since the start or the last NaN
    var liveAD = Double.nan

    /// Creates the indicator with periods ≥ 1.
    public init(fast: Int = 3, slow: Int = 10, convention: IndicatorConvention = .tdx) {
        self.fast = ExponentialSmoother(alpha: 2 / Double(fast + 1), seed: .firstValue)
        self.slow = ExponentialSmoother(alpha: 2 / Double(slow + 1), seed: .firstValue)
        warmUp = convention == .taLib ? max(fast, slow) - 1 : 0
    }

    /// `["ADOSC"]`.
    public var lineNames: [String] { ["ADOSC"] }

    /// Computes the oscillator for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        liveAD = ad.update(bar, lines: 1) { $0[0] }
        let value = fast.update(liveAD) - slow.update(liveAD)
        values[0] = run >= warmUp ? value : .nan
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        ad.advance()
        fast.advance()
        slow.advance()
        run = liveAD.isNaN ? 0 : run + 1
    }
}

extension ADOSC {
    /// One pass: while both EMAs are running, AD's total and both EMAs stay in registers (`AD.unguardedFlow`,
    /// `ExponentialSmoother.step`, the arithmetic of `update` on finite bars, with one test for NaN a bar);
    /// seeding and gaps go through `update`/`advance` (RSI's shape).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { adosc, start, bars, out in
            let (fastKernel, slowKernel) = (adosc.fast, adosc.slow)
            guard var f = fastKernel.runningOutput, var s = slowKernel.runningOutput else { return 0 }
            let (high, low, close, volume, line) = (bars.high, bars.low, bars.close, bars.volume, out[0])
            let warmUp = adosc.warmUp
            var (total, run) = (adosc.ad.total, adosc.run)
            var i = start
            while i < close.count {
                // A NaN flow makes `next`, both EMAs and their difference NaN: the bar goes to update/advance,
                // which add 0 and re-seed; so does an EMA turned NaN by infinities (and ∞ − ∞, needlessly).
                let next = total + AD.unguardedFlow(high: high[i], low: low[i], close: close[i], volume: volume[i])
                let f1 = fastKernel.step(from: f, next), s1 = slowKernel.step(from: s, next)
                let value = f1 - s1
                if value.isNaN { break }
                (total, f, s) = (next, f1, s1)
                line[i] = run >= warmUp ? value : .nan
                run += 1
                i += 1
            }
            adosc.ad.resume(at: total)
            adosc.fast.resume(at: f)
            adosc.slow.resume(at: s)
            adosc.run = run
            return i - start
        }
    }
}
