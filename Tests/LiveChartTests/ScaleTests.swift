import Foundation
import LiveChart
import Testing

@Suite struct ScaleTests {
    /// The worked case: highs 10, 20, 12 and lows 5, 15, 8 must give a range covering 5…20,
    /// although the extreme high is not on the last bar.
    @Test func autoscaleCoversEveryVisibleBar() {
        let highs = [10.0, 20, 12], lows = [5.0, 15, 8]
        let range = PriceScale.autoscaledRange(low: lows.min()!, high: highs.max()!, topMargin: 0.1, bottomMargin: 0.1)!
        #expect(range.lowerBound <= 5 && range.upperBound >= 20)
        #expect(abs(range.lowerBound - 3.5) < 1e-12 && abs(range.upperBound - 21.5) < 1e-12)
    }

    @Test func flatSeriesGetsASaneRangeAroundTheLevel() {
        let range = PriceScale.autoscaledRange(low: 420, high: 420)!
        #expect(range == 415.8...424.2)
        let scale = PriceScale(range: range, top: 0, bottom: 200)
        #expect(abs(scale.y(for: 420) - 100) < 1e-9)
        #expect(PriceScale.autoscaledRange(low: 0, high: 0)! == -1...1)
        #expect(PriceScale.autoscaledRange(low: .nan, high: 1) == nil)
    }

    @Test func timeScaleMapsIndicesAndBack() {
        let ts = TimeScale(width: 1000, barSpacing: 10, rightOffset: 0, baseIndex: 499)
        #expect(ts.x(ofIndex: 499) == 995)
        #expect(ts.x(ofIndex: 400) == 5)
        #expect(ts.visibleBarIndices == 400...499)
        #expect(ts.nearestIndex(atX: 996) == 499 && ts.nearestIndex(atX: 3) == 400)
        let fit = TimeScale.fitting(count: 1, width: 800, maxBarSpacing: 48)
        #expect(fit.barSpacing == 48 && fit.x(ofIndex: 0) == 776)
    }
}
