import Foundation
@testable import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import LiveChartTestSupport

/// The pictures of the image regression suite: each case renders one chart, from the repository's own
/// fixtures or seeded bars, with the pinned fonts (`FontSpec.defaultFamily`), and is compared with its
/// reference PNG under `Tests/References/`. Names say what the case pins; the broker-grade issue's
/// defects each have one (bodies at 3–4 px a bar, decimals, one five-day reference, label collisions,
/// time-axis context, small canvases, learned sessions, the simulator, score steps and Final).
struct ImageCase: Sendable {
    var name: String
    var size: CGSize
    var pixelRatio = 1.0
    var render: @Sendable (RenderContext) throws -> DisplayList
}

enum ImageCases {
    static func bars(_ count: Int, seed: UInt64 = 42, start: Double = 100) -> [Bar] {
        SyntheticBars.walk(count: count, seed: seed, start: start).map { Bar(time: $0.0, open: $0.1, high: $0.2, low: $0.3, close: $0.4, volume: $0.5) }
    }

    static func kline(_ name: String, count: Int = 160, size: CGSize = CGSize(width: 800, height: 500), bars: [Bar]? = nil,
                      _ configure: @escaping @Sendable (inout KLineOptions) -> Void = { _ in },
                      chart extra: @escaping @Sendable (KLineChart) throws -> Void = { _ in }) -> ImageCase {
        let data = bars ?? Self.bars(count)
        return ImageCase(name: name, size: size) { context in
            var options = KLineOptions()
            configure(&options)
            let chart = try KLineChart(series: BarSeries(bars: data, symbol: "TEST"), options: options)
            try extra(chart)
            return chart.displayList(in: context)
        }
    }

    /// One drawing of every tool, anchored on `chart`'s bars and prices.
    static func everyDrawing(_ chart: KLineChart) -> [Drawing] {
        let b = chart.series.bars
        func at(_ i: Int, _ price: Double) -> Drawing.Anchor { Drawing.Anchor(time: b[i].time, price: price) }
        let low = b.map(\.low).min()!, high = b.map(\.high).max()!
        let lowBar = b.indices.min { b[$0].low < b[$1].low }!, highBar = b.indices.max { b[$0].high < b[$1].high }!
        return [
            Drawing(tool: .segment, points: [at(5, b[5].low), at(30, b[30].high)], text: "segment"),
            Drawing(tool: .ray, points: [at(40, b[40].low), at(60, b[60].low)], color: Color(named: "teal")),
            Drawing(tool: .line, points: [at(70, b[70].high), at(90, b[90].high)], color: Color(named: "gray")),
            Drawing(tool: .horizontalLine, points: [at(10, (low + high) / 2)], color: Color(named: "purple")),
            Drawing(tool: .verticalLine, points: [at(100, 0 + low)], color: Color(named: "darkorange")),
            Drawing(tool: .parallelChannel, points: [at(100, b[100].low), at(130, b[130].low), at(100, b[100].high + 2)], color: Color(named: "dodgerblue")),
            Drawing(tool: .priceChannel, points: [at(15, b[15].close), at(45, b[45].close), at(15, b[15].close + 1.5)], color: Color(named: "forestgreen")),
            Drawing(tool: .fibonacci, points: [at(min(lowBar, highBar), min(lowBar, highBar) == lowBar ? low : high),
                                               at(max(lowBar, highBar), max(lowBar, highBar) == lowBar ? low : high)], color: Color(named: "brown")),
            Drawing(tool: .rectangle, points: [at(75, b[75].high + 1), at(85, b[85].low - 1)], color: Color(named: "crimson")),
            Drawing(tool: .text, points: [at(50, high)], color: Color(named: "black"), text: "a note at the high"),
            Drawing(tool: .measure, points: [at(110, b[110].close), at(135, b[135].close)]),
        ]
    }

    static func theme(_ name: String) throws -> Theme {
        try ThemeFile.load(path: SharedData.repositoryRoot.appendingPathComponent("Sources/LiveChartJobs/Resources/themes/\(name).json").path)
    }

    static func fixture(_ name: String, period: BarPeriod? = nil, adjust: PriceAdjustment = .none) throws -> LoadedBars {
        var pipeline = BarPipeline()
        pipeline.period = period
        pipeline.adjustment = adjust
        return try pipeline.load(path: SharedData.fixture(name))
    }

    /// Six A-share sessions of seeded minutes from 2024-03-01.
    static func sessions(days: Int, session: TradingSession = .aShare) -> [Bar] {
        var random = SplitMix64(seed: 9)
        var price = 10.0
        return (0..<days).flatMap { d -> [Bar] in
            (0..<session.minuteCount).map { k in
                let open = price
                price = ((price * (1 + (random.nextUnit() - 0.5) * 0.004)) * 100).rounded() / 100
                let volume = (1000 + random.nextUnit() * 9000).rounded()
                return Bar(time: session.barTime(ofIndex: k, day: 19_783 + d), open: open, high: max(open, price) + 0.01,
                           low: min(open, price) - 0.01, close: price, volume: volume, amount: price * volume)
            }
        }
    }

    static let all: [ImageCase] = kline + timeline + curve + score

    static let kline: [ImageCase] = [
        // Bodies at 3–4 px a bar, then per-pixel columns.
        kline("candles-300-bodies", count: 300, size: CGSize(width: 1200, height: 500)),
        kline("candles-450-columns", count: 450, size: CGSize(width: 1200, height: 500)),
        kline("candles-60-wide", count: 60),
        // Decimals from the bars on screen.
        kline("decimals-cents-with-odd-prints", bars: bars(160).enumerated().map { k, b in
            var b = b
            if k % 30 == 7 { b.close += 0.0025 }  // a stray half-cent print now and then
            return b
        }),
        kline("decimals-sixteenths", bars: bars(160).map { b in
            func sixteenth(_ v: Double) -> Double { (v * 16).rounded() / 16 }
            return Bar(time: b.time, open: sixteenth(b.open), high: sixteenth(b.high), low: sixteenth(b.low), close: sixteenth(b.close), volume: b.volume)
        }),
        kline("price-decimals-forced-3") { $0.priceDecimals = 3 },
        kline("panes-vol-macd-rsi") { $0.panes = ["VOL", "MACD", "RSI"] },
        kline("panes-kdj-wr-overlay-boll") { $0.panes = ["KDJ", "WR"]; $0.overlays = ["BOLL"] },
        kline("overlay-sar-ema") { $0.overlays = ["SAR", "EMA(12,26)"]; $0.maPeriods = [] },
        // The maximum's label next to the last-price line.
        kline("extremes-near-last-price", bars: bars(120).enumerated().map { k, b in
            var b = b
            if k == 119 { b.high = max(b.high, 140); b.close = 139.8; b.open = 139 }
            return b
        }),
        kline("time-axis-inside-one-year", count: 120),
        kline("time-axis-over-years", count: 700, size: CGSize(width: 1000, height: 400)) { $0.panes = [] },
        ImageCase(name: "time-axis-intraday-minutes", size: CGSize(width: 800, height: 500)) { context in
            let loaded = try fixture("000001.XSHG-2020-07-01-1min.csv")
            let chart = try KLineChart(series: loaded.series, period: loaded.period)
            chart.visibleBarCount = 150
            return chart.displayList(in: context)
        },
        kline("small-canvas-600x400", size: CGSize(width: 600, height: 400)) { $0.panes = ["VOL", "MACD"]; $0.overlays = ["BOLL"] },
        kline("partial-last-bar", count: 40, chart: { $0.lastBarIsPartial = true }),
        kline("crosshair-still", count: 120, chart: { chart in _ = chart.placeCrosshair(atTime: chart.series.bars[70].time) }),
        kline("crosshair-still-zh", count: 120, { $0.locale = .zh; $0.colors = .cn }, chart: { chart in
            _ = chart.placeCrosshair(atTime: chart.series.bars[20].time)
        }),
        kline("scale-log", count: 400, bars: bars(400, start: 5).enumerated().map { k, b in
            let f = pow(1.01, Double(k))
            return Bar(time: b.time, open: b.open * f, high: b.high * f, low: b.low * f, close: b.close * f, volume: b.volume)
        }) { $0.scaleMode = .log; $0.style = .line },
        kline("scale-percent") { $0.scaleMode = .percent },
        kline("locale-zh-colors-cn") { $0.locale = .zh; $0.colors = .cn; $0.panes = ["VOL", "KDJ"] },
        kline("theme-dark") { $0.theme = .dark; $0.panes = ["VOL", "MACD"] },
    ] + ThemeFileNames.all.map { name in
        ImageCase(name: "style-\(name)", size: CGSize(width: 800, height: 500)) { context in
            var options = KLineOptions()
            options.theme = try theme(name)
            options.watermark = "TEST · Daily"
            return try KLineChart(series: BarSeries(bars: bars(120), symbol: "TEST"), options: options).displayList(in: context)
        }
    } + [
        kline("candles-hollow") { $0.style = .hollow },
        kline("candles-ohlc") { $0.style = .ohlc },
        kline("close-line") { $0.style = .line },
        kline("close-area") { $0.style = .area },
        kline("heikin-ashi") { $0.style = .heikinAshi },
        kline("renko", count: 300) { $0.style = .renko; $0.boxes.boxSize = .atr(period: 14) },
        kline("point-and-figure", count: 300) { $0.style = .pointAndFigure; $0.boxes.boxSize = .fixed(1) },
        kline("kagi", count: 300) { $0.style = .kagi; $0.boxes.boxSize = .fixed(1.5) },
        kline("line-break", count: 300) { $0.style = .lineBreak },
        // Markers: every shape and position, stacks of three, texts at both edges, an 8-digit colour.
        kline("markers-every-kind", count: 80, chart: { chart in
            let t = chart.series.bars.map(\.time)
            var m: [BarMarker] = []
            for (k, shape) in BarMarker.Shape.allCases.enumerated() {
                m.append(BarMarker(time: t[10 + 12 * k], position: .above, shape: shape, text: shape.rawValue))
                m.append(BarMarker(time: t[16 + 12 * k], position: .below, shape: shape, text: "below"))
            }
            m += (0..<3).map { BarMarker(time: t[62], position: .above, shape: .arrowDown, color: Color(hex: "#1E5AC8C0"), text: "stack \($0)") }
            m += (0..<3).map { BarMarker(time: t[66], position: .below, shape: .arrowUp, text: "up \($0)") }
            m.append(BarMarker(time: t[70], position: .inBar, shape: .circle, color: Color(named: "orange"), text: "in bar"))
            m.append(BarMarker(time: t[50], position: .atPrice, shape: .square, color: Color(named: "purple"), text: "stop", price: chart.series.bars[50].low - 1))
            m.append(BarMarker(time: t[0], position: .below, shape: .arrowUp, text: "first bar, text kept inside"))
            m.append(BarMarker(time: t[79], position: .above, shape: .arrowDown, text: "newest bar, kept inside"))
            chart.setMarkers(m)
        }),
        // Price lines (one far above the bars, so the scale takes it in), vertical lines through two panes, trend lines.
        kline("user-lines", count: 120, { o in
            o.panes = ["VOL", "MACD"]
        }, chart: { chart in
            let bars = chart.series.bars
            var options = chart.options
            let high = bars.map(\.high).max()!
            options.priceLines = [PriceLine(price: high + 8, title: "Target"), PriceLine(price: bars[60].close, title: "Entry", color: Color(named: "green"), dashed: false)]
            options.verticalLines = [VerticalLine(time: bars[60].time, title: "Entry"), VerticalLine(time: bars[118].time, title: "newest, kept inside")]
            options.trendLines = [TrendLine(points: [(bars[10].time, bars[10].low), (bars[50].time, bars[50].low), (bars[100].time, bars[100].high)]),
                                  TrendLine(points: [(bars[20].time, bars[20].high), (bars[110].time, bars[110].high)], color: Color(named: "crimson"))]
            try chart.setOptions(options)
        }),
        // User series of every style: a line on the price pane, a histogram in VOL's pane, an area and a step with
        // scatter dots filled between them in panes of their own, a gap in the line.
        kline("user-series-every-style", count: 120, size: CGSize(width: 800, height: 640), { $0.maPeriods = [20] }, chart: { chart in
            let bars = chart.series.bars, times = bars.map(\.time)
            func column(_ value: (Int) -> Double) -> TimedColumn { TimedColumn(name: "", times: times, values: bars.indices.map(value)) }
            try chart.setUserSeries([
                UserSeries(name: "signal", column: column { (50...60).contains($0) ? .nan : bars[$0].close * 1.02 }, color: Color(named: "teal")),
                UserSeries(name: "flow", column: column { sin(Double($0) / 6) * 4e5 }, style: .histogram, placement: .pane("VOL")),
                UserSeries(name: "equity", column: column { 1 + Double($0) / 200 + sin(Double($0) / 9) / 20 }, style: .area, placement: .newPane),
                UserSeries(name: "level", column: column { Double(($0 / 15) % 4) }, style: .step, placement: .pane("Regime"), fill: .value(1.5)),
                UserSeries(name: "hits", column: column { $0 % 7 == 0 ? Double(($0 / 15) % 4) + 0.5 : .nan }, style: .scatter,
                           placement: .pane("Regime"), color: Color(named: "crimson")),
            ])
        }),
        // Two compared instruments on a percent scale from the first visible bar.
        kline("compare-two", count: 150, { $0.scaleMode = .percent }, chart: { chart in
            let times = chart.series.bars.map(\.time)
            let other = bars(150, seed: 7, start: 40), third = bars(150, seed: 11, start: 900)
            try chart.setUserSeries([
                UserSeries(name: "AAA", column: TimedColumn(name: "AAA", times: times, values: other.map(\.close)), placement: .compare),
                UserSeries(name: "BBB", column: TimedColumn(name: "BBB", times: Array(times.dropFirst(40)), values: third.dropFirst(40).map(\.close)),
                           placement: .compare),
            ])
        }),
        // One of every drawing tool (docs/examples/drawings.json's kinds) over seeded bars, on a linear and a log scale.
        kline("drawings-every-tool-linear", count: 140, size: CGSize(width: 1000, height: 600), chart: { chart in
            chart.drawings = everyDrawing(chart)
            chart.selectedDrawing = 0
        }),
        kline("drawings-every-tool-log", count: 140, size: CGSize(width: 1000, height: 600), { $0.scaleMode = .log }, chart: { chart in
            chart.drawings = everyDrawing(chart)
        }),
        // 450 bars in pixel columns with a marker every third bar, on a log scale.
        kline("markers-dense-log", count: 450, size: CGSize(width: 1200, height: 500), { $0.scaleMode = .log }, chart: { chart in
            let bars = chart.series.bars
            chart.setMarkers(stride(from: 0, to: bars.count, by: 3).map { i in
                bars[i].isUp ? BarMarker(time: bars[i].time, position: .below, shape: .arrowUp)
                    : BarMarker(time: bars[i].time, position: .above, shape: .arrowDown)
            })
        }),
        ImageCase(name: "pixel-ratio-2", size: CGSize(width: 400, height: 300), pixelRatio: 2) { context in
            try KLineChart(series: BarSeries(bars: bars(50), symbol: "TEST")).displayList(in: context)
        },
        ImageCase(name: "orcl-forward-adjusted-weekly", size: CGSize(width: 800, height: 500)) { context in
            let loaded = try fixture("WIKI-ORCL-2000-quandl.csv", period: BarPeriod("1w"), adjust: .forward)
            var options = KLineOptions()
            options.title = ChartTitle.text(nil, for: loaded, adjustment: .forward, locale: .en)
            options.priceDecimals = loaded.suggestedPriceDecimals
            let chart = try KLineChart(series: loaded.series, options: options, period: loaded.period)
            chart.lastBarIsPartial = loaded.partial != nil
            return chart.displayList(in: context)
        },
    ]

    static let timeline: [ImageCase] = [
        ImageCase(name: "timeline-one-session", size: CGSize(width: 900, height: 520)) { context in
            let loaded = try fixture("timeline-000001.XSHG-2020-07-14.csv")
            let chart = TimelineChart(bars: loaded.series.bars, session: .aShare, symbol: "000001.XSHG",
                                      options: TimelineOptions.defaults(for: .aShare, symbol: "000001.XSHG"))
            return chart.displayList(in: context)
        },
        ImageCase(name: "timeline-five-day-one-reference", size: CGSize(width: 900, height: 520)) { context in
            var options = TimelineOptions.defaults(for: .aShare, symbol: "600000")
            options.dayCount = 5
            return TimelineChart(bars: sessions(days: 6), session: .aShare, symbol: "600000", options: options).displayList(in: context)
        },
        ImageCase(name: "timeline-five-day-zh", size: CGSize(width: 900, height: 520)) { context in
            var options = TimelineOptions.defaults(for: .aShare, symbol: "600000")
            options.dayCount = 5
            options.locale = .zh
            return TimelineChart(bars: sessions(days: 6), session: .aShare, symbol: "600000", options: options).displayList(in: context)
        },
        ImageCase(name: "timeline-learned-session", size: CGSize(width: 900, height: 520)) { context in
            let day: Int64 = 13_150 * 86_400
            var random = SplitMix64(seed: 4)
            var price = 3600.0
            let bars = (541...1320).map { m -> Bar in
                let open = price
                price += (random.nextUnit() - 0.5) * 3
                return Bar(time: day + Int64(m) * 60, open: open, high: max(open, price) + 0.5, low: min(open, price) - 0.5, close: price,
                           volume: (random.nextUnit() * 900).rounded())
            }
            let session = TradingSession.infer(from: bars.map(\.time))
            return TimelineChart(bars: bars, session: session, symbol: "FESX", options: TimelineOptions.defaults(for: session, symbol: nil))
                .displayList(in: context)
        },
    ]

    static let curve: [ImageCase] = [
        ImageCase(name: "curve-monotone", size: CGSize(width: 640, height: 360)) { context in
            var options = CurveOptions()
            options.title = "Trend"
            return CurveChart(values: [10, 25, 30, 22, 40, 35, 50], options: options).displayList(in: context)
        },
        ImageCase(name: "curve-two-series-unit-x", size: CGSize(width: 640, height: 360)) { context in
            var options = CurveOptions()
            options.title = "Speed"
            options.unit = "km/h"
            let chart = CurveChart(series: [CurveSeries(name: "speed", values: [20, 35, 28, 45, 40]), CurveSeries(name: "limit", values: [30, 30, 30, 40, 40])],
                                   xValues: [1, 2, 3, 4, 5], options: options)
            chart.pointer = CGPoint(x: 330, y: 200)
            return chart.displayList(in: context)
        },
    ]

    static let score: [ImageCase] = [
        ImageCase(name: "score-whole-game-final", size: CGSize(width: 900, height: 500)) { context in
            var options = ScoreOptions()
            options.fitsWholeGame = true
            return ScoreChart(game: try PlayByPlayReader.load(path: SharedData.fixture("pbp-stats-0021900001-cut.json")), context: context,
                              options: options).displayList(at: 0)
        },
        ImageCase(name: "score-game-clock-steps-zh", size: CGSize(width: 900, height: 500)) { context in
            var options = ScoreOptions()
            options.fitsWholeGame = true
            options.xAxis = .gameClock
            options.locale = .zh
            return ScoreChart(game: try PlayByPlayReader.load(path: SharedData.fixture("pbp-stats-0021900001-cut.json")), context: context,
                              options: options).displayList(at: 0)
        },
    ]
}

/// The named styles that ship with the tool (LiveChartJobs' Resources/themes).
enum ThemeFileNames {
    static let all = ["yahoo", "binance", "charles", "nightclouds", "mike", "tradingview", "tradingview-dark", "eastmoney", "eastmoney-dark"]
}
