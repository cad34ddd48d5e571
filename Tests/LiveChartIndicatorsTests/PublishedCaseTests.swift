import Foundation
import LiveChartData
import Testing

@testable import LiveChartIndicators

/// Small published cases and documented decisions; none needs shared data.
@Suite struct PublishedCaseTests {
    static func bars(closes: [Double]) -> [Bar] {
        closes.enumerated().map { Bar(time: Int64($0.offset) * 86_400, open: $0.element, high: $0.element, low: $0.element, close: $0.element, volume: 100) }
    }

    /// TongDaXin function reference: SMA(X,N,M) = (M·X + (N−M)·Y')/N; 10,10,10,40 with N=3, M=1 → 20.
    @Test func chineseSMAOfTenTenTenFortyEndsAtTwenty() {
        let sma = SMA(period: 3, weight: 1).compute(Self.bars(closes: [10, 10, 10, 40]))[0]
        #expect(sma[0] == 10)
        #expect(abs(sma[3] - 20) < 1e-12)
    }

    /// Bollinger on closes 1…20, N=20, W=2: sample 22.332 / −1.332, population 22.033 / −1.033.
    @Test func bollOnOneToTwentySampleAndPopulation() {
        let bars = Self.bars(closes: (1...20).map(Double.init))
        let tdx = BOLL(convention: .tdx).compute(bars)
        #expect(tdx[0][19] == 10.5)
        #expect(abs(tdx[1][19] - 22.332) < 5e-4 && abs(tdx[2][19] + 1.332) < 5e-4)
        let taLib = BOLL(convention: .taLib).compute(bars)
        #expect(abs(taLib[1][19] - 22.033) < 5e-4 && abs(taLib[2][19] + 1.033) < 5e-4)
        #expect(tdx[0][18].isNaN && taLib[1][18].isNaN)
    }

    /// TongDaXin MACD: bar = 2·(DIF − DEA); DIF 0.5, DEA 0.3 → 0.4. Two closes chosen so that the
    /// first-value seeds give known DIF and DEA, then the bar is checked against the formula.
    @Test func macdBarIsTwiceDIFMinusDEAInTdx() {
        let lines = MACD(convention: .tdx).compute(Self.bars(closes: [10, 12, 11, 15]))
        for i in 0..<4 { #expect(abs(lines[2][i] - 2 * (lines[0][i] - lines[1][i])) < 1e-15) }
        #expect(abs(2 * (0.5 - 0.3) - 0.4) < 1e-15)
        let taLib = MACD(convention: .taLib).compute(Self.bars(closes: (0..<40).map { 10 + sin(Double($0)) }))
        #expect(taLib[0][32].isNaN && !taLib[0][33].isNaN)
        #expect(abs(taLib[2][33] - (taLib[0][33] - taLib[1][33])) < 1e-15)
    }

    /// Decision (RSI doc comment): a flat history is 50 in tdx and 0 in taLib; no losses is 100.
    @Test func rsiOfAFlatSeriesAndOfASeriesWithoutLosses() {
        let flat = Self.bars(closes: [Double](repeating: 7, count: 30))
        #expect(RSI(periods: [6], convention: .tdx).compute(flat)[0][1...].allSatisfy { $0 == 50 })
        #expect(RSI(periods: [6], convention: .taLib).compute(flat)[0][6...].allSatisfy { $0 == 0 })
        let rising = Self.bars(closes: (1...30).map(Double.init))
        #expect(RSI(periods: [6], convention: .tdx).compute(rising)[0][1...].allSatisfy { $0 == 100 })
        #expect(RSI(periods: [6], convention: .taLib).compute(rising)[0][6...].allSatisfy { $0 == 100 })
    }

    /// KDJ: HHV = LLV (no range) gives RSV 50, so K and D stay at the 50 seed.
    @Test func kdjOfAFlatSeriesStaysAtFifty() {
        let lines = KDJ().compute(Self.bars(closes: [Double](repeating: 3, count: 12)))
        #expect(lines[0][7].isNaN && lines[0][8] == 50 && lines[1][11] == 50 && lines[2][11] == 50)
    }

    /// A NaN close blanks only the windows containing it; recurrences re-seed after it.
    @Test func aGapBlanksWindowsAndReseedsRecurrences() {
        var closes = (0..<20).map { 10 + Double($0) }
        closes[5] = .nan
        let bars = Self.bars(closes: closes)
        let ma = MA(periods: [3]).compute(bars)[0]
        #expect(ma[4] == 13 && ma[5].isNaN && ma[7].isNaN && ma[8] == 17)
        let ema = EMA(periods: [3], convention: .tdx).compute(bars)[0]
        #expect(ema[5].isNaN && ema[6] == 16)  // re-seeded with the first value after the gap
        let taLib = EMA(periods: [3], convention: .taLib).compute(bars)[0]
        #expect(taLib[7].isNaN && taLib[8] == 17)  // re-seeded with the mean of 3 after the gap
    }

    /// HHV/LLV by monotonic deque against a direct scan, with ties, a gap and N = 1.
    @Test func rollingExtremeMatchesADirectScan() {
        let values: [Double] = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, .nan, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6]
        for n in [1, 2, 3, 5] {
            for kind in [ExtremeKind.highest, .lowest] {
                var kernel = RollingExtreme(period: n, kind: kind)
                let fast = kernel.run(values)
                for i in values.indices {
                    let window = i + 1 >= n ? Array(values[(i + 1 - n)...i]) : []
                    let expected = window.isEmpty || window.contains(where: \.isNaN) ? Double.nan : (kind == .highest ? window.max()! : window.min()!)
                    #expect(expected.isNaN ? fast[i].isNaN : fast[i] == expected, "N=\(n) \(kind) i=\(i)")
                }
            }
        }
    }

    /// WMA against a direct weighted sum (TA-Lib WMA definition).
    @Test func weightedMeanMatchesADirectSum() {
        let values = (0..<40).map { 5 + sin(Double($0) * 0.7) * 3 }
        var kernel = RollingWeightedMean(period: 6)
        let fast = kernel.run(values)
        for i in 5..<40 {
            var weighted = 0.0
            for k in 0..<6 { weighted += Double(k + 1) * values[i - 5 + k] }
            let direct = weighted / 21
            #expect(abs(fast[i] - direct) < 1e-12)
        }
        #expect(fast[4].isNaN)
    }
}
