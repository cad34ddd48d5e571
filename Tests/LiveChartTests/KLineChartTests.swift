import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

@Suite struct KLineChartTests {
    func bars(_ closes: [Double]) -> BarSeries {
        BarSeries(bars: closes.enumerated().map { i, c in
            Bar(time: Int64(19_724 + i) * 86_400, open: c - 0.5, high: c + 1, low: c - 1, close: c, volume: 1000 + Double(i))
        })
    }

    func shape(_ root: Layer, _ name: String) -> ShapeLayer? { root.firstLayer(named: name) as? ShapeLayer }

    @Test func candlesOfOneColourAreOnePath() throws {
        let chart = try KLineChart(series: bars([10, 11, 12, 11.8, 13]))  // every bar opens 0.5 below its close: all up
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 600, height: 400), measurer: FixedWidthMeasurer()))
        let up = shape(root, "candles.up")!, down = shape(root, "candles.down")!
        // Two closed rectangles (wick and body) per rising bar: 5 elements each.
        #expect(up.path.elements.count == 5 * 2 * 5)
        #expect(down.path.isEmpty)
    }

    @Test func singleBarDrawsOneNormalCandle() throws {
        let chart = try KLineChart(series: bars([50]))
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 600, height: 400), measurer: FixedWidthMeasurer()))
        let bounds = shape(root, "candles.up")!.path.controlPointBounds
        #expect(bounds.width >= 10 && bounds.width <= 48)
        #expect(bounds.height > 50)  // high − low fills most of the pane, not a sliver
    }

    @Test func flatSeriesDrawsItsLevelInTheMiddle() throws {
        let flat = BarSeries(bars: (0..<30).map { Bar(time: Int64(19_724 + $0) * 86_400, open: 420, high: 420, low: 420, close: 420) })
        let chart = try KLineChart(series: flat)
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 600, height: 400), measurer: FixedWidthMeasurer()))
        let candles = shape(root, "candles.up")!.path.controlPointBounds
        let plot = root.firstLayer(named: "candles")!.clipRect!
        #expect(abs(candles.midY - plot.midY) <= 1)
    }

    @Test func firstAndLastCandlesAreInsideThePlot() throws {
        let chart = try KLineChart(series: bars((0..<250).map { 100 + sin(Double($0) / 9) * 10 }))
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1200, height: 800), measurer: FixedWidthMeasurer()))
        let plot = root.firstLayer(named: "candles")!.clipRect!
        let all = shape(root, "candles.up")!.path.controlPointBounds.union(shape(root, "candles.down")!.path.controlPointBounds)
        #expect(all.minX >= plot.minX && all.maxX <= plot.maxX)
        #expect(all.minY >= plot.minY && all.maxY <= plot.maxY)
    }

    @Test func lastNBarsShowOnlyThose() throws {
        let chart = try KLineChart(series: bars((0..<300).map { 100 + Double($0 % 7) }))
        chart.visibleBarCount = 50
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1000, height: 600), measurer: FixedWidthMeasurer()))
        #expect(shape(root, "candles.up")!.path.elements.count == 50 * 2 * 5)
    }
}

@Suite struct KLineCrosshairTests {
    @Test func crosshairDrawsLinesTooltipAndMovesTheLegend() throws {
        var series = BarSeries()
        for i in 0..<100 {
            let time = Int64(19_724 + i) * 86_400, high = 102 + Double(i % 5), close = 101 + Double(i % 3)
            series.append(Bar(time: time, open: 100, high: high, low: 98, close: close, volume: 1000))
        }
        let chart = try KLineChart(series: series)
        chart.visibleBarCount = 100
        let size = CGSize(width: 900, height: 600)
        let measurer = FixedWidthMeasurer()
        #expect(chart.makeLayerTree(in: RenderContext(size: size, measurer: measurer)).firstLayer(named: "crosshair.tooltip") == nil)
        chart.crosshair = Crosshair(barIndex: 40, y: 50, pointerX: 300, lastInput: 0)
        let root = chart.makeLayerTree(in: RenderContext(size: size, measurer: measurer))
        #expect(root.firstLayer(named: "crosshair.tooltip") != nil)
        let legend = root.firstLayer(named: "legend.price") as! TextLayer
        // MA5 at bar 40: closes 101 + i % 3 over bars 36…40 = 101, 102, 103, 101, 102 → 101.80.
        #expect(legend.runs.first?.text == "MA5: 101.80")
        let tooltip = root.firstLayer(named: "crosshair.tooltip")!.sublayers.compactMap { $0 as? TextLayer }.first!
        #expect(tooltip.runs.contains { $0.text == "2024-02-11" })  // day 19724 (2024-01-02) + 40
    }
}

@Suite struct CrosshairSnapTests {
    /// With snapping to close, the horizontal line sits on the bar's close whatever the pointer's y.
    @Test func horizontalLineSnapsToTheClose() throws {
        var series = BarSeries()
        for i in 0..<50 { series.append(Bar(time: Int64(19_724 + i) * 86_400, open: 100, high: 110, low: 90, close: 95 + Double(i % 10))) }
        var options = KLineOptions()
        options.crosshairSnapsToClose = true
        let chart = try KLineChart(series: series, options: options)
        chart.crosshair = Crosshair(barIndex: 33, y: 7, pointerX: 0, lastInput: 0)
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 800, height: 500), measurer: FixedWidthMeasurer()))
        let tags = root.firstLayer(named: "crosshair")!.sublayers.compactMap { $0 as? TextLayer }.flatMap(\.runs)
        #expect(tags.contains { $0.text == "98.00" })  // bar 33's close: 95 + 3
    }
}

/// Price decimals from the bars on screen and pane ticks from their step (the broker-grade issue, item 2).
@Suite struct KLineDecimalsTests {
    /// The truth issue, item 7: on a percent axis the last-price tag read 350.58 among labels in percent; it reads as
    /// the axis does, the change from the first visible close (SPY's last 120 bars: 274.36 → 350.58, +27.78 %).
    @Test func aPercentAxisTagsTheLastPriceInPercent() throws {
        let bars = try BarFileReader.load(path: SharedData.fixture("SPY_D-2019-2020.csv")).series
        var options = KLineOptions()
        options.scaleMode = .percent
        let chart = try KLineChart(series: bars, options: options)
        chart.visibleBarCount = 120
        let tree = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer()))
        let base = bars.bars[bars.count - 120].close, last = bars.bars[bars.count - 1].close
        let expected = NumberFormat.percent(last / base - 1)
        #expect(TextLayerTexts.of(tree.firstLayer(named: "markers.lastPrice.label")) == [expected], "\(expected)")
        try chart.setOptions({ var o = chart.options; o.scaleMode = .linear; return o }())
        let linear = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer()))
        #expect(TextLayerTexts.of(linear.firstLayer(named: "markers.lastPrice.label")) == ["350.58"])
    }

    @Test(.enabled(if: SharedData.isAvailable)) func spyShowsCentsIn2020AndSixteenthsIn1999() throws {
        let bars = try BarFileReader.load(path: SharedData.path("daily/SPY_D.csv")).series
        let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer())
        let chart = try KLineChart(series: bars, options: { var o = KLineOptions(); o.panes = ["VOL", "MACD", "RSI"]; return o }())
        chart.visibleBarCount = 250
        #expect(KLineFrame(chart: chart, context: context).priceDecimals == 2, "350.58, not 350.5800")
        let axes = TextLayerTexts.of(chart.makeLayerTree(in: context).firstLayer(named: "axes"))
        #expect(!axes.contains { $0.hasSuffix(".000") || $0.hasSuffix(".0000") || $0 == "0.00" || $0.hasSuffix(".00B") },
                "no padded zeros on any axis: \(axes)")
        #expect(axes.contains("0"), "MACD's zero level reads 0")
        let y1999 = try KLineChart(series: BarSeries(bars: Array(bars.bars.prefix(150)), symbol: "SPY"))
        #expect(KLineFrame(chart: y1999, context: context).priceDecimals == 4, "1999 quotes in sixteenths: 135.5625")
        // Scrolled back to 1999 on the same chart, the instrument keeps its decimals (issue 46 item 7: the
        // labels went from 350.58 to 350.5800 and back while scrolling): a symbol has one price scale, as in
        // TradingView.
        var viewport = Viewport(width: chart.layout(in: context).plot.width, barCount: bars.count)
        viewport.showLast(250)
        viewport.pan(by: Double(bars.count - 300) * viewport.barSpacing)
        chart.viewport = viewport
        let scrolled = KLineFrame(chart: chart, context: context)
        #expect(try #require(scrolled.visible).lowerBound < 200, "scrolled back to the 1990s")
        #expect(scrolled.priceDecimals == 2)
        chart.viewport = nil
        var fixed = chart.options
        fixed.priceDecimals = 3
        try chart.setOptions(fixed)
        #expect(KLineFrame(chart: chart, context: context).price(350.58) == "350.580")
    }
}

/// BOLL(20)'s middle band is MA20: drawn once (the broker-grade issue, item 11), its legend kept.
@Suite struct OverlayDuplicateTests {
    @Test func bollMidUnderMA20IsDrawnOnce() throws {
        let bars = SyntheticBars.walk(count: 200).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        var options = KLineOptions()
        options.overlays = ["BOLL"]
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let tree = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer()))
        let names = try #require(tree.firstLayer(named: "ma")).sublayers.map(\.name)
        #expect(names.contains("ma.20") && !names.contains { $0.hasPrefix("overlay.") && $0.hasSuffix(".MID") }, "\(names)")
        #expect(names.filter { $0.hasPrefix("overlay.") }.count == 2, "UPPER and LOWER")
        options.maPeriods = [5, 10]
        try chart.setOptions(options)
        let without = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer()))
        #expect(try #require(without.firstLayer(named: "ma")).sublayers.contains { $0.name.hasSuffix(".MID") }, "no MA20: MID drawn")
    }
}

/// A partial last bar is marked on the chart itself, not only in the title (the broker-grade issue, item 11).
@Suite struct PartialBarMarkTests {
    @Test func aPartialLastBarIsDrawnFaintInsideItsOutline() throws {
        let bars = SyntheticBars.walk(count: 60).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())
        #expect(chart.makeLayerTree(in: context).firstLayer(named: "candles.partial.body") == nil)
        chart.lastBarIsPartial = true
        let tree = chart.makeLayerTree(in: context)
        let body = try #require(tree.firstLayer(named: "candles.partial.body") as? ShapeLayer)
        let frame = KLineFrame(chart: chart, context: context)
        #expect(abs(body.path.controlPointBounds.midX - frame.x(59)) < 1.5, "the newest bar")
        #expect(tree.firstLayer(named: "candles.partial.outline") != nil)
        try chart.setBars(BarSeries(bars: bars))
        #expect(!chart.lastBarIsPartial)
    }
}

/// Every legend follows the crosshair bar, the title's OHLC too, and returns to the newest bar when it
/// leaves (the broker-grade issue, item 3).
@Suite struct LegendFollowsCrosshairTests {
    @Test func titleAndPaneLegendsShowTheCrosshairBar() throws {
        let bars = SyntheticBars.walk(count: 120).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        var options = KLineOptions()
        options.panes = ["VOL", "RSI"]
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())
        let dates = TimeLabelFormatter(locale: .en, intraday: false)
        chart.crosshair = Crosshair(barIndex: 40, y: 200, pointerX: 300, lastInput: 0)
        let tree = chart.makeLayerTree(in: context)
        #expect(TextLayerTexts.of(tree.firstLayer(named: "title")).contains(dates.fullLabel(time: bars[40].time)))
        let rsi = TextLayerTexts.of(tree.firstLayer(named: "legend.pane.2")).joined(separator: " ")
        let value = NumberFormat.fixed(chart.panes[1].content.series[0].values[40], decimals: 2)
        #expect(rsi.contains(value), "\(rsi) has bar 40's RSI \(value)")
        chart.crosshair = nil
        #expect(TextLayerTexts.of(chart.makeLayerTree(in: context).firstLayer(named: "title")).contains(dates.fullLabel(time: bars[119].time)))
    }
}

/// A crosshair in stills (the broker-grade issue: `kline --crosshair DATE`), whose tags the tick labels give way to.
@Suite struct PlacedCrosshairTests {
    @Test func aTimePutsTheCrosshairOnTheBarHoldingItAtItsClose() throws {
        let bars = SyntheticBars.walk(count: 120).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        #expect(chart.placeCrosshair(atTime: bars[50].time - 3600), "the hour before bar 50's stamp")
        #expect(chart.crosshair?.barIndex == 50)
        #expect(chart.placeCrosshair(atTime: bars[50].time) && chart.crosshair?.barIndex == 50, "its own time")
        #expect(!chart.placeCrosshair(atTime: bars[0].time - 2 * 86_400) && chart.crosshair?.barIndex == 50, "days before the data: unchanged")
        #expect(!chart.placeCrosshair(atTime: bars[119].time + 10 * 86_400))
        let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())
        let frame = KLineFrame(chart: chart, context: context)
        let point = try #require(frame.crosshairPoint)
        #expect(abs(point.y - frame.priceScale.y(for: bars[50].close)) < 1e-9, "the horizontal line at the close")
        let span = try #require(frame.crosshairDateSpan)
        let axis = try #require(chart.makeLayerTree(in: context).firstLayer(named: "axes.labels") as? TextLayer)
        let m = EmWidthMeasurer()
        for run in axis.runs where run.position.y == frame.layout.timeAxis.midY {
            let width = m.size(of: run.text, font: run.font).width
            #expect(!span.overlaps((run.position.x - width / 2)...(run.position.x + width / 2)), "\(run.text) under the date tag")
        }
    }
}

/// Small canvases shorten text instead of cutting it and keep three price labels (the broker-grade issue,
/// item 7: `--size 600x400 --panes VOL,MACD --overlays BOLL`); the legend wraps (`LegendWrapTests`) and ends
/// in "…" only past three rows.
@Suite struct SmallCanvasTests {
    @Test func legendsWrapUncutAndThreePricesStay() throws {
        let bars = SyntheticBars.walk(count: 120).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        var options = KLineOptions()
        options.panes = ["VOL", "MACD"]
        options.overlays = ["BOLL"]
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let context = RenderContext(size: CGSize(width: 600, height: 400), measurer: EmWidthMeasurer())
        let tree = chart.makeLayerTree(in: context)
        let frame = KLineFrame(chart: chart, context: context)
        let m = EmWidthMeasurer()
        let legend = try #require(tree.firstLayer(named: "legend.price") as? TextLayer)
        #expect(!legend.runs.contains { $0.text == "…" } && legend.runs.last?.text.hasPrefix("LOWER") == true, "\(legend.runs.map(\.text))")
        for run in legend.runs {
            #expect(run.position.x + m.size(of: run.text, font: run.font).width <= frame.layout.panes[0].legend.maxX + 0.5, "\(run.text) is cut")
        }
        let axis = try #require(tree.firstLayer(named: "axes.labels") as? TextLayer)
        let prices = axis.runs.filter { $0.position.y >= frame.layout.plot.minY && $0.position.y <= frame.layout.plot.maxY }
        #expect(prices.count >= 3, "\(prices.map(\.text))")
    }
}

/// The watermark option: faint text centred behind the bars.
@Suite struct WatermarkTests {
    @Test func theWatermarkSitsBehindTheBarsInThePlotsCentre() throws {
        let bars = SyntheticBars.walk(count: 60).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        var options = KLineOptions()
        options.watermark = "SPY · Daily"
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())
        let tree = chart.makeLayerTree(in: context)
        let names = tree.sublayers.map(\.name)
        let mark = try #require(names.firstIndex(of: "watermark")), candles = try #require(names.firstIndex(of: "candles"))
        #expect(mark < candles, "drawn before the bars")
        let run = try #require((tree.firstLayer(named: "watermark.text") as? TextLayer)?.runs.first)
        let plot = chart.layout(in: context).plot
        #expect(run.text == "SPY · Daily" && run.position == CGPoint(x: plot.midX, y: plot.midY) && run.color.alpha < 0.2)
    }
}

/// The extremes' labels keep clear of lines (the broker-grade issue, item 5: the max marker struck through
/// by the last-price line, overdrawn by BOLL): each label sits on a backing in the background colour.
@Suite struct ExtremeLabelBackingTests {
    @Test func extremeLabelsHaveABackingUnderTheirText() throws {
        var bars = SyntheticBars.walk(count: 80).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        bars[79].high = 200
        bars[79].close = 199.5
        var options = KLineOptions()
        options.overlays = ["BOLL"]
        let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
        let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())
        let high = try #require(chart.makeLayerTree(in: context).firstLayer(named: "markers.high"))
        let backing = try #require(high.firstLayer(named: "markers.high.backing") as? ShapeLayer)
        let text = try #require(high.sublayers.compactMap { $0 as? TextLayer }.first?.runs.first)
        let size = EmWidthMeasurer().size(of: text.text, font: text.font)
        let box = backing.path.controlPointBounds
        #expect(box.contains(CGRect(origin: text.origin(for: size), size: size)), "the backing covers the label")
        #expect(backing.fillColor == chart.options.theme.background.withAlpha(0.85))
        let lastPrice = KLineFrame(chart: chart, context: context).priceScale.y(for: 199.5)
        #expect(box.minY <= lastPrice && box.maxY >= lastPrice, "the last-price line passes under this label")
        let order = try #require(chart.makeLayerTree(in: context).firstLayer(named: "markers")).sublayers.map(\.name)
        #expect(order.firstIndex(of: "markers.lastPrice")! < order.firstIndex(of: "markers.high")!, "drawn after the line")
    }
}

/// The bundled AAPL sample (Sources/LiveChartCLI/Resources/sample.csv) quotes in cents with odd 4-decimal prints
/// (629.714, 649.7925: 11 % of its last 100 bars' prices): its labels read 441.40, not 441.400.
@Suite struct SampleDecimalsTests {
    @Test func theBundledSampleReadsInCents() throws {
        let path = SharedData.repositoryRoot.appendingPathComponent("Sources/LiveChartCLI/Resources/sample.csv").path
        let chart = try KLineChart(series: BarFileReader.load(path: path).series)
        #expect(KLineFrame(chart: chart, context: RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer())).priceDecimals == 2)
    }
}

/// The truth issue, item 9: a live bar that had just opened at the visible high (a flat candle, the simulator's
/// first tick) lay under the high's leader line. The leader starts 2 points beside the body, at every bar spacing.
@Suite struct ExtremeLeaderClearsTheBarTests {
    @Test func aFlatNewestCandleAtTheHighStaysUncovered() throws {
        var bars = SyntheticBars.walk(count: 80).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
        bars[79] = Bar(time: bars[79].time, open: 200, high: 200, low: 200, close: 200, volume: 10)
        let chart = try KLineChart(series: BarSeries(bars: bars))
        let context = RenderContext(size: CGSize(width: 1000, height: 600), measurer: EmWidthMeasurer())
        for count in [80, 30, 10] {
            chart.visibleBarCount = count
            let frame = KLineFrame(chart: chart, context: context)
            let body = CandleGeometry(centerX: frame.x(79), open: 200, high: 200, low: 200, close: 200, scale: frame.priceScale,
                                      barSpacing: frame.timeScale.barSpacing, pixelRatio: 1).body
            let high = try #require(chart.makeLayerTree(in: context).firstLayer(named: "markers.high"))
            let covering = high.sublayers.compactMap { $0 as? ShapeLayer }.map(\.path.controlPointBounds)
            #expect(covering.count == 2, "leader and backing")
            for box in covering { #expect(box.maxX <= body.minX - 1, "\(count) bars: \(box) covers the body \(body)") }
        }
    }
}
