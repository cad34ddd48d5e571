import Testing
@testable import LiveChartCore

@Suite struct NiceTicksTests {
    @Test func stepsAreOneTwoTwoAndAHalfOrFive() {
        #expect(NiceTicks.niceStep(for: 0.13) == 0.2)
        #expect(NiceTicks.niceStep(for: 2.2) == 2.5)
        #expect(NiceTicks.niceStep(for: 37) == 50)
        #expect(NiceTicks.niceStep(for: 100) == 100)
    }

    @Test func ticksCoverTheRangeWithCleanValues() {
        let t = NiceTicks.ticks(lower: 0.05, upper: 0.95, maxCount: 9)
        #expect(t.step == 0.1)
        #expect(t.values == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
        let wide = NiceTicks.ticks(lower: 66.7, upper: 147.2, maxCount: 8)
        #expect(wide.step == 20 && wide.values == [80, 100, 120, 140])
        #expect(NiceTicks.ticks(lower: 1, upper: .infinity, maxCount: 5).values.isEmpty)
        #expect(NiceTicks.decimals(forStep: 0.25) == 2)
        #expect(NiceTicks.decimals(forStep: 0.00002) == 5)
    }
}
