/// The definitions of the built-in indicators, as `IndicatorRegistry.standard` holds them.
///
/// Parameter names and defaults follow TongDaXin's formula editor. Chart default panes:
/// MA (price), VOL, MACD, KDJ, RSI, BOLL (price).
public enum BuiltInIndicators {
    /// Every built-in definition: the default panes first, then the rest.
    public static var all: [IndicatorDefinition] {
        chartDefaults + oscillators + trendAndVolume + tradingViewOscillators + tradingViewOverlays
    }

    /// MA, EMA, SMA, WMA, VOL, MACD, KDJ, RSI, BOLL.
    public static let chartDefaults: [IndicatorDefinition] = [
        IndicatorDefinition(
            name: "MA", title: "Moving average", inputs: .close, parameters: periods([5, 10, 20, 60]), repeatsParameter: true,
            overlaysPrice: true, make: { p, _ in MA(periods: p.map { Int($0) }) }),
        IndicatorDefinition(
            name: "EMA", title: "Exponential moving average", inputs: .close, parameters: periods([12, 26]),
            repeatsParameter: true, overlaysPrice: true,
            make: { p, c in EMA(periods: p.map { Int($0) }, convention: c) }),
        IndicatorDefinition(
            name: "SMA", title: "Chinese weighted moving average SMA(C,N,M)", inputs: .close,
            parameters: [IndicatorParameter("N", 9), IndicatorParameter("M", 1)], overlaysPrice: true,
            make: { p, _ in SMA(period: Int(p[0]), weight: min(Int(p[1]), Int(p[0]))) }),
        IndicatorDefinition(
            name: "WMA", title: "Weighted moving average", inputs: .close, parameters: periods([10]),
            repeatsParameter: true, overlaysPrice: true, make: { p, _ in WMA(periods: p.map { Int($0) }) }),
        IndicatorDefinition(
            name: "VOL", title: "Volume", inputs: .volume,
            parameters: [IndicatorParameter("M1", 5), IndicatorParameter("M2", 10)],
            styles: [LineStyle(kind: .volume)], valueFormat: .volume,
            make: { p, _ in VOL(periods: p.map { Int($0) }) }),
        IndicatorDefinition(
            name: "MACD", title: "Moving average convergence divergence", inputs: .close,
            parameters: [IndicatorParameter("SHORT", 12), IndicatorParameter("LONG", 26), IndicatorParameter("MID", 9)],
            styles: [LineStyle(), LineStyle(), LineStyle(kind: .histogram)],
            make: { p, c in MACD(fast: Int(p[0]), slow: Int(p[1]), signal: Int(p[2]), convention: c) }),
        IndicatorDefinition(
            name: "KDJ", title: "KDJ stochastic", inputs: .hlc,
            parameters: [IndicatorParameter("N", 9), IndicatorParameter("M1", 3), IndicatorParameter("M2", 3)],
            referenceLevels: [20, 50, 80], make: { p, _ in KDJ(period: Int(p[0]), kPeriod: Int(p[1]), dPeriod: Int(p[2])) }),
        IndicatorDefinition(
            name: "RSI", title: "Relative strength index", inputs: .close, parameters: periods([6, 12, 24]),
            repeatsParameter: true, referenceLevels: [30, 50, 70], valueRange: 0...100, make: { p, c in RSI(periods: p.map { Int($0) }, convention: c) }),
        IndicatorDefinition(
            name: "BOLL", title: "Bollinger bands", inputs: .close,
            parameters: [IndicatorParameter("N", 20), IndicatorParameter("P", 2, range: 0.1...10, isInteger: false)],
            overlaysPrice: true,
            make: { p, c in BOLL(period: Int(p[0]), width: p[1], convention: c) }),
    ]

    /// Period parameters `N1`, `N2`, … with the given defaults.
    static func periods(_ defaults: [Double]) -> [IndicatorParameter] {
        defaults.enumerated().map { IndicatorParameter("N\($0.offset + 1)", $0.element) }
    }
}
