import Foundation
import LiveChartKit

// The getting-started code of the LiveChartKit documentation, run by CI: a chart from bars, live updates
// with lightweight-charts' rule, and output in memory and to a file. Prints what it did; exits 1 when
// anything disagrees with what it expects.
var failures = 0
@MainActor func check(_ condition: Bool, _ message: String) {
    if !condition {
        print("FAILED: \(message)")
        failures += 1
    }
}

// snippet.getting-started
// 1. Bars: from a file with `BarPipeline().load(path:)`, or made in code as here (daily, at 00:00).
var bars: [Bar] = []
var close = 100.0
for day in 0..<300 {
    let open = close
    close = max(1, open + sin(Double(day) / 9) * 1.5 + cos(Double(day) / 4))
    bars.append(Bar(time: Int64(19_000 + day) * 86_400, open: open, high: max(open, close) + 0.8,
                    low: min(open, close) - 0.8, close: close, volume: 1_000_000 + Double(day % 17) * 25_000))
}

// 2. A chart with MA lines, three indicator panes and Bollinger bands over the price.
var options = KLineOptions()
options.panes = ["VOL", "MACD", "KDJ"]
options.overlays = ["BOLL"]
let chart = try KLineChart(series: BarSeries(bars: bars, symbol: "DEMO"), options: options)

// 3. Live updates: the same time replaces the last bar, a newer time appends, an older one throws.
var live = bars[bars.count - 1]
live.close += 0.5
live.high = max(live.high, live.close)
try chart.update(live)                       // replaces the last bar
var next = live
next.time += 86_400
next.open = live.close
try chart.update(next)                       // appends a bar
do {
    try chart.update(bars[0])                // older than the last bar
} catch {
    print("refused: \(error)")              // ChartError.olderBar; the chart is unchanged
}

// 4. Output in memory (PNG, SVG, PDF, RGBA) or to a file, atomically.
let context = RenderContext(size: CGSize(width: 1200, height: 800), pixelRatio: 2, measurer: PangoTextMeasurer())
let list = chart.displayList(in: context)
let png = try ChartRenderer.png(list, scale: 2)
let svg = try ChartRenderer.svg(list)
try ChartFileWriter.write(png, to: "example.png")
// snippet.end

check(chart.series.count == 301, "301 bars after one replace and one append, got \(chart.series.count)")
check(chart.series.bars[299].close == live.close, "the replaced bar carries the live close")
check(chart.paneContents.map(\.title) == ["VOL", "MACD(12,26,9)", "KDJ(9,3,3)"], "pane titles \(chart.paneContents.map(\.title))")
check(chart.paneContents.allSatisfy { $0.series.allSatisfy { $0.values.count == 301 } }, "every line has one value per bar")
check(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000, "a PNG of \(png.count) bytes")
check(svg.contains("<svg"), "an SVG document")
check(try ChartRenderer.pdf(list).starts(with: Array("%PDF-".utf8)), "a PDF document")
let pixels = try ChartRenderer.rgba(list, scale: 1)
check(pixels.width == 1200 && pixels.height == 800, "RGBA \(pixels.width)x\(pixels.height)")
try runSnippets(bars: bars)
print("LiveChartExample: \(chart.series.count) bars, PNG \(png.count) bytes, SVG \(svg.utf8.count) bytes, wrote example.png")
exit(failures == 0 ? 0 : 1)
