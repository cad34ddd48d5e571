import LiveChartData

/// SUPERTREND: Olivier Seban's trailing ATR stop, as TradingView's `ta.supertrend` (its Pine
/// reference `pine_supertrend`).
///
/// Formula: `BASIC± = (H + L)/2 ± MULT·ATR(N)`; the final upper band keeps its previous value
/// unless the basic band is lower or the previous close rose above it, the lower band likewise
/// upwards; the trend turns up when the close crosses above the previous upper band and down when
/// it falls below the lower one; SUPERTREND is the lower band in an up trend and the upper band in
/// a down trend. Lines: `UP` (the stop while the trend is up, else NaN) and `DOWN` (while down),
/// drawn as TradingView draws its two colours. Seed: the first bar with an ATR starts down, on
/// its basic bands (TradingView: the same for positive prices). The `ATR` indicator follows the
/// convention (`taLib`: Wilder's, from bar N, TA-Lib `ATR`; TradingView's ATR counts bar 0's
/// H − L and starts one bar earlier; `tdx`: `MA(TR,N)`, from bar N − 1). A NaN price or ATR gives
/// NaN and restarts the bands as at the start. TA-Lib has none. Defaults N = 10, MULT = 3.
/// - Complexity: O(1) per bar.
public struct SUPERTREND: BarIndicator {
    var atr: ATR
    let multiplier: Double
    var state: SupertrendState?  // committed: nil before the first ATR or after a gap
    var live: SupertrendState?

    /// Creates the indicator with N ≥ 1 and a multiplier > 0.
    public init(period: Int = 10, multiplier: Double = 3, convention: IndicatorConvention = .tdx) {
        atr = ATR(period: period, convention: convention)
        self.multiplier = multiplier
    }

    /// `["UP", "DOWN"]`.
    public var lineNames: [String] { ["UP", "DOWN"] }

    /// Computes the stop for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let width = multiplier * atr.update(bar, lines: 2) { $0[1] }
        let mid = (bar.high + bar.low) / 2
        guard !(mid + width).isNaN, !bar.close.isNaN else {
            live = nil
            (values[0], values[1]) = (.nan, .nan)
            return
        }
        let next = SupertrendState.next(after: state, upper: mid + width, lower: mid - width, close: bar.close)
        live = next
        (values[0], values[1]) = next.up ? (next.stop, .nan) : (.nan, next.stop)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        atr.advance()
        state = live
    }
}

extension SUPERTREND: StorageClaiming {
    mutating func claimStorage() { atr.claimStorage() }
}
