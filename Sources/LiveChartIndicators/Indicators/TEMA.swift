import LiveChartData

/// TEMA: Patrick Mulloy's triple exponential moving average, `3·E1 − 3·E2 + E3` with
/// `E1 = EMA(C,N)`, `E2 = EMA(E1,N)`, `E3 = EMA(E2,N)` (TA-Lib `TEMA`).
///
/// EMAs follow the convention: `tdx` seeds each with its first input (no NaN); `taLib` seeds each
/// with the mean of its first N inputs (TA-Lib), so TEMA starts at bar 3(N − 1). A NaN close
/// breaks the recurrences; they re-seed after it. Line: `TEMA`. Default N = 9 (TradingView's).
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
        let e1 = first.update(bar.close)
        let e2 = second.update(e1)
        values[0] = 3 * e1 - 3 * e2 + third.update(e2)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        first.advance()
        second.advance()
        third.advance()
    }
}

extension TEMA {
    /// One pass: while the three EMAs are running their values stay in registers
    /// (`ExponentialSmoother.step`, the chains overlapping); seeding and gaps go through `update`/`advance`.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { tema, start, bars, out in
            let (first, second, third) = (tema.first, tema.second, tema.third)
            guard var y1 = first.runningOutput, var y2 = second.runningOutput, var y3 = third.runningOutput else { return 0 }
            let (close, line) = (bars.close, out[0])
            var i = start
            while i < close.count {
                let e1 = first.step(from: y1, close[i]), e2 = second.step(from: y2, e1), e3 = third.step(from: y3, e2)
                if e3.isNaN { break }  // a gap (NaN propagates down the chain) or infinities: update/advance
                (y1, y2, y3) = (e1, e2, e3)
                line[i] = 3 * e1 - 3 * e2 + e3
                i += 1
            }
            tema.first.resume(at: y1)
            tema.second.resume(at: y2)
            tema.third.resume(at: y3)
            return i - start
        }
    }
}
