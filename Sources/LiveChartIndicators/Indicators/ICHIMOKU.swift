import LiveChartData

/// ICHIMOKU: Goichi Hosoda's Ichimoku Kinko Hyo — conversion line, base line and the two cloud
/// spans (TradingView's "Ichimoku Cloud"; StockCharts ChartSchool "Ichimoku Cloud").
///
/// Formula: `mid(K) = (HHV(H,K) + LLV(L,K))/2`; `TENKAN = mid(T)`, `KIJUN = mid(K)`; the spans are
/// drawn D − 1 bars ahead of the bar that computes them (TradingView's offset for displacement D),
/// so the value at a bar is `SPANA = REF((TENKAN + KIJUN)/2, D − 1)`, `SPANB = REF(mid(S), D − 1)`.
/// Not drawn, as a causal line cannot hold them: the lagging span (the close shifted D − 1 bars
/// back, which would rewrite past rows as bars arrive) and the cloud's D − 1 bars beyond the last
/// bar. Warm-up: TENKAN NaN for T − 1 bars, KIJUN for K − 1, SPANA for max(T, K) + D − 2, SPANB for
/// S + D − 2. A NaN high or low blanks the windows holding it. TA-Lib has none; same in both
/// conventions. Lines: `TENKAN`, `KIJUN`, `SPANA`, `SPANB`. Defaults 9, 26, 52, 26.
/// - Complexity: O(1) amortised per bar (monotonic deques and two lags).
public struct ICHIMOKU: BarIndicator {
    var conversion: RollingRange
    var base: RollingRange
    var spanRange: RollingRange
    var leadA: Lag
    var leadB: Lag

    /// Creates the indicator with T, K, S, D ≥ 1.
    public init(conversion: Int = 9, base: Int = 26, span: Int = 52, displacement: Int = 26) {
        self.conversion = RollingRange(period: conversion)
        self.base = RollingRange(period: base)
        spanRange = RollingRange(period: span)
        leadA = Lag(periods: displacement - 1)
        leadB = Lag(periods: displacement - 1)
    }

    /// `["TENKAN", "KIJUN", "SPANA", "SPANB"]`.
    public var lineNames: [String] { ["TENKAN", "KIJUN", "SPANA", "SPANB"] }

    /// Computes the four lines for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let input = (high: bar.high, low: bar.low)
        let tenkan = Self.mid(conversion.update(input)), kijun = Self.mid(base.update(input))
        values[0] = tenkan
        values[1] = kijun
        values[2] = leadA.update((tenkan + kijun) / 2)
        values[3] = leadB.update(Self.mid(spanRange.update(input)))
    }

    /// The middle of a range.
    @inline(__always) static func mid(_ range: (highest: Double, lowest: Double)) -> Double {
        (range.highest + range.lowest) / 2
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        conversion.advance()
        base.advance()
        spanRange.advance()
        leadA.advance()
        leadB.advance()
    }
}

extension ICHIMOKU: StorageClaiming {
    mutating func claimStorage() {
        conversion.claimStorage()
        base.claimStorage()
        spanRange.claimStorage()
        leadA.claimStorage()
        leadB.claimStorage()
    }
}
