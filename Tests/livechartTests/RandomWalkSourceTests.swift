import Foundation
import LiveChartData
import LiveChartViewer
import Testing

/// `--simulate` extends the series and never edits a closed bar (the broker-grade issue, item 9: on a
/// finished A-share session it turned the closed 15:00 bar into a new high and changed the decimals).
@Suite struct RandomWalkSourceTests {
    @Test func theFirstTickOpensANewBarInTheDatasTick() {
        let closed = Bar(time: 1_594_796_400, open: 3414.62, high: 3420.5, low: 3355.1, close: 3361.3, volume: 1e8)  // 15:00
        let source = RandomWalkSource(seed: 3, ticksPerBar: 5, interval: 1, barSeconds: 60)
        #expect(source.poll(last: closed, at: 0).isEmpty, "the first call only starts the clock")
        let first = source.poll(last: closed, at: 1)
        #expect(first.count == 1 && first[0].time == closed.time + 60, "a new bar after the closed one")
        var last = first[0]
        for t in 2...40 {
            for bar in source.poll(last: last, at: Double(t)) {
                #expect(bar.time >= last.time && bar.time != closed.time, "never the history's bar")
                for price in [bar.open, bar.high, bar.low, bar.close] {
                    #expect(abs(price * 100 - (price * 100).rounded()) < 1e-6, "\(price) keeps two decimals")
                }
                last = bar
            }
        }
        #expect(last.time > closed.time + 60, "bars kept opening")
    }
}
