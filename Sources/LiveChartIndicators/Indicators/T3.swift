import CFusedKernels
import LiveChartData

/// T3: Tim Tillson's smoothed moving average, a weighted sum of six chained EMAs (TA-Lib `T3`;
/// Tillson, "Smoothing Techniques for More Accurate Signals", TASC 1998).
///
/// Formula: `E1 = EMA(C,N)`, `Ek = EMA(Ek−1,N)`; with volume factor a,
/// `T3 = c1·E6 + c2·E5 + c3·E4 + c4·E3`, `c1 = −a³`, `c2 = 3a² + 3a³`, `c3 = −6a² − 3a − 3a³`,
/// `c4 = 1 + 3a + a³ + 3a²`. EMAs follow the convention: `tdx` seeds each with its first input
/// (no NaN); `taLib` seeds each with the mean of its first N inputs (TA-Lib), so T3 starts at
/// bar 6(N − 1). A NaN close breaks the recurrences; they re-seed after it. Each running EMA step is one fused
/// multiply-add (`ExponentialSmoother.fusedStep`), and the weighted sum `c4·E3` plus three fused multiply-adds
/// (`c3·E4`, `c2·E5`, `c1·E6`, in that order), as TA-Lib's FMA build computes them.
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
            x = ema.updateFused(x)
            switch k {
            case 2: t3 = weights.0 * x
            case 3: t3 = t3.addingProduct(weights.1, x)
            case 4: t3 = t3.addingProduct(weights.2, x)
            case 5: t3 = t3.addingProduct(weights.3, x)
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
    /// One pass: while the six EMAs are running, the loop of `lc_t3_run` (CFusedKernels: FMA instructions where
    /// the CPU has them) applies `update`'s arithmetic; seeding and gaps go through `update`/`advance`.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { t3, start, bars, out in
            guard let y0 = t3.stages[0].runningOutput, let y1 = t3.stages[1].runningOutput, let y2 = t3.stages[2].runningOutput,
                  let y3 = t3.stages[3].runningOutput, let y4 = t3.stages[4].runningOutput, let y5 = t3.stages[5].runningOutput,
                  let close = bars.close.baseAddress else { return 0 }
            var running = [y0, y1, y2, y3, y4, y5]
            let (alpha, retention) = t3.stages[0].factors  // one period: the six stages share their factors
            let done = lc_t3_run(close, out[0], start, bars.close.count, &running, alpha, retention, t3.c1, t3.c2, t3.c3, t3.c4)
            t3.stages.forEach { stage, k in stage.resume(at: running[k]) }
            return done
        }
    }
}
