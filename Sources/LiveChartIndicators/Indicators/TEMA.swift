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
    /// One pass: the three EMAs stepped bar by bar in locals (`updateAndAdvance`), so their chains overlap.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 1, count: columns.count) { out in
            var first = self.first, second = self.second, third = self.third
            columns.withReaders { bars in
                let close = bars.close
                for i in 0..<close.count {
                    let e1 = first.updateAndAdvance(close[i])
                    let e2 = second.updateAndAdvance(e1)
                    out[0][i] = 3 * e1 - 3 * e2 + third.updateAndAdvance(e2)
                }
            }
        }
    }
}
