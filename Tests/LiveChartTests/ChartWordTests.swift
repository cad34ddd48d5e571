import LiveChart
import LiveChartData
import Testing

/// One table holds every fixed word in both languages; the score chart's period labels come from it too.
@Suite struct ChartWordTests {
    @Test func everyWordHasBothForms() {
        for word in ChartWord.allCases {
            let en = ChartLocale.en.word(word), zh = ChartLocale.zh.word(word)
            #expect(!en.isEmpty && !zh.isEmpty && en != zh, "\(word)")
            #expect(zh.unicodeScalars.contains { $0.value >= 0x4E00 }, "\(word): '\(zh)' is Chinese")
        }
    }

    @Test func periodsSessionsAndDays() {
        #expect((1...6).map { ChartLocale.en.periodLabel($0, regulationPeriods: 4) } == ["Q1", "Q2", "Q3", "Q4", "OT1", "OT2"])
        #expect((1...6).map { ChartLocale.zh.periodLabel($0, regulationPeriods: 4) } == ["第1节", "第2节", "第3节", "第4节", "加时1", "加时2"])
        #expect(ChartLocale.zh.days(5, of: ChartLocale.zh.sessionName("A-share")) == "5日 A股")
        #expect(ChartLocale.en.days(1, of: "US") == "US")
        #expect(ChartLocale.zh.monthDay(3, 5) == "03-05" && ChartLocale.en.monthDay(3, 5) == "Mar 5")
    }
}

/// Market defaults are library API, so every host draws an A-share timeline as the CLI does.
@Suite struct TimelineDefaultsTests {
    @Test func aShareSessionsGetRedUpColoursAndTheBoardsLimits() {
        let star = TimelineOptions.defaults(for: .aShare, symbol: "688981.XSHG")
        #expect(star.colors == .cn && star.limitRule == .percent(0.2, tick: 0.01))
        #expect(TimelineOptions.defaults(for: .aShare, symbol: "000001.XSHG").limitRule == PriceLimitRule.none, "an index has no limit")
        let us = TimelineOptions.defaults(for: .us, symbol: "AAPL")
        #expect(us.colors == .us && us.limitRule == PriceLimitRule.none)
    }
}
