import CFusedKernels
import LiveChartData

/// ADOSC: the Chaikin oscillator, `EMA(AD,FAST) − EMA(AD,SLOW)` of the `AD` line (TA-Lib `ADOSC`;
/// StockCharts ChartSchool "Chaikin Oscillator").
///
/// Both EMAs are seeded with the first AD value (TA-Lib's own seed for ADOSC, not the mean).
/// Warm-up: `taLib` — NaN for the first max(FAST, SLOW) − 1 bars of a run of finite AD values, as
/// TA-Lib returns it; `tdx` — none. A NaN AD value gives NaN and re-seeds both EMAs after it. Each running EMA
/// step is one fused multiply-add (`ExponentialSmoother.fusedStep`), as TA-Lib's FMA build computes it.
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
        let value = fast.updateFused(liveAD) - slow.updateFused(liveAD)
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
    /// One pass: while both EMAs are running, the loop of `lc_adosc_run` (CFusedKernels) applies `update`'s
    /// arithmetic on finite bars (AD's flow without its tests for missing values: a NaN flow makes the line NaN,
    /// found once per 256-bar block, and the loop stops before that bar); seeding and gaps go through
    /// `update`/`advance` (RSI's shape).
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { adosc, start, bars, out in
            guard let f = adosc.fast.runningOutput, let s = adosc.slow.runningOutput, let high = bars.high.baseAddress,
                  let low = bars.low.baseAddress, let close = bars.close.baseAddress, let volume = bars.volume.baseAddress else { return 0 }
            var running = [adosc.ad.total, f, s]
            var committed = adosc.run
            let (fast, slow) = (adosc.fast.factors, adosc.slow.factors)
            let done = lc_adosc_run(high, low, close, volume, out[0], start, bars.close.count, &running, &committed, adosc.warmUp,
                                    fast.alpha, fast.retention, slow.alpha, slow.retention)
            adosc.ad.resume(at: running[0])
            adosc.fast.resume(at: running[1])
            adosc.slow.resume(at: running[2])
            adosc.run = committed
            return done
        }
    }
}
