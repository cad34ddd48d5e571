import LiveChartData
import Testing

@testable import LiveChartIndicators

/// TongDaXin-only indicators (no reference library computes them) against their formulas,
/// evaluated by hand or by a direct loop on small series.
@Suite struct FormulaTests {
    static func bar(_ i: Int, o: Double, h: Double, l: Double, c: Double, v: Double = 100, amount: Double = .nan, time: Int64? = nil) -> Bar {
        Bar(time: time ?? Int64(i) * 86_400, open: o, high: h, low: l, close: c, volume: v, amount: amount)
    }

    static let closes: [Double] = [10, 11, 10.5, 12, 12, 11.5, 13, 12.5, 14, 13.5, 15, 14]
    static let bars = closes.enumerated().map { bar($0.offset, o: $0.element - 0.2, h: $0.element + 0.5, l: $0.element - 0.6, c: $0.element, v: Double(100 + 10 * $0.offset)) }

    /// MA of the closes by a direct loop.
    static func ma(_ n: Int, _ i: Int) -> Double { closes[(i - n + 1)...i].reduce(0, +) / Double(n) }

    @Test func biasIsTheDistanceFromTheMAInPercent() {
        let bias = BIAS(periods: [3]).compute(Self.bars)[0]
        #expect(bias[1].isNaN)
        #expect(abs(bias[5] - (11.5 - Self.ma(3, 5)) / Self.ma(3, 5) * 100) < 1e-12)
    }

    @Test func bbiAveragesFourMAs() {
        let bbi = BBI(periods: [2, 3, 4, 5]).compute(Self.bars)[0]
        #expect(bbi[3].isNaN)
        let expected = (Self.ma(2, 9) + Self.ma(3, 9) + Self.ma(4, 9) + Self.ma(5, 9)) / 4
        #expect(abs(bbi[9] - expected) < 1e-12)
    }

    @Test func dmaAndMTMAndROC() {
        let dma = DMA(short: 2, long: 4, maPeriod: 2).compute(Self.bars)
        #expect(abs(dma[0][6] - (Self.ma(2, 6) - Self.ma(4, 6))) < 1e-12)
        #expect(abs(dma[1][6] - ((Self.ma(2, 5) - Self.ma(4, 5)) + (Self.ma(2, 6) - Self.ma(4, 6))) / 2) < 1e-12)
        let mtm = MTM(period: 3, maPeriod: 2).compute(Self.bars)
        #expect(mtm[0][2].isNaN && mtm[0][3] == 12 - 10)
        let roc = ROC(period: 3, maPeriod: 2).compute(Self.bars)
        #expect(abs(roc[0][3] - 20) < 1e-12)
    }

    /// PSY counts up closes; bar 0 counts as not up. Closes 10, 11, 10.5, 12, 12: ups at 1 and 3.
    @Test func psyCountsUpCloses() {
        let psy = PSY(period: 4, maPeriod: 1).compute(Self.bars)[0]
        #expect(psy[2].isNaN)
        #expect(psy[3] == 50 && psy[4] == 50)  // bars 0…3: up at 1, 3; bars 1…4: up at 1, 3
    }

    /// VR over 3 bars: up-volume twice plus flat volume, against down-volume twice plus flat.
    @Test func vrWeighsUpDownAndFlatVolume() {
        let vr = VR(period: 3, maPeriod: 1).compute(Self.bars)[0]
        // bars 2…4: 10.5 down (v 120), 12 up (v 130), 12 flat (v 140)
        #expect(abs(vr[4] - 100 * (2 * 130 + 140) / (2 * 120 + 140)) < 1e-12)
    }

    /// BRAR over 2 bars, by the formula.
    @Test func brarByTheFormula() {
        let brar = BRAR(period: 2).compute(Self.bars)
        let b = Self.bars
        let ar = ((b[4].high - b[4].open) + (b[5].high - b[5].open)) / ((b[4].open - b[4].low) + (b[5].open - b[5].low)) * 100
        let br = (max(0, b[4].high - b[3].close) + max(0, b[5].high - b[4].close))
            / (max(0, b[3].close - b[4].low) + max(0, b[4].close - b[5].low)) * 100
        #expect(abs(brar[1][5] - ar) < 1e-12 && abs(brar[0][5] - br) < 1e-12)
    }

    /// CR over 2 bars with one shifted MA: MA1 = REF(MA(CR,2), 2/2.5 + 1 = 1).
    @Test func crAndItsShiftedMA() {
        let cr = CR(period: 2, maPeriods: [2]).compute(Self.bars)
        let b = Self.bars
        func mid(_ i: Int) -> Double { (b[i - 1].high + b[i - 1].low) / 2 }
        func crAt(_ i: Int) -> Double {
            (max(0, b[i].high - mid(i)) + max(0, b[i - 1].high - mid(i - 1))) / (max(0, mid(i) - b[i].low) + max(0, mid(i - 1) - b[i - 1].low)) * 100
        }
        #expect(abs(cr[0][6] - crAt(6)) < 1e-12)
        #expect(abs(cr[1][7] - (crAt(5) + crAt(6)) / 2) < 1e-12)
    }

    /// The true range needs the previous close: after a missing close it is missing too (it
    /// used to come out as H − L, through `Swift.max` passing over the NaN), and it is back on
    /// the bar after.
    @Test func trueRangeAfterAMissingClose() {
        var b = Self.bars
        b[3].close = .nan
        let mtr = ATR(period: 2, convention: .tdx).compute(b)[0]
        #expect(mtr[4].isNaN)
        #expect(abs(mtr[5] - max(b[5].high - b[5].low, abs(b[5].high - b[4].close), abs(b[4].close - b[5].low))) < 1e-12)
    }

    /// WR: 0 at the window's high, 100 at its low.
    @Test func wrIsZeroAtTheHighAndHundredAtTheLow() {
        let flat = (0..<5).map { Self.bar($0, o: 10, h: 12, l: 8, c: $0 == 3 ? 12 : ($0 == 4 ? 8 : 10)) }
        let wr = WR(periods: [3]).compute(flat)[0]
        #expect(wr[3] == 0 && wr[4] == 100 && wr[2] == 50)
    }

    /// EMV's warm-up: MA(V,N), MA(H−L,N) and N midpoint moves are needed (bar 2N − 2).
    @Test func emvStartsWhenItsWindowsAreFull() {
        let emv = EMV(period: 3, maPeriod: 2).compute(Self.bars)
        #expect(emv[0][3].isNaN && !emv[0][4].isNaN && emv[1][4].isNaN && !emv[1][5].isNaN)
    }

    /// The session average price: Σamount/Σvolume within a day, restarting each day; a bar
    /// without turnover counts close·volume.
    @Test func averagePriceRestartsEachSession() {
        let day: Int64 = 86_400
        let minute: Int64 = 60
        let bars = [
            Self.bar(0, o: 10, h: 10, l: 10, c: 10, v: 100, amount: 1_000, time: 34_200),
            Self.bar(1, o: 11, h: 11, l: 11, c: 11, v: 300, amount: 3_330, time: 34_200 + minute),
            Self.bar(2, o: 12, h: 12, l: 12, c: 12, v: 100, time: 34_200 + 2 * minute),
            Self.bar(3, o: 20, h: 20, l: 20, c: 20, v: 200, amount: 4_000, time: day + 34_200),
            Self.bar(4, o: 21, h: 21, l: 21, c: 21, v: 0, amount: 0, time: day + 34_200 + minute),
        ]
        let avg = AveragePrice().compute(bars)[0]
        #expect(avg[0] == 10)
        #expect(abs(avg[1] - 4_330.0 / 400) < 1e-12)
        #expect(abs(avg[2] - 5_530.0 / 500) < 1e-12)
        #expect(avg[3] == 20 && avg[4] == 20)
        let lots = AveragePrice(volumeMultiplier: 100).compute([Self.bar(0, o: 10, h: 10, l: 10, c: 10, v: 2, amount: 2_000)])[0]
        #expect(lots[0] == 10)
    }
}
