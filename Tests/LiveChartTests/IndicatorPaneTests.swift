import Foundation
@testable import LiveChart
import LiveChartTestSupport
import LiveChartCore
import LiveChartData
import LiveChartIndicators
import Testing

@Suite struct IndicatorPaneTests {
    func series(_ n: Int) -> BarSeries {
        var s = BarSeries()
        for i in 0..<n {
            let c = 100 + 10 * sin(Double(i) / 7)
            s.append(Bar(time: Int64(19_724 + i) * 86_400, open: c - 0.3, high: c + 1, low: c - 1, close: c, volume: 1000 + Double(i)))
        }
        return s
    }

    /// The truth issue, item 7: RSI's scale moved with the bars (a calm stretch drew 45 at the top), and its 30/70
    /// lines carried no value. It is fixed to 0…100 whatever the bars, and each reference line is labelled.
    @Test func boundedOscillatorsKeepTheirRangeAndLabelTheirReferenceLines() throws {
        var options = KLineOptions()
        options.panes = ["RSI", "KDJ"]
        let chart = try KLineChart(series: series(300), options: options)
        let context = RenderContext(size: CGSize(width: 1200, height: 800), measurer: EmWidthMeasurer())
        for count in [300, 20] {
            chart.visibleBarCount = count
            let frame = KLineFrame(chart: chart, context: context)
            let rsi = frame.panes[0].scale.range
            #expect(rsi.lowerBound < 0 && rsi.lowerBound > -10 && rsi.upperBound > 100 && rsi.upperBound < 110, "\(count) bars: \(rsi)")
        }
        let axes = TextLayerTexts.of(chart.makeLayerTree(in: context).firstLayer(named: "axes"))
        for level in ["30", "50", "70", "20", "80"] { #expect(axes.contains(level), "\(level) in \(axes)") }
    }

    @Test func specsParseNamesAndParameters() throws {
        #expect(try IndicatorSpec(parsing: "rsi(6, 12,24)") == IndicatorSpec("RSI", parameters: [6, 12, 24]))
        #expect(try IndicatorSpec(parsing: " MACD ") == IndicatorSpec("MACD"))
        #expect(try IndicatorSpec(parsing: "BOLL(20,2.5)").description == "BOLL(20,2.5)")
        for bad in ["RSI(6,x)", "", "(6)", "RSI(6", "RSI(6))", "RSI(6,,12)", "RSI(nan)", "RSI(inf)", "MA,5"] {
            #expect(throws: IndicatorError.malformedSpec(bad)) { try IndicatorSpec(parsing: bad) }
        }
        #expect(try IndicatorSpec.list(parsing: "VOL,MACD,RSI(6,12,24)") == ["VOL", "MACD", IndicatorSpec("RSI", parameters: [6, 12, 24])])
        #expect(try IndicatorSpec.list(parsing: "none").isEmpty)
        #expect(IndicatorPanes.paneNames().contains("KDJ") && !IndicatorPanes.paneNames().contains("BOLL"))
        #expect(IndicatorPanes.overlayNames().contains("BOLL"))
    }

    /// Pane values take decimals from the pane's own magnitude, not the price's: SPY's 1999 prices are
    /// quoted in 1/16ths (4 decimals), and the newcomer run of 2026-11-29 saw "K: 95.2400" and an RSI
    /// axis reading "50.0000".
    @Test func paneValuesUseTheirOwnDecimals() throws {
        var s = BarSeries()
        for i in 0..<120 {
            let c = 100 + Double(i % 16) / 16  // 100.0625, 100.125, …: four decimals
            s.append(Bar(time: Int64(19_724 + i) * 86_400, open: c, high: c + 0.5, low: c - 0.5, close: c, volume: 1000))
        }
        var options = KLineOptions()
        options.panes = ["KDJ", "RSI"]
        let chart = try KLineChart(series: s, options: options)
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1000, height: 700), measurer: FixedWidthMeasurer()))
        let kdj = try #require(root.firstLayer(named: "legend.pane.1") as? TextLayer).runs.map(\.text)
        let k = try #require(kdj.first { $0.hasPrefix("K: ") })
        #expect(k.split(separator: ".").last?.count == 2, "\(k)")
        let price = try #require(root.firstLayer(named: "legend.price") as? TextLayer).runs.map(\.text)
        #expect(price.contains { $0.hasSuffix(".0625") || $0.contains(".") && $0.split(separator: ".").last?.count == 4 },
                "prices keep their four decimals: \(price)")
    }

    /// Every pane's scale carries two labels at least, a line apart: four short panes (1000×700), one drawing the
    /// close over 1,525–2,350 as Kweichow Moutai's 2021 did, which got 500s (1500 at the edge, one label: 2000).
    @Test func everyShortPaneHasTwoLabels() throws {
        var s = BarSeries()
        for i in 0..<150 {
            let c = 1525 + 825 * (0.5 + 0.5 * sin(Double(i) / 11))
            s.append(Bar(time: Int64(19_724 + i) * 86_400, open: c - 3, high: c + 9, low: c - 9, close: c, volume: 1000 + Double(i)))
        }
        var options = KLineOptions()
        options.registry.register(try Formula("X: C;", name: "CLOSEPANE"))
        options.panes = ["VOL", "KDJ", "MACD", "CLOSEPANE"]
        let chart = try KLineChart(series: s, options: options)
        let context = RenderContext(size: CGSize(width: 1000, height: 700), measurer: FixedWidthMeasurer())
        let runs = try #require(chart.makeLayerTree(in: context).firstLayer(named: "axes.labels") as? TextLayer).runs
        let frame = KLineFrame(chart: chart, context: context)
        for (k, pane) in frame.panes.enumerated() {
            let rect = pane.layout.plot
            let labels = runs.filter { $0.position.x >= pane.layout.rightAxis.minX && $0.position.y >= rect.minY && $0.position.y <= rect.maxY }
            #expect(labels.count >= 2, "pane \(k) (\(options.panes[k])): \(labels.map(\.text))")
            let ys = labels.map(\.position.y).sorted()
            #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 - $0 >= 11 }, "pane \(k): labels a line apart: \(ys)")
        }
    }

    /// Overlays continue the palette after the MAs and after each other (VWAP and HMA, one line each,
    /// used to share the first colour), and an indicator without parameters is titled by its name.
    @Test func overlaysTakeDistinctColoursAndBareNamesHaveNoParentheses() throws {
        var options = KLineOptions()
        options.maPeriods = [5]
        options.overlays = ["VWAP", "HMA", "KC"]
        options.panes = ["BOP", "STOCH"]
        let chart = try KLineChart(series: series(200), options: options)
        let colors = chart.overlays.flatMap { $0.content.series.map(\.color) }
        #expect(colors.count == 5 && Set(colors.map(\.hexString)).count == 5, "\(colors.map(\.hexString))")
        #expect(colors[0] == options.theme.lineColor(1), "after MA5's colour")
        #expect(chart.paneContents.map(\.title) == ["BOP", "STOCH(14,3,3)"])
    }

    @Test func macdPaneHasLinesHistogramAndZeroLine() throws {
        var options = KLineOptions()
        options.panes = ["VOL", "MACD", "KDJ", "RSI(6,12,24)"]
        options.overlays = ["BOLL"]
        let chart = try KLineChart(series: series(200), options: options)
        #expect(chart.paneContents.map(\.title) == ["VOL", "MACD(12,26,9)", "KDJ(9,3,3)", "RSI(6,12,24)"])
        #expect(chart.paneContents[2].referenceLevels == [20, 50, 80])
        let root = chart.makeLayerTree(in: RenderContext(size: CGSize(width: 1000, height: 900), measurer: FixedWidthMeasurer()))
        let histogramUp = root.firstLayer(named: "pane.2.MACD.up") as? ShapeLayer
        let histogramDown = root.firstLayer(named: "pane.2.MACD.down") as? ShapeLayer
        #expect(histogramUp?.path.isEmpty == false && histogramDown?.path.isEmpty == false)
        #expect(root.firstLayer(named: "pane.2.DIF") is ShapeLayer)
        #expect((root.firstLayer(named: "pane.2.references") as? ShapeLayer)?.path.isEmpty == false)
        #expect(root.firstLayer(named: "overlay.BOLL(20,2).UPPER") is ShapeLayer)
        // Each pane's plot sits below the previous one.
        let layout = chart.layout(in: RenderContext(size: CGSize(width: 1000, height: 900), measurer: FixedWidthMeasurer()))
        #expect(layout.panes.count == 5)
        #expect(zip(layout.panes, layout.panes.dropFirst()).allSatisfy { $0.plot.maxY <= $1.legend.minY })
    }

    /// The library refuses what it cannot draw instead of dropping it: a newcomer's run found `MACD(0),KDJ`
    /// silently losing MACD and then pairing KDJ's lines with MACD's engine.
    @Test func unknownMisplacedOrInvalidIndicatorsThrow() throws {
        func refused(_ panes: [IndicatorSpec], overlays: [IndicatorSpec] = []) -> ChartError? {
            var options = KLineOptions()
            options.panes = panes
            options.overlays = overlays
            do {
                _ = try KLineChart(series: series(50), options: options)
                return nil
            } catch {
                return error
            }
        }
        #expect(refused(["NOPE", "RSI"]) == .indicator("NOPE", .unknownIndicator("NOPE")))
        #expect(refused(["BOLL"]) == .indicator("BOLL", .wrongPlacement(indicator: "BOLL", asked: .pane)))
        #expect(refused([], overlays: ["MACD"]) == .indicator("MACD", .wrongPlacement(indicator: "MACD", asked: .overlay)))
        #expect(refused(["MACD(0)", "KDJ"]) == .indicator("MACD(0)", .invalidParameter(indicator: "MACD", index: 0, value: 0)))
        #expect(refused(["VOL", "MACD", "KDJ", "RSI", "WR"]) == .tooManyPanes(count: 5, limit: 4))
        #expect(refused(["RSI(6,x)"]) == .indicator("RSI(6,X)", .unknownIndicator("RSI(6,X)")), "a bad literal is refused, not trapped")
    }

    /// A refused option set changes nothing: the chart keeps drawing what it drew.
    @Test func refusedOptionsLeaveTheChartAsItWas() throws {
        let chart = try KLineChart(series: series(80))
        var options = chart.options
        options.panes = ["MACD", "NOPE"]
        #expect(throws: ChartError.self) { try chart.setOptions(options) }
        #expect(chart.options.panes == ["VOL"] && chart.paneContents.map(\.title) == ["VOL"])
    }
}
