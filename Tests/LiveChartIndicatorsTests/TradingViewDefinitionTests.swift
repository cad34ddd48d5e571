import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

@testable import LiveChartIndicators

/// The issue-16 indicators where no reference library holds the convention in force: each
/// against its definition written out here as a direct loop (labelled), plus properties that
/// hold whatever the data (bands ordered, one Supertrend side at a time, Aroon at 100 on a new
/// high). TA-Lib comparisons are in `TaLibMoreFixtureTests`.
@Suite struct TradingViewDefinitionTests {
    let bars = SyntheticBars.walk(count: 400, seed: 7)

    /// Definition (Chande; TradingView `ta.cmo`): 100·(ΣU − ΣD)/(ΣU + ΣD) over N changes.
    @Test func cmoTdxIsChandesSums() {
        let n = 14
        let close = bars.map(\.close)
        var expected = [Double](repeating: .nan, count: close.count)
        for i in n..<close.count {
            var up = 0.0, down = 0.0
            for k in (i - n + 1)...i {
                let change = close[k] - close[k - 1]
                if change > 0 { up += change } else { down -= change }
            }
            expected[i] = up + down == 0 ? 0 : 100 * (up - down) / (up + down)
        }
        expectMatch(CMO(period: n).compute(bars)[0], expected, tolerance: 1e-9, "CMO tdx (definition)")
    }

    /// Definition (TradingView "VWAP", anchor Session): Σ hlc3·V / Σ V restarting each calendar
    /// day, over hourly bars spanning several days.
    @Test func sessionVWAPRestartsEachDay() {
        var hourly = SyntheticBars.walk(count: 200, seed: 11)
        for i in hourly.indices { hourly[i].time = 1_593_590_400 + Int64(i) * 3_600 }  // from 2020-07-01 00:00
        var expected: [Double] = []
        var pv = 0.0, v = 0.0, day = Int64.min
        for b in hourly {
            if b.time / 86_400 != day { (pv, v, day) = (0, 0, b.time / 86_400) }
            let typical = (b.high + b.low + b.close) / 3
            pv += typical * b.volume
            v += b.volume
            expected.append(pv / v)
        }
        expectMatch(VWAP().compute(hourly)[0], expected, tolerance: 1e-9, "session VWAP (definition)")
        // A daily chart: each session is one bar, so VWAP is the typical price.
        let daily = VWAP().compute(bars)[0]
        #expect(zip(daily, bars).allSatisfy { abs($0 - ($1.high + $1.low + $1.close) / 3) < 1e-12 })
    }

    @Test func anchorKeysFollowTheCalendar() {
        let day: Int64 = 86_400
        let monday = Int64(CivilTime.days(fromCivil: 2020, 3, 23)) * day
        #expect(VWAPAnchor.week.key(monday) == VWAPAnchor.week.key(monday + 6 * day))
        #expect(VWAPAnchor.week.key(monday) != VWAPAnchor.week.key(monday - 1))
        #expect(VWAPAnchor.month.key(monday) == VWAPAnchor.month.key(monday + 8 * day))  // 31 March
        #expect(VWAPAnchor.month.key(monday) != VWAPAnchor.month.key(monday + 9 * day))  // 1 April
        #expect(VWAPAnchor.quarter.key(monday) != VWAPAnchor.quarter.key(monday + 9 * day))
        #expect(VWAPAnchor.year.key(monday) == VWAPAnchor.year.key(monday + 9 * day))
        #expect(VWAPAnchor.week.key(-day) == VWAPAnchor.week.key(-3 * day))  // before 1970 too (Mon 29 Dec 1969)
    }

    /// Anchored VWAP: NaN before the anchor date, then the cumulative VWAP from it.
    @Test func anchoredVWAPStartsAtItsDate() {
        let values = AVWAP(date: 19700301).compute(bars)[0]  // bar 59
        #expect(values[..<59].allSatisfy { $0.isNaN })
        let b = bars[59]
        #expect(values[59] == (b.high + b.low + b.close) / 3)
        #expect(AVWAP().compute(bars)[0].allSatisfy { !$0.isNaN })
    }

    @Test func supertrendHasOneSideAtATimeOnTheRightSideOfTheClose() {
        for convention in IndicatorConvention.allCases {
            let st = SUPERTREND(convention: convention).compute(bars)
            for i in bars.indices {
                #expect(st[0][i].isNaN || st[1][i].isNaN, "bar \(i): both sides")
                if !st[0][i].isNaN { #expect(st[0][i] <= bars[i].close) }
                if !st[1][i].isNaN { #expect(st[1][i] >= bars[i].close) }
            }
            #expect(st[0].contains { !$0.isNaN } && st[1].contains { !$0.isNaN }, "both trends occur")
        }
    }

    @Test func channelsAreOrdered() {
        for lines in [KC().compute(bars), DC().compute(bars), KC(convention: .taLib).compute(bars)] {
            for i in bars.indices where !lines[1][i].isNaN {
                #expect(lines[2][i] <= lines[0][i] && lines[0][i] <= lines[1][i])
            }
        }
        let dc = DC(period: 20).compute(bars)
        for i in 19..<bars.count {
            #expect(dc[1][i] == bars[(i - 19)...i].map(\.high).max()!)
        }
    }

    @Test func aroonIsHundredOnANewHighAndDecaysByOneStep() {
        let n = 14
        let up = AROON(period: n).compute(bars)[0]
        for i in n..<bars.count {
            let window = bars[(i - n)...i].map(\.high)
            let newest = window.lastIndex(of: window.max()!)!
            #expect(abs(up[i] - 100 * Double(newest) / Double(n)) < 1e-12, "bar \(i)")
        }
    }

    /// Ichimoku's spans stay at the bar computing them and are drawn D − 1 = 25 bars ahead, the lagging span
    /// (the close) 25 behind (TradingView's offsets); D = 10 moves both to 9.
    @Test func ichimokuSpansLeadByDisplacementMinusOne() throws {
        let lines = ICHIMOKU().compute(bars)
        for i in 100..<bars.count {
            #expect(lines[2][i] == (lines[0][i] + lines[1][i]) / 2)
            #expect(lines[4][i] == bars[i].close)
        }
        #expect(ICHIMOKU().lineOffsets == [0, 0, 25, 25, -25])
        #expect(ICHIMOKU(displacement: 10).lineOffsets == [0, 0, 9, 9, -9])
        let spanA = try IndicatorRegistry.standard.compute("ICHIMOKU", bars: bars).lines[2]
        #expect(spanA.offset == 25 && spanA.value(drawnAt: 125) == lines[2][100] && spanA.value(drawnAt: 24).isNaN)
    }

    /// The `tdx` stochastics give 50 in a window without range (KDJ's rule), `taLib` 0 (TA-Lib's).
    @Test func flatWindowsOfTheStochastics() {
        let flat = (0..<40).map { Bar(time: Int64($0) * 86_400, open: 10, high: 10, low: 10, close: 10, volume: 100) }
        #expect(STOCH().compute(flat)[0].last == 50)
        #expect(STOCH(convention: .taLib).compute(flat)[0].last == 0)
        #expect(MFI().compute(flat)[0].last == 50)
        #expect(MFI(convention: .taLib).compute(flat)[0].last == 0)
        #expect(BOP().compute(flat)[0].allSatisfy { $0 == 0 })
        #expect(CMF().compute(flat)[0].last == 0)
    }

    /// STOCHRSI's `tdx` warm-up as documented (no library holds this convention): the RSI from bar 1, so
    /// K from bar M + KS − 1 and D from bar M + KS + D − 2, whatever N is. (`taLib`: FirstValidIndexTests.)
    @Test func stochRSITdxWarmUp() {
        for (n, m, ks, d) in [(14, 14, 3, 3), (6, 9, 1, 4), (2, 5, 4, 2)] {
            let lines = STOCHRSI(period: n, stochPeriod: m, kSmoothing: ks, dPeriod: d).compute(bars)
            #expect(lines[0].firstIndex { !$0.isNaN } == m + ks - 1, "K of \(n),\(m),\(ks),\(d)")
            #expect(lines[1].firstIndex { !$0.isNaN } == m + ks + d - 2, "D of \(n),\(m),\(ks),\(d)")
        }
    }

    /// KAMA with an efficiency ratio of 1 (a straight rise) moves by the fast constant (2/3)².
    @Test func kamaOnAStraightLineUsesTheFastConstant() {
        let line = (0..<30).map { Bar(time: Int64($0) * 86_400, open: Double($0), high: Double($0), low: Double($0), close: Double($0)) }
        let kama = KAMA().compute(line)[0]
        #expect(kama[..<10].allSatisfy { $0.isNaN })
        #expect(abs(kama[10] - (9 + 4.0 / 9)) < 1e-12)
    }
}
