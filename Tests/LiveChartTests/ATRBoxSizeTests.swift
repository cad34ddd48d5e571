import Foundation
import LiveChart
import LiveChartData
import LiveChartTestSupport
import Testing

/// Box sizes from the ATR (`--box-size atr:N`, the default) are the average true range (issue 46, item 3): the
/// chart read the ATR indicator's first line, which is MTR, the newest bar's true range alone, so a calm or a
/// wild last day set every brick.
@Suite struct ATRBoxSizeTests {
    let bars = SyntheticBars.walk(count: 400, seed: 8).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }

    /// Wilder's ATR(n) of the newest bar, as TA-Lib: true ranges from bar 1, seeded with their mean at bar n.
    static func wilderATR(_ bars: [Bar], period n: Int) -> (atr: Double, lastTrueRange: Double) {
        let ranges = bars.indices.dropFirst().map { i in
            max(bars[i].high, bars[i - 1].close) - min(bars[i].low, bars[i - 1].close)
        }
        var atr = ranges.prefix(n).reduce(0, +) / Double(n)
        for tr in ranges.dropFirst(n) { atr += (tr - atr) / Double(n) }
        return (atr, ranges.last!)
    }

    @Test(arguments: [CandleStyle.renko, .pointAndFigure, .kagi])
    func anATRBoxIsTheAverageTrueRange(style: CandleStyle) throws {
        for period in [14, 5] {
            var options = KLineOptions()
            options.style = style
            options.boxes.boxSize = .atr(period: period)
            let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
            let (atr, lastRange) = Self.wilderATR(bars, period: period)
            #expect(abs(lastRange - atr) > 0.1, "the newest bar's range (\(lastRange)) is not the average (\(atr))")
            let size = try #require(chart.boxSize)
            // Within half a cent: the box is the ATR in whole ticks of the prices' quoting.
            #expect(abs(size - atr) <= 0.005 + 1e-9, "ATR(\(period)) \(atr), box \(size)")
        }
    }
}
