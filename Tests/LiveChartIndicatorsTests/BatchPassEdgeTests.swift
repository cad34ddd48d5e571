import LiveChartData
import Testing

@testable import LiveChartIndicators

/// Batch passes against the per-bar recurrence, bit for bit, where the registry's defaults do not reach:
/// ULTOSC with periods whose re-summing intervals differ (over 64) or are 1, flat stretches (range sums
/// of 0), infinite prices; ADOSC with flat bars and infinite or missing fields.
@Suite struct BatchPassEdgeTests {
    /// A 3,000-bar walk with gaps, a flat stretch (O = H = L = C) and infinite fields.
    static let bars: [Bar] = {
        var bars = SyntheticBars.walk(count: 3_000)
        for i in 400..<520 { bars[i] = Bar(time: bars[i].time, open: 20, high: 20, low: 20, close: 20, volume: bars[i].volume) }
        for i in stride(from: 131, to: 3_000, by: 733) { bars[i].close = .nan }
        bars[1_000].high = .infinity
        bars[1_500].low = -.infinity
        bars[1_800].volume = .infinity
        bars[2_200].low = .nan
        bars[2_600].close = .infinity
        return bars
    }()

    static func expectBatchEqualsPerBar(_ indicator: some BarIndicator, _ label: String) {
        let perBar = IndicatorEngine(indicator, history: bars).lines
        let batch = indicator.compute(bars)
        for l in batch.indices {
            let differing = batch[l].indices.first { i in
                batch[l][i].bitPattern != perBar[l][i].bitPattern && !(batch[l][i].isNaN && perBar[l][i].isNaN)
            }
            #expect(differing == nil, "\(label) line \(l) bar \(differing ?? -1)")
        }
    }

    @Test(arguments: [[7, 14, 28], [1, 2, 3], [5, 70, 130], [64, 65, 1], [28, 14, 7]])
    func ultimateOscillator(periods: [Int]) {
        Self.expectBatchEqualsPerBar(ULTOSC(periods: (periods[0], periods[1], periods[2])), "ULTOSC \(periods)")
    }

    @Test(arguments: IndicatorConvention.allCases)
    func chaikinOscillator(convention: IndicatorConvention) {
        Self.expectBatchEqualsPerBar(ADOSC(convention: convention), "ADOSC \(convention)")
        Self.expectBatchEqualsPerBar(ADOSC(fast: 1, slow: 40, convention: convention), "ADOSC(1,40) \(convention)")
        Self.expectBatchEqualsPerBar(AD(), "AD")
    }
}
