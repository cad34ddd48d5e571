import LiveChart
import LiveChartData
import Testing

/// The labels the period and adjustment features add, in both languages.
@Suite struct PeriodLocaleTests {
    @Test func periodNames() {
        let periods = ["5m", "60m", "1d", "1w", "1M", "1Q", "1Y", "2w"].compactMap(BarPeriod.init)
        #expect(periods.map(ChartLocale.en.periodName) == ["5m", "60m", "Daily", "Weekly", "Monthly", "Quarterly", "Yearly", "2W"])
        #expect(periods.map(ChartLocale.zh.periodName) == ["5分", "60分", "日线", "周线", "月线", "季线", "年线", "2周"])
    }

    @Test func adjustmentNamesAndThePartialNote() {
        #expect(PriceAdjustment.allCases.map(ChartLocale.zh.adjustmentName) == ["", "前复权", "后复权"])
        #expect(PriceAdjustment.allCases.map(ChartLocale.en.adjustmentName) == ["", "Adj. fwd", "Adj. back"])
        #expect(ChartLocale.zh.partialBarNote == "末根未完成" && ChartLocale.en.partialBarNote == "last bar partial")
    }
}
