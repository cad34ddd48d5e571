extension BuiltInIndicators {
    private static func n(_ name: String, _ value: Double) -> IndicatorParameter { IndicatorParameter(name, value) }

    /// BIAS, WR, CCI and the momentum family: ROC, MTM, PSY, TRIX, DMI, BRAR, CR.
    public static let oscillators: [IndicatorDefinition] = [
        IndicatorDefinition(
            name: "BIAS", title: "Bias ratio", inputs: .close, parameters: periods([6, 12, 24]), repeatsParameter: true,
            referenceLevels: [0], make: { p, _ in BIAS(periods: p.map { Int($0) }) }),
        IndicatorDefinition(
            name: "WR", title: "Williams %R", inputs: .hlc, parameters: periods([10, 6]), repeatsParameter: true,
            referenceLevels: [20, 50, 80], make: { p, _ in WR(periods: p.map { Int($0) }) }),
        IndicatorDefinition(name: "CCI", title: "Commodity channel index", inputs: .hlc, parameters: [n("N", 14)], referenceLevels: [-100, 0, 100], make: { p, _ in CCI(period: Int(p[0])) }),
        IndicatorDefinition(
            name: "ROC", title: "Rate of change", inputs: .close, parameters: [n("N", 12), n("M", 6)],
            referenceLevels: [0], make: { p, _ in ROC(period: Int(p[0]), maPeriod: Int(p[1])) }),
        IndicatorDefinition(
            name: "MTM", title: "Momentum", inputs: .close, parameters: [n("N", 12), n("M", 6)],
            referenceLevels: [0], make: { p, _ in MTM(period: Int(p[0]), maPeriod: Int(p[1])) }),
        IndicatorDefinition(
            name: "PSY", title: "Psychological line", inputs: .close, parameters: [n("N", 12), n("M", 6)],
            referenceLevels: [25, 50, 75], make: { p, _ in PSY(period: Int(p[0]), maPeriod: Int(p[1])) }),
        IndicatorDefinition(
            name: "TRIX", title: "Triple exponential rate of change", inputs: .close, parameters: [n("N", 12), n("M", 9)],
            referenceLevels: [0], make: { p, c in TRIX(period: Int(p[0]), maPeriod: Int(p[1]), convention: c) }),
        IndicatorDefinition(
            name: "DMI", title: "Directional movement", inputs: .hlc, parameters: [n("N", 14), n("M", 6)],
            make: { p, c in DMI(period: Int(p[0]), adxPeriod: Int(p[1]), convention: c) }),
        IndicatorDefinition(name: "BRAR", title: "Sentiment BR/AR", inputs: .ohlc, parameters: [n("N", 26)], referenceLevels: [100], make: { p, _ in BRAR(period: Int(p[0])) }),
        IndicatorDefinition(
            name: "CR", title: "Energy index", inputs: .hl, parameters: [n("N", 26), n("M1", 10), n("M2", 20), n("M3", 40), n("M4", 62)],
            make: { p, _ in CR(period: Int(p[0]), maPeriods: p.dropFirst().map { Int($0) }) }),
    ]

    /// ATR, OBV, SAR, BBI, DMA, VR, EMV and the session average price.
    public static let trendAndVolume: [IndicatorDefinition] = [
        IndicatorDefinition(
            name: "ATR", title: "Average true range", inputs: .hlc, parameters: [n("N", 14)],
            make: { p, c in ATR(period: Int(p[0]), convention: c) }),
        IndicatorDefinition(
            name: "OBV", title: "On-balance volume", inputs: .closeVolume, parameters: [n("M", 30)],
            valueFormat: .volume, make: { p, c in OBV(maPeriod: Int(p[0]), convention: c) }),
        IndicatorDefinition(
            name: "SAR", title: "Parabolic stop and reverse", inputs: .hl,
            parameters: [IndicatorParameter("STEP", 2, range: 0.01...100, isInteger: false), IndicatorParameter("MAX", 20, range: 0.01...100, isInteger: false)],
            styles: [LineStyle(kind: .dots)], overlaysPrice: true,
            make: { p, c in SAR(step: p[0] / 100, limit: max(p[1], p[0]) / 100, convention: c) }),
        IndicatorDefinition(
            name: "BBI", title: "Bull and bear index", inputs: .close, parameters: periods([3, 6, 12, 24]), overlaysPrice: true,
            make: { p, _ in BBI(periods: p.map { Int($0) }) }),
        IndicatorDefinition(
            name: "DMA", title: "Different of moving averages", inputs: .close, parameters: [n("N1", 10), n("N2", 50), n("M", 10)],
            referenceLevels: [0], make: { p, _ in DMA(short: Int(p[0]), long: Int(p[1]), maPeriod: Int(p[2])) }),
        IndicatorDefinition(
            name: "VR", title: "Volume ratio", inputs: .closeVolume, parameters: [n("N", 26), n("M", 6)],
            referenceLevels: [100], make: { p, _ in VR(period: Int(p[0]), maPeriod: Int(p[1])) }),
        IndicatorDefinition(
            name: "EMV", title: "Ease of movement", inputs: .hlv, parameters: [n("N", 14), n("M", 9)],
            referenceLevels: [0], make: { p, _ in EMV(period: Int(p[0]), maPeriod: Int(p[1])) }),
        IndicatorDefinition(
            name: "AVG", title: "Session average price", inputs: .volumeAmount,
            parameters: [IndicatorParameter("VOLUME_MULTIPLIER", 1, range: 0.000001...1_000_000, isInteger: false)],
            overlaysPrice: true,
            make: { p, _ in AveragePrice(volumeMultiplier: p[0]) }),
    ]
}
