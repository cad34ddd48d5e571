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

    /// T3 and TEMA run their batch loops in C (CFusedKernels) and their streaming steps in Swift; both must round
    /// as one fused multiply-add per step, across gaps, flat stretches, infinities and extreme periods.
    @Test(arguments: IndicatorConvention.allCases)
    func fusedSmoothers(convention: IndicatorConvention) {
        for period in [1, 5, 9, 200] {
            Self.expectBatchEqualsPerBar(T3(period: period, convention: convention), "T3(\(period)) \(convention)")
            Self.expectBatchEqualsPerBar(TEMA(period: period, convention: convention), "TEMA(\(period)) \(convention)")
        }
    }

    /// ATR, NATR (Wilder's average), KAMA and SAR run fused batch loops in C and `addingProduct` when streaming; gaps,
    /// a flat stretch and infinite fields must give the same bits both ways.
    @Test(arguments: IndicatorConvention.allCases)
    func fusedAveragesOfRanges(convention: IndicatorConvention) {
        for period in [1, 2, 14, 200] {
            Self.expectBatchEqualsPerBar(ATR(period: period, convention: convention), "ATR(\(period)) \(convention)")
            Self.expectBatchEqualsPerBar(NATR(period: period, convention: convention), "NATR(\(period)) \(convention)")
            Self.expectBatchEqualsPerBar(KAMA(period: period), "KAMA(\(period))")
            Self.expectBatchEqualsPerBar(SAR(step: 0.01 * Double(period), limit: 0.2, convention: convention), "SAR(\(period)) \(convention)")
        }
    }

    /// T3's, ADOSC's, AD's and NATR's C loops run blocks of 256 bars unchecked and look for a NaN only at a block's end, then
    /// re-run that block checked; a gap (and an infinite close) at every bar of three blocks must still equal the
    /// per-bar recurrence.
    @Test func aGapAtAnyBarOfABlock() {
        let walk = SyntheticBars.walk(count: 1_100)
        for gap in 230..<1_000 {
            var bars = walk
            if gap % 2 == 0 { bars[gap].close = .nan } else { bars[gap].close = .infinity }
            for indicator in [T3(convention: .taLib), ADOSC(convention: .taLib), AD(), NATR(convention: .taLib)] as [any BarIndicator] {
                let perBar = IndicatorEngine(indicator, history: bars).lines[0], batch = indicator.compute(bars)[0]
                let differing = batch.indices.first { batch[$0].bitPattern != perBar[$0].bitPattern && !(batch[$0].isNaN && perBar[$0].isNaN) }
                #expect(differing == nil, "\(indicator.lineNames[0]) gap at \(gap): bar \(differing ?? -1)")
            }
        }
    }

    /// TEMA (tdx: each EMA seeded with its first input) against the recurrence written out here with
    /// `addingProduct`, bit for bit; the same recurrence with a separate multiply and add differs on most bars
    /// of a walk, so the test tells the two arithmetics apart.
    @Test func temaStepsAreFusedMultiplyAdds() {
        let close = SyntheticBars.walk(count: 2_000).map(\.close)
        let alpha = 2.0 / 10, retention = 1 - alpha
        func tema(fused: Bool) -> [Double] {
            var (y1, y2, y3) = (close[0], close[0], close[0])
            var out = [close[0]]
            for x in close.dropFirst() {
                func step(_ y: Double, _ x: Double) -> Double { fused ? (alpha * x).addingProduct(retention, y) : retention * y + alpha * x }
                y1 = step(y1, x)
                y2 = step(y2, y1)
                y3 = step(y3, y2)
                let combined = 3 * y1 - 3 * y2
                out.append(combined + y3)
            }
            return out
        }
        let batch = TEMA(convention: .tdx).compute(SyntheticBars.walk(count: 2_000))[0]
        let fused = tema(fused: true), plain = tema(fused: false)
        #expect(zip(batch, fused).allSatisfy { $0.bitPattern == $1.bitPattern })
        #expect(zip(batch, plain).filter { $0.bitPattern != $1.bitPattern }.count > 100)
    }
}
