import LiveChartData

/// ICHIMOKU: Goichi Hosoda's Ichimoku Kinko Hyo — conversion line, base line, the two cloud spans and the
/// lagging span (TradingView's "Ichimoku Cloud"; StockCharts ChartSchool "Ichimoku Cloud").
///
/// Formula: `mid(K) = (HHV(H,K) + LLV(L,K))/2`; `TENKAN = mid(T)`, `KIJUN = mid(K)`, `SPANA = (TENKAN + KIJUN)/2`,
/// `SPANB = mid(S)`, `CHIKOU = CLOSE`. Every value stays at the bar that computes it (the lines are causal,
/// streaming equals batch); the spans are drawn D − 1 bars ahead (TradingView's offset for displacement D:
/// the cloud runs D − 1 bars beyond the newest bar) and the lagging span D − 1 bars behind
/// (`lineOffsets` = `[0, 0, D − 1, D − 1, −(D − 1)]`), so the cloud drawn at bar i is `REF(SPANA, D − 1)`.
/// The cloud between the spans is shaded in SPANA's colour where SPANA ≥ SPANB, SPANB's below.
/// Warm-up: TENKAN NaN for T − 1 bars, KIJUN for K − 1, SPANA for max(T, K) − 1, SPANB for S − 1. A NaN
/// high or low blanks the windows holding it. TA-Lib has none; same in both conventions.
/// Lines: `TENKAN`, `KIJUN`, `SPANA`, `SPANB`, `CHIKOU`. Defaults 9, 26, 52, 26.
/// - Complexity: O(1) amortised per bar (monotonic deques).
public struct ICHIMOKU: BarIndicator {
    var conversion: RollingRange
    var base: RollingRange
    var spanRange: RollingRange
    let displacement: Int

    /// Creates the indicator with T, K, S, D ≥ 1.
    public init(conversion: Int = 9, base: Int = 26, span: Int = 52, displacement: Int = 26) {
        self.conversion = RollingRange(period: conversion)
        self.base = RollingRange(period: base)
        spanRange = RollingRange(period: span)
        self.displacement = displacement
    }

    /// `["TENKAN", "KIJUN", "SPANA", "SPANB", "CHIKOU"]`.
    public var lineNames: [String] { ["TENKAN", "KIJUN", "SPANA", "SPANB", "CHIKOU"] }

    /// The spans D − 1 bars ahead, the lagging span D − 1 behind.
    public var lineOffsets: [Int] { [0, 0, displacement - 1, displacement - 1, 1 - displacement] }

    /// Computes the five lines for the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let input = (high: bar.high, low: bar.low)
        let tenkan = Self.mid(conversion.update(input)), kijun = Self.mid(base.update(input))
        values[0] = tenkan
        values[1] = kijun
        values[2] = (tenkan + kijun) / 2
        values[3] = Self.mid(spanRange.update(input))
        values[4] = bar.close
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
    }
}

extension ICHIMOKU: StorageClaiming {
    mutating func claimStorage() {
        conversion.claimStorage()
        base.claimStorage()
        spanRange.claimStorage()
    }
}
