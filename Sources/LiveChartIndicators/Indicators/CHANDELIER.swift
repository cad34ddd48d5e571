import LiveChartData

/// CHANDELIER: Chuck LeBeau's chandelier exits, stops a multiple of the ATR from the N-bar
/// extremes (StockCharts ChartSchool "Chandelier Exit").
///
/// Formula: `LONG = HHV(H,N) − MULT·ATR(N)`, `SHORT = LLV(L,N) + MULT·ATR(N)`. The `ATR` indicator
/// follows the convention: `taLib` — Wilder's average from bar N (TA-Lib `ATR`), so the exits
/// start at bar N; `tdx` — `MA(TR,N)`, from bar N − 1. NaN handling as `RollingRange` and `ATR`.
/// Lines: `LONG`, `SHORT`. Defaults N = 22, MULT = 3.
/// - Complexity: O(1) amortised per bar.
public struct CHANDELIER: BarIndicator {
    var range: RollingRange
    var atr: ATR
    let multiplier: Double

    /// Creates the indicator with N ≥ 1 and a multiplier > 0.
    public init(period: Int = 22, multiplier: Double = 3, convention: IndicatorConvention = .tdx) {
        range = RollingRange(period: period)
        atr = ATR(period: period, convention: convention)
        self.multiplier = multiplier
    }

    /// `["LONG", "SHORT"]`.
    public var lineNames: [String] { ["LONG", "SHORT"] }

    /// Computes both exits for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let (highest, lowest) = range.update((bar.high, bar.low))
        let width = multiplier * atr.update(bar, lines: 2) { $0[1] }
        (values[0], values[1]) = (highest - width, lowest + width)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        range.advance()
        atr.advance()
    }
}

extension CHANDELIER: StorageClaiming {
    mutating func claimStorage() {
        range.claimStorage()
        atr.claimStorage()
    }
}
