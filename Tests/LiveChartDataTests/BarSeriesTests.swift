import Testing
import LiveChartData

@Suite struct BarSeriesTests {
    @Test func appendUpdateLastAndPrepend() {
        var s = BarSeries(bars: [Bar(time: 100, open: 1, high: 2, low: 0.5, close: 1.5)])
        s.append(Bar(time: 200, open: 1.5, high: 1.6, low: 1.4, close: 1.45))
        s.updateLast(Bar(time: 200, open: 1.5, high: 1.7, low: 1.4, close: 1.65))
        s.prepend([Bar(time: 0, open: 1, high: 1, low: 1, close: 1)])
        #expect(s.bars.map(\.time) == [0, 100, 200])
        #expect(s.last?.high == 1.7 && s.last?.isUp == true)
    }
}
