import Foundation
import LiveChart
import LiveChartData
import LiveChartTestSupport
import Testing

/// Box sizes from the ATR (`--box-size atr:N`, the default) are the average true range (issue 46, item 3): the
/// chart read the ATR indicator's first line, which is MTR, the newest bar's true range alone, so a calm or a
/// wild last day set every brick. They come in whole ticks of the instrument's quoting, so a stock quoted in
/// cents has bricks and boxes in cents, not 1.33341-high boxes whose edges no trade was ever at.
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

    /// Whether `price` is a whole number of cents (to float noise).
    static func inCents(_ price: Double) -> Bool { abs(price * 100 - (price * 100).rounded()) < 1e-6 }

    @Test(arguments: [CandleStyle.renko, .pointAndFigure, .kagi])
    func anATRBoxIsWholeTicksAndItsBoxesSitOnThem(style: CandleStyle) throws {
        // A history that began in sixteenths (100.0625) and is quoted in cents since: its tick is the cent.
        var history = bars
        history.insert(Bar(time: bars[0].time - 86_400, open: 100.0625, high: 100.125, low: 99.9375, close: 100.0625, volume: 1), at: 0)
        var options = KLineOptions()
        options.style = style
        let chart = try KLineChart(series: BarSeries(bars: history), options: options)
        let size = try #require(chart.boxSize)
        #expect(Self.inCents(size) && size > 0, "box \(size)")
        #expect(chart.quotedDecimals == 2)
        // Bricks and boxes have edges of their own; Kagi lines turn at closes, traded prices whatever their tick.
        guard style != .kagi else { return }
        let off = chart.drawnBars.flatMap { [$0.open, $0.close] }.filter { !Self.inCents($0) }
        #expect(off.isEmpty, "\(off.count) of \(2 * chart.drawnBars.count) box prices off the cent: \(off.prefix(3))")
    }

    /// An ATR under one tick (prices quoted finer than their decimals show) is kept, not rounded to zero or up to a tick.
    @Test func anATRUnderOneTickStaysAsItIs() throws {
        let tiny = bars.map { Bar(time: $0.time, open: $0.open * 1e-12, high: $0.high * 1e-12, low: $0.low * 1e-12, close: $0.close * 1e-12, volume: $0.volume) }
        var options = KLineOptions()
        options.style = .renko
        let chart = try KLineChart(series: BarSeries(bars: tiny), options: options)
        let (atr, _) = Self.wilderATR(tiny, period: 14)
        #expect(abs(try #require(chart.boxSize) - atr) <= 1e-9 * atr)
    }
}
