import Foundation
import LiveChartKit
import LiveChartViewer

// The code of each module's documentation page, compiled here so that it cannot drift from the API
// (Tests/LiveChartTests/DocSnippetTests.swift checks that every Swift block of the .docc pages appears in
// this package word for word). `runSnippets` runs the ones that need no window.

func coreSnippet() -> DisplayList {
    // snippet.core
    var path = Path()
    path.addRect(CGRect(x: 10, y: 10, width: 80, height: 40))
    let root = Layer(name: "root")
    root.addSublayer(ShapeLayer(name: "box", path: path, fillColor: Color(hex: "#0E9F6E")!))
    let list = root.presentation(at: 0, size: CGSize(width: 100, height: 60), background: .white)
    // snippet.end
    return list
}

func dataSnippet(path: String) throws -> LoadedBars {
    // snippet.data
    var pipeline = BarPipeline()
    pipeline.period = BarPeriod("1w")
    let loaded = try pipeline.load(path: path)
    for warning in loaded.warnings { print(warning) }
    // snippet.end
    return loaded
}

func indicatorsSnippet(bars: [Bar]) throws -> ([Double], IndicatorResult) {
    // snippet.indicators
    let registry = IndicatorRegistry.standard
    let macd = try registry.compute("MACD", parameters: [12, 26, 9], convention: .tdx, bars: bars)
    var live = try registry.engine("KDJ", bars: bars)
    let values = live.updateLast(bars[bars.count - 1])
    // snippet.end
    return (values, macd)
}

func chartSnippet(bars: [Bar], measurer: TextMeasurer) throws -> (KLineChart, PaneGrid, InvalidationLevel) {
    // snippet.chart
    var options = KLineOptions()
    options.panes = [try IndicatorSpec(parsing: "RSI(6,12,24)"), "MACD"]
    options.style = .renko
    options.boxes.boxSize = .atr(period: 14)
    let chart = try KLineChart(series: BarSeries(bars: bars), options: options)
    let layout = chart.layout(in: RenderContext(size: CGSize(width: 800, height: 500), measurer: measurer))
    let hover = RenderContext(size: CGSize(width: 800, height: 500), measurer: measurer, time: 0.5)
    let level = chart.handle(.pointerMove(x: layout.plot.midX, y: layout.plot.midY), in: hover)  // .cursor
    // snippet.end
    return (chart, layout, level)
}

func cairoSnippet(chart: KLineChart) throws -> (Data, RGBAImage) {
    // snippet.cairo
    let measurer = PangoTextMeasurer()
    let list = chart.displayList(in: RenderContext(size: CGSize(width: 1200, height: 800), pixelRatio: 2, measurer: measurer))
    let png = try ChartRenderer.png(list, scale: 2)
    let pixels = try ChartRenderer.rgba(list, scale: 2)
    try ChartFileWriter.write(list, to: "chart.svg", format: .svg)
    // snippet.end
    return (png, pixels)
}

func viewerSnippet(chart: KLineChart) throws {
    // snippet.viewer
    let viewer = ChartViewer(chart: chart, source: RandomWalkSource())
    try viewer.run()
    // snippet.end
}

/// Runs the snippets that need no window on `bars` (written to a CSV file for the data snippet).
@MainActor func runSnippets(bars: [Bar]) throws {
    let csv = "Date,Open,High,Low,Close,Volume\n" + bars.map { b in
        "\(b.time),\(b.open),\(b.high),\(b.low),\(b.close),\(b.volume)"
    }.joined(separator: "\n")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("livechart-example-\(getpid()).csv").path
    try csv.write(toFile: path, atomically: true, encoding: .utf8)
    defer { unlink(path) }
    check(coreSnippet().items.count == 1, "the core snippet draws one box")
    check(try dataSnippet(path: path).period == BarPeriod("1w"), "the data snippet resamples to weeks")
    let (values, macd) = try indicatorsSnippet(bars: bars)
    check(values.count == 3 && macd.lines.count == 3, "KDJ has three lines, MACD three")
    let (chart, layout, level) = try chartSnippet(bars: bars, measurer: PangoTextMeasurer())
    check(chart.boxSize != nil && layout.panes.count == 3, "a Renko chart with two panes")
    check(level == .cursor && chart.crosshair != nil, "hovering the plot shows the crosshair")
    let (png, pixels) = try cairoSnippet(chart: chart)
    check(!png.isEmpty && pixels.width == 2400, "the Cairo snippet renders at scale 2")
    unlink("chart.svg")
}
