import LiveChartData

/// RSI: relative strength index of the close, for several periods.
///
/// - `tdx` (TongDaXin `RSI`): `LC = REF(C,1)`; `RSI = SMA(MAX(C−LC,0),N,1) / SMA(ABS(C−LC),N,1) · 100`.
///   Both SMAs are seeded with the first change (bar 1); bar 0 is NaN (no previous close).
/// - `taLib` (TA-Lib `RSI`, Wilder): average gain and loss seeded with the simple mean of the
///   first N changes, then `avg = avg' + (x − avg')/N`; `RSI = 100·gain/(gain + loss)`;
///   NaN for the first N bars.
/// - No losses in the window: 100 in both. A flat history (no gains, no losses, 0/0): 50 in
///   `tdx` (our decision: the neutral midpoint rather than a gap), 0 in `taLib` (what TA-Lib's
///   C code returns).
/// - A NaN close gives NaN changes for it and the next bar; the averages re-seed after them.
/// Lines: `RSI{N}`. Defaults 6, 12, 24.
public struct RSI: BarIndicator {
    /// The periods, one line each.
    public let periods: [Int]
    /// The convention in force.
    public let convention: IndicatorConvention
    var previousClose: Lag
    var averages: KernelBank<GainLossAverages>

    /// Creates the indicator; every period must be ≥ 1.
    public init(periods: [Int] = [6, 12, 24], convention: IndicatorConvention = .tdx) {
        self.periods = periods
        self.convention = convention
        previousClose = Lag(periods: 1)
        let make: (Int) -> ExponentialSmoother = { n in
            ExponentialSmoother(alpha: 1 / Double(n), seed: convention == .tdx ? .firstValue : .mean(count: n))
        }
        averages = KernelBank(periods.map { GainLossAverages(make($0)) })
    }

    /// `RSI6`, `RSI12`, … in period order.
    public var lineNames: [String] { periods.map { "RSI\($0)" } }

    /// Computes each RSI for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let change = bar.close - previousClose.update(bar.close)
        let gain = max(change, 0)
        let gainOrNaN = change.isNaN ? .nan : gain
        let move = convention == .tdx ? abs(change) : (change.isNaN ? .nan : max(-change, 0))
        let tdx = convention == .tdx
        averages.forEach { pair, k in
            let (g, m) = pair.update((gainOrNaN, move))
            if tdx {
                values[k] = m > 0 ? g / m * 100 : (m == 0 ? 50 : .nan)
            } else {
                values[k] = g + m > 0 ? 100 * g / (g + m) : (g + m == 0 ? 0 : .nan)
            }
        }
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        averages.advance()
    }
}

extension RSI: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        averages.claimStorage()
    }
}
