import LiveChartData

/// CMO: Tushar Chande's momentum oscillator, `100·(U − D)/(U + D)` of the close's gains U and
/// losses D, from −100 to 100.
///
/// - `tdx`: U and D are N-bar sums of the gains and losses (Chande's definition, TradingView's
///   `ta.cmo`, pandas-ta `cmo(talib=False)`); NaN for the first N bars.
/// - `taLib` (TA-Lib `CMO`): U and D are Wilder's averages seeded with the mean of the first N
///   changes, as TA-Lib's RSI (so CMO = 2·RSI − 100); NaN for the first N bars.
/// No movement (U + D = 0, within 1e-14 in `taLib` as TA-Lib's `TA_IS_ZERO`) gives 0. A NaN close
/// makes two changes NaN: the sums blank for N bars, the averages re-seed.
/// Line: `CMO`. Default N = 14.
/// - Complexity: O(1) per bar.
public struct CMO: BarIndicator {
    let convention: IndicatorConvention
    var previousClose = Lag(periods: 1)
    var gains: Averager
    var losses: Averager

    /// Creates the indicator with N ≥ 1.
    public init(period: Int = 14, convention: IndicatorConvention = .tdx) {
        self.convention = convention
        let make = {
            convention == .tdx ? Averager.sum(RollingSum(period: period))
                : Averager.wilder(ExponentialSmoother(alpha: 1 / Double(period), seed: .mean(count: period)))
        }
        gains = make()
        losses = make()
    }

    /// `["CMO"]`.
    public var lineNames: [String] { ["CMO"] }

    /// Computes CMO for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (gain, loss) = RSI.parts(change: bar.close - previousClose.update(bar.close), .taLib)
        let u = gains.update(gain), d = losses.update(loss)
        let total = u + d
        let zero = convention == .taLib ? abs(total) < 1e-14 : total == 0
        values[0] = zero ? 0 : 100 * ((u - d) / total)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        previousClose.advance()
        gains.advance()
        losses.advance()
    }
}

extension CMO: StorageClaiming {
    mutating func claimStorage() {
        previousClose.claimStorage()
        gains.claimStorage()
        losses.claimStorage()
    }
}
