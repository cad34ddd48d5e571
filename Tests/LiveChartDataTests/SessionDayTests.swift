import LiveChartCore
import LiveChartData
import Testing

@Suite struct SessionDayTests {
    func bar(_ d: Int, _ h: Int, _ m: Int, close: Double, volume: Double = 10) -> Bar {
        let t = CivilTime(year: 2019, month: 11, day: d, hour: h, minute: m).secondsSince1970
        return Bar(time: t, open: close, high: close + 1, low: close - 1, close: close, volume: volume)
    }

    @Test func splitsByDayWithThePreviousDaysCloseAsReference() {
        let bars = [bar(5, 9, 30, close: 100), bar(5, 15, 59, close: 101), bar(6, 9, 30, close: 102), bar(6, 12, 0, close: 103)]
        let (days, outside) = SessionDay.split(bars, session: .us)
        #expect(outside == 0)
        #expect(days.count == 2)
        #expect(days[0].previousClose == nil && days[1].previousClose == 101)
        #expect(days[1].slots == [0, 150])
    }

    @Test func theClosingPrintMergesIntoTheLastMinute() {
        let bars = [bar(5, 15, 59, close: 100, volume: 10), bar(5, 16, 0, close: 102, volume: 5), bar(5, 16, 30, close: 1)]
        let (days, outside) = SessionDay.split(bars, session: .us)
        #expect(outside == 1)
        #expect(days[0].bars.count == 1 && days[0].slots == [389])
        let merged = days[0].bars[0]
        #expect(merged.open == 100 && merged.close == 102 && merged.high == 103 && merged.low == 99 && merged.volume == 15)
    }

    @Test func limitsFollowTheBoard() throws {
        #expect(PriceLimitRule.aShare(symbol: "000001.XSHG") == .none)
        #expect(PriceLimitRule.aShare(symbol: "399001.XSHE") == .none)
        #expect(PriceLimitRule.aShare(symbol: "600519") == .percent(0.1, tick: 0.01))
        #expect(PriceLimitRule.aShare(symbol: "000001.XSHE") == .percent(0.1, tick: 0.01))
        #expect(PriceLimitRule.aShare(symbol: "300750.SZ") == .percent(0.2, tick: 0.01))
        #expect(PriceLimitRule.aShare(symbol: "688981.SH") == .percent(0.2, tick: 0.01))
        #expect(PriceLimitRule.aShare(symbol: "AAPL") == .none)
        let limits = try #require(PriceLimitRule.percent(0.1, tick: 0.01).limits(previousClose: 10.05))
        #expect(abs(limits.up - 11.06) < 1e-9 && abs(limits.down - 9.05) < 1e-9, "rounded to the 0.01 tick: 11.055 → 11.06, 9.045 → 9.05")
        #expect(PriceLimitRule.none.limits(previousClose: 10) == nil)
    }
}
