extension BuiltInIndicators {
    private static func n(_ name: String, _ value: Double) -> IndicatorParameter { IndicatorParameter(name, value) }
    private static func x(_ name: String, _ value: Double, _ range: ClosedRange<Double>) -> IndicatorParameter {
        IndicatorParameter(name, value, range: range, isInteger: false)
    }

    /// The price-pane overlays TradingView users reach for: adaptive and multiple moving averages
    /// (KAMA, DEMA, TEMA, T3, TRIMA, HMA), VWAP and anchored VWAP, Ichimoku, Keltner and Donchian
    /// channels, Supertrend and the chandelier exits.
    public static let tradingViewOverlays: [IndicatorDefinition] = [
        IndicatorDefinition(
            name: "KAMA", title: "Kaufman adaptive moving average", inputs: .close, parameters: [n("N", 10), n("FAST", 2), n("SLOW", 30)],
            overlaysPrice: true, make: { p, _ in KAMA(period: Int(p[0]), fast: Int(p[1]), slow: Int(p[2])) }),
        IndicatorDefinition(
            name: "DEMA", title: "Double exponential moving average", inputs: .close, parameters: [n("N", 9)], overlaysPrice: true,
            make: { p, c in DEMA(period: Int(p[0]), convention: c) }),
        IndicatorDefinition(
            name: "TEMA", title: "Triple exponential moving average", inputs: .close, parameters: [n("N", 9)], overlaysPrice: true,
            make: { p, c in TEMA(period: Int(p[0]), convention: c) }),
        IndicatorDefinition(
            name: "T3", title: "Tillson T3 moving average", inputs: .close, parameters: [n("N", 5), x("VFACTOR", 0.7, 0...1)], overlaysPrice: true,
            make: { p, c in T3(period: Int(p[0]), volumeFactor: p[1], convention: c) }),
        IndicatorDefinition(
            name: "TRIMA", title: "Triangular moving average", inputs: .close, parameters: [n("N", 20)], overlaysPrice: true,
            make: { p, _ in TRIMA(period: Int(p[0])) }),
        IndicatorDefinition(
            name: "HMA", title: "Hull moving average", inputs: .close, parameters: [IndicatorParameter("N", 9, range: 2...1000)], overlaysPrice: true,
            make: { p, _ in HMA(period: Int(p[0])) }),
        IndicatorDefinition(
            name: "VWAP", title: "VWAP (anchor 1 session, 2 week, 3 month, 4 quarter, 5 year)", inputs: .hlcv,
            parameters: [IndicatorParameter("ANCHOR", 1, range: 1...5)], overlaysPrice: true,
            make: { p, _ in VWAP(anchor: VWAPAnchor(rawValue: Int(p[0])) ?? .session) }),
        IndicatorDefinition(
            name: "AVWAP", title: "Anchored VWAP (from DATE as YYYYMMDD; 0: the first bar)", inputs: .hlcv,
            parameters: [IndicatorParameter("DATE", 0, range: 0...99_991_231)], overlaysPrice: true,
            make: { p, _ in AVWAP(date: Int(p[0])) }),
        IndicatorDefinition(
            name: "ICHIMOKU", title: "Ichimoku cloud", inputs: .hlc, parameters: [n("TENKAN", 9), n("KIJUN", 26), n("SENKOU", 52), n("DISPLACEMENT", 26)],
            // TradingView's colours: conversion blue, base dark red, the spans light green and red over their cloud.
            styles: [LineStyle(colorHex: "#2962FF"), LineStyle(colorHex: "#B71C1C"), LineStyle(colorHex: "#66BB6A", cloudWith: 3),
                     LineStyle(colorHex: "#EF5350"), LineStyle(colorHex: "#43A047")],
            overlaysPrice: true,
            make: { p, _ in ICHIMOKU(conversion: Int(p[0]), base: Int(p[1]), span: Int(p[2]), displacement: Int(p[3])) }),
        IndicatorDefinition(
            name: "KC", title: "Keltner channels", inputs: .hlc, parameters: [n("N", 20), n("ATR", 10), x("MULT", 2, 0.01...100)], overlaysPrice: true,
            make: { p, c in KC(period: Int(p[0]), atrPeriod: Int(p[1]), multiplier: p[2], convention: c) }),
        IndicatorDefinition(
            name: "DC", title: "Donchian channels", inputs: .hl, parameters: [n("N", 20)], overlaysPrice: true,
            make: { p, _ in DC(period: Int(p[0])) }),
        IndicatorDefinition(
            name: "SUPERTREND", title: "Supertrend", inputs: .hlc, parameters: [n("ATR", 10), x("MULT", 3, 0.01...100)],
            styles: [LineStyle(colorHex: "#26A69A"), LineStyle(colorHex: "#EF5350")], overlaysPrice: true,
            make: { p, c in SUPERTREND(period: Int(p[0]), multiplier: p[1], convention: c) }),
        IndicatorDefinition(
            name: "CHANDELIER", title: "Chandelier exit", inputs: .hlc, parameters: [n("N", 22), x("MULT", 3, 0.01...100)], overlaysPrice: true,
            make: { p, c in CHANDELIER(period: Int(p[0]), multiplier: p[1], convention: c) }),
    ]
}
