import CFusedKernels
import LiveChartData

/// TEMA: Patrick Mulloy's triple exponential moving average, `3·E1 − 3·E2 + E3` with
/// `E1 = EMA(C,N)`, `E2 = EMA(E1,N)`, `E3 = EMA(E2,N)` (TA-Lib `TEMA`).
///
/// EMAs follow the convention: `tdx` seeds each with its first input (no NaN); `taLib` seeds each
/// with the mean of its first N inputs (TA-Lib), so TEMA starts at bar 3(N − 1). A NaN close
/// breaks the recurrences; they re-seed after it. Each running EMA step is one fused multiply-add
/// (`ExponentialSmoother.fusedStep`), as TA-Lib's FMA build computes it. Line: `TEMA`. Default N = 9 (TradingView's).
/// - Complexity: O(1) per bar.
public struct TEMA: BarIndicator {
    var first: ExponentialSmoother
    var second: ExponentialSmoother
    var third: ExponentialSmoother

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 9, convention: IndicatorConvention = .tdx) {
        first = .ema(period: period, convention: convention)
        second = .ema(period: period, convention: convention)
        third = .ema(period: period, convention: convention)
    }

    /// `["TEMA"]`.
    public var lineNames: [String] { ["TEMA"] }

    /// Computes TEMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let e1 = first.updateFused(bar.close)
        let e2 = second.updateFused(e1)
        values[0] = 3 * e1 - 3 * e2 + third.updateFused(e2)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        first.advance()
        second.advance()
        third.advance()
    }
}

extension TEMA {
    /// One pass: while the three EMAs are running, the loop of `lc_tema_run` (CFusedKernels) applies `update`'s
    /// arithmetic; seeding and gaps go through `update`/`advance`.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { tema, start, bars, out in
            guard let y1 = tema.first.runningOutput, let y2 = tema.second.runningOutput, let y3 = tema.third.runningOutput,
                  let close = bars.close.baseAddress else { return 0 }
            var running = [y1, y2, y3]
            let (alpha, retention) = tema.first.factors  // one period for the three
            let done = lc_tema_run(close, out[0], start, bars.close.count, &running, alpha, retention)
            tema.first.resume(at: running[0])
            tema.second.resume(at: running[1])
            tema.third.resume(at: running[2])
            return done
        }
    }
}
