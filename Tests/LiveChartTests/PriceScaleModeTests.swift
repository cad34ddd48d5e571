import Foundation
import LiveChart
import LiveChartCore
import Testing

@Suite struct PriceScaleModeTests {
    /// BTCUSD monthly runs from 4.58 to 108364 (SOURCES.md): a log axis must label it readably.
    @Test func logTicksOverManyDecadesArePowersOrOneTwoFive() {
        let scale = PriceScale.autoscaled(low: 4.58, high: 108_364, mode: .logarithmic, top: 0, bottom: 600)!
        let ticks = scale.ticks()
        #expect(ticks.contains(10) && ticks.contains(100) && ticks.contains(1000) && ticks.contains(10_000) && ticks.contains(100_000))
        // Mantissas 1, 2, 5 (or 1, 3 when thinned).
        #expect(ticks.allSatisfy { v in [1.0, 2, 3, 5].contains { m in abs(v / pow(10, floor(log10(v))) - m) < 1e-9 } })
        // Equal ratios take equal heights.
        let a = scale.y(for: 10) - scale.y(for: 100), b = scale.y(for: 1000) - scale.y(for: 10_000)
        #expect(abs(a - b) < 1e-9)
    }

    @Test func tinyPricesGetDistinctLabels() {
        let scale = PriceScale.autoscaled(low: 0.0000201, high: 0.0000257, mode: .logarithmic, top: 0, bottom: 400)!
        let labels = scale.ticks().map { scale.label($0, decimals: 2) }
        #expect(labels.count >= 3)
        #expect(Set(labels).count == labels.count)
        #expect(labels.allSatisfy { $0.hasPrefix("0.0000") })
    }

    @Test func percentageIsRelativeToTheBase() {
        let mode = PriceScaleMode.percentage(base: 200)
        #expect(mode.toCoordinate(220) == 10)
        #expect(mode.fromCoordinate(-5) == 190)
        let scale = PriceScale.autoscaled(low: 180, high: 240, mode: mode, top: 0, bottom: 300)!
        #expect(scale.label(220, decimals: 2) == "+10.00%")
        #expect(scale.ticks().contains { abs($0 - 200) < 1e-9 })
    }

    @Test func logModeCannotShowNonPositivePrices() {
        #expect(PriceScaleMode.logarithmic.toCoordinate(0).isNaN)
        #expect(PriceScale.autoscaled(low: -1, high: 5, mode: .logarithmic, top: 0, bottom: 100) == nil)
    }
}
