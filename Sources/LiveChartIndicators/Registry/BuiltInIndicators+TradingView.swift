extension BuiltInIndicators {
    private static func n(_ name: String, _ value: Double) -> IndicatorParameter { IndicatorParameter(name, value) }

    /// The oscillators TradingView users reach for: the stochastics, MFI, ADX/ADXR/DX
    /// alone, Aroon, the ultimate oscillator, CMO, PPO/APO, NATR, BOP, AO, CMF and the volume lines
    /// PVT, AD, ADOSC. Each in its own pane.
    public static let tradingViewOscillators: [IndicatorDefinition] = [
        IndicatorDefinition(
            name: "STOCH", title: "Stochastic (slow)", inputs: .hlc, parameters: [n("N", 14), n("KS", 3), n("D", 3)], referenceLevels: [20, 80],
            make: { p, c in STOCH(period: Int(p[0]), kSmoothing: Int(p[1]), dPeriod: Int(p[2]), convention: c) }),
        IndicatorDefinition(
            name: "STOCHF", title: "Stochastic (fast)", inputs: .hlc, parameters: [n("N", 14), n("D", 3)], referenceLevels: [20, 80],
            make: { p, c in STOCH(period: Int(p[0]), kSmoothing: 1, dPeriod: Int(p[1]), convention: c) }),
        IndicatorDefinition(
            name: "STOCHRSI", title: "Stochastic RSI", inputs: .close, parameters: [n("N", 14), n("M", 14), n("KS", 3), n("D", 3)],
            referenceLevels: [20, 80], valueRange: 0...100,
            make: { p, c in STOCHRSI(period: Int(p[0]), stochPeriod: Int(p[1]), kSmoothing: Int(p[2]), dPeriod: Int(p[3]), convention: c) }),
        IndicatorDefinition(
            name: "MFI", title: "Money flow index", inputs: .hlcv, parameters: [n("N", 14)], referenceLevels: [20, 80], valueRange: 0...100,
            make: { p, c in MFI(period: Int(p[0]), convention: c) }),
        IndicatorDefinition(
            name: "ADX", title: "Average directional index", inputs: .hlc, parameters: [n("N", 14), n("M", 6)], referenceLevels: [25],
            make: { p, c in ADX(period: Int(p[0]), adxPeriod: Int(p[1]), convention: c) }),
        IndicatorDefinition(
            name: "ADXR", title: "Average directional movement rating", inputs: .hlc, parameters: [n("N", 14), n("M", 6)], referenceLevels: [25],
            make: { p, c in ADXR(period: Int(p[0]), adxPeriod: Int(p[1]), convention: c) }),
        IndicatorDefinition(
            name: "DX", title: "Directional movement index", inputs: .hlc, parameters: [n("N", 14)], referenceLevels: [25],
            make: { p, c in DX(period: Int(p[0]), convention: c) }),
        IndicatorDefinition(
            name: "AROON", title: "Aroon", inputs: .hl, parameters: [n("N", 14)], referenceLevels: [30, 70], valueRange: 0...100,
            make: { p, _ in AROON(period: Int(p[0])) }),
        IndicatorDefinition(
            name: "AROONOSC", title: "Aroon oscillator", inputs: .hl, parameters: [n("N", 14)], referenceLevels: [0],
            make: { p, _ in AROONOSC(period: Int(p[0])) }),
        IndicatorDefinition(
            name: "ULTOSC", title: "Ultimate oscillator", inputs: .hlc, parameters: [n("N1", 7), n("N2", 14), n("N3", 28)], referenceLevels: [30, 70],
            valueRange: 0...100,
            make: { p, _ in ULTOSC(periods: (Int(p[0]), Int(p[1]), Int(p[2]))) }),
        IndicatorDefinition(
            name: "CMO", title: "Chande momentum oscillator", inputs: .close, parameters: [n("N", 14)], referenceLevels: [-50, 0, 50],
            make: { p, c in CMO(period: Int(p[0]), convention: c) }),
        IndicatorDefinition(
            name: "PPO", title: "Percentage price oscillator", inputs: .close, parameters: [n("FAST", 12), n("SLOW", 26), n("SIGNAL", 9)],
            styles: [LineStyle(), LineStyle(), LineStyle(kind: .histogram)], referenceLevels: [0],
            make: { p, c in PPO(fast: Int(p[0]), slow: Int(p[1]), signal: Int(p[2]), convention: c) }),
        IndicatorDefinition(
            name: "APO", title: "Absolute price oscillator", inputs: .close, parameters: [n("FAST", 12), n("SLOW", 26)], referenceLevels: [0],
            make: { p, c in APO(fast: Int(p[0]), slow: Int(p[1]), convention: c) }),
        IndicatorDefinition(
            name: "NATR", title: "Normalised average true range (%)", inputs: .hlc, parameters: [n("N", 14)],
            make: { p, c in NATR(period: Int(p[0]), convention: c) }),
        IndicatorDefinition(name: "BOP", title: "Balance of power", inputs: .ohlc, parameters: [], referenceLevels: [0], make: { _, _ in BOP() }),
        IndicatorDefinition(
            name: "AO", title: "Awesome oscillator", inputs: .hl, parameters: [n("FAST", 5), n("SLOW", 34)],
            styles: [LineStyle(kind: .histogram)], referenceLevels: [0],
            make: { p, _ in AO(fast: Int(p[0]), slow: Int(p[1])) }),
        IndicatorDefinition(
            name: "CMF", title: "Chaikin money flow", inputs: .hlcv, parameters: [n("N", 20)], referenceLevels: [0],
            make: { p, _ in CMF(period: Int(p[0])) }),
        IndicatorDefinition(name: "PVT", title: "Price-volume trend", inputs: .closeVolume, parameters: [], valueFormat: .volume, make: { _, _ in PVT() }),
        IndicatorDefinition(name: "AD", title: "Accumulation/distribution line", inputs: .hlcv, parameters: [], valueFormat: .volume, make: { _, _ in AD() }),
        IndicatorDefinition(
            name: "ADOSC", title: "Chaikin oscillator", inputs: .hlcv, parameters: [n("FAST", 3), n("SLOW", 10)], referenceLevels: [0],
            make: { p, c in ADOSC(fast: Int(p[0]), slow: Int(p[1]), convention: c) }),
    ]
}
