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

    /// The simulator's volume follows the instrument's (issue 46 item 9: a simulated SPY bar showed 954K
    /// beside a 31.7M five-day average, since every instrument got up to 10⁶).
    @Test(arguments: [3.2e7, 1234.5678, 0])
    func volumesAreOnTheHistorysScale(scale: Double) {
        let history = Bar(time: 1_598_745_600, open: 350, high: 352, low: 349, close: 351.3, volume: scale)
        let source = RandomWalkSource(seed: 5, ticksPerBar: 5, interval: 1, barSeconds: 86_400)
        _ = source.poll(last: history, at: 0)
        var last = history, closed: [Double] = []
        for t in 1...51 {
            for bar in source.poll(last: last, at: Double(t)) {
                if bar.time != last.time, last.time != history.time { closed.append(last.volume) }
                last = bar
            }
        }
        #expect(closed.count >= 8, "bars kept closing")
        let mean = closed.reduce(0, +) / Double(closed.count)
        if scale == 0 {
            #expect(mean == 0, "no volume in the file, none simulated")
        } else {
            #expect(mean > 0.4 * scale && mean < 1.6 * scale, "\(mean) against \(scale)")
            #expect(closed.allSatisfy { scale < 1e4 || $0 == $0.rounded() }, "whole shares for a whole-share history")
        }
    }
}
