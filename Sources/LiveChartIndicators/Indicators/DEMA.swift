import LiveChartData

/// DEMA: Patrick Mulloy's double exponential moving average, `2·EMA(C,N) − EMA(EMA(C,N),N)`
/// (TA-Lib `DEMA`).
///
/// EMAs follow the convention: `tdx` seeds each with its first input (no NaN); `taLib` seeds each
/// with the mean of its first N inputs (TA-Lib), so DEMA starts at bar 2(N − 1). A NaN close
/// breaks both recurrences; they re-seed after it. Line: `DEMA`. Default N = 9 (TradingView's).
/// - Complexity: O(1) per bar.
public struct DEMA: BarIndicator {
    var first: ExponentialSmoother
    var second: ExponentialSmoother

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 9, convention: IndicatorConvention = .tdx) {
        first = .ema(period: period, convention: convention)
        second = .ema(period: period, convention: convention)
    }

    /// `["DEMA"]`.
    public var lineNames: [String] { ["DEMA"] }

    /// Computes DEMA for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let e1 = first.update(bar.close)
        values[0] = 2 * e1 - second.update(e1)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        first.advance()
        second.advance()
    }
}

extension DEMA {
    /// One pass: while both EMAs are running their values stay in registers (`ExponentialSmoother.step`,
    /// both chains overlapping); seeding and gaps go through `update`/`advance`.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        run(columns) { dema, start, bars, out in
            let (first, second) = (dema.first, dema.second)
            guard var y1 = first.runningOutput, var y2 = second.runningOutput else { return 0 }
            let (close, line) = (bars.close, out[0])
            var i = start
            while i < close.count {
                let e1 = first.step(from: y1, close[i]), e2 = second.step(from: y2, e1)
                if e2.isNaN { break }  // a gap (NaN propagates down the chain) or infinities: update/advance
                (y1, y2) = (e1, e2)
                line[i] = 2 * e1 - e2
                i += 1
            }
            dema.first.resume(at: y1)
            dema.second.resume(at: y2)
            return i - start
        }
    }
}
