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
    /// One pass: both EMAs stepped bar by bar in locals (`updateAndAdvance`), so the two chains overlap.
    public func compute(_ columns: BarColumns) -> [[Double]] {
        OutputColumns.make(lines: 1, count: columns.count) { out in
            var first = self.first, second = self.second
            columns.withReaders { bars in
                let close = bars.close
                for i in 0..<close.count {
                    let e1 = first.updateAndAdvance(close[i])
                    out[0][i] = 2 * e1 - second.updateAndAdvance(e1)
                }
            }
        }
    }
}
