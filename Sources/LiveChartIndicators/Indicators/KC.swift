import LiveChartData

/// KC: Keltner channels, an EMA of the close with bands a multiple of the ATR away (StockCharts
/// ChartSchool "Keltner Channels", Linda Raschke's version; TradingView's "Keltner Channels"
/// with the ATR band style).
///
/// Formula: `MID = EMA(C,N)`, `UPPER = MID + MULT·ATR(NA)`, `LOWER = MID − MULT·ATR(NA)`.
/// The EMA and the `ATR` indicator follow the convention: `taLib` — EMA seeded with the mean of
/// N closes (from bar N − 1), Wilder's ATR from bar NA (TA-Lib `EMA` and `ATR`; TradingView's
/// ATR counts bar 0's H − L, so its first bands differ and converge); `tdx` — EMA seeded with the
/// first close, `ATR = MA(TR,NA)` from bar NA − 1. Bands are NaN until the ATR exists.
/// NaN handling as `EMA` and `ATR`. Lines: `MID`, `UPPER`, `LOWER`. Defaults N = 20, NA = 10, MULT = 2.
/// - Complexity: O(1) per bar.
public struct KC: BarIndicator {
    var ema: ExponentialSmoother
    var atr: ATR
    let multiplier: Double

    /// Creates the indicator with N, NA ≥ 1 and a multiplier > 0.
    public init(period: Int = 20, atrPeriod: Int = 10, multiplier: Double = 2, convention: IndicatorConvention = .tdx) {
        ema = .ema(period: period, convention: convention)
        atr = ATR(period: atrPeriod, convention: convention)
        self.multiplier = multiplier
    }

    /// `["MID", "UPPER", "LOWER"]`.
    public var lineNames: [String] { ["MID", "UPPER", "LOWER"] }

    /// Computes the channel for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let mid = ema.update(bar.close)
        let width = multiplier * atr.update(bar, lines: 2) { $0[1] }
        (values[0], values[1], values[2]) = (mid, mid + width, mid - width)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        ema.advance()
        atr.advance()
    }
}

extension KC: StorageClaiming {
    mutating func claimStorage() { atr.claimStorage() }
}
