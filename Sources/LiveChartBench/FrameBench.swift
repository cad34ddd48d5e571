import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// `LiveChartBench frame`: the cost of one K-line frame at 1920×1080 — 200 visible bars, the price pane
/// with MA lines and three indicator panes (VOL, MACD, KDJ) — split into building the display list and
/// rasterising it with Cairo, with 1,000 and with 1,000,000 bars loaded; then the raster and PNG encoding of a 1200×800 chart apart, and SVG, PDF and PNG file output times.
/// Output lines: `frame<TAB>CASE<TAB>min ms<TAB>median ms<TAB>max ms`. To see what the raster time is
/// made of, `BENCH_ITEMS=fill,gradient,stroke,text,clip` keeps only those kinds of display items.
enum FrameBench {
    static func run() {
        let size = CGSize(width: 1920, height: 1080)
        let measurer = PangoTextMeasurer()
        var medians: [Int: (build: Double, raster: Double)] = [:]
        for count in [1_000, 1_000_000] {
            var options = KLineOptions()
            options.panes = ["VOL", "MACD", "KDJ"]
            let chart = try! KLineChart(series: BarSeries(bars: BenchBars.make(count: count)), options: options)
            var viewport = Viewport(width: 1800, barCount: count)
            viewport.showLast(200)
            chart.viewport = viewport
            let context = RenderContext(size: size, measurer: measurer)
            var list = chart.displayList(in: context)  // warms the text cache
            let build = Stopwatch.samples(runs: 300) { list = chart.displayList(in: context) }
            list = filtered(list)
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080)!
            let raster = Stopwatch.samples(runs: 60) {
                let context = cairo_create(surface)!
                list.render(into: CairoRenderTarget(context: context, pixelRatio: 1))
                cairo_destroy(context)
                cairo_surface_flush(surface)
            }
            cairo_surface_destroy(surface)
            report("display list, \(count) bars loaded", build)
            report("raster 1920x1080, \(count) bars loaded", raster)
            medians[count] = (Stopwatch.median(build), Stopwatch.median(raster))
        }
        if let small = medians[1_000], let big = medians[1_000_000] {
            let total = (big.build + big.raster) / (small.build + small.raster)
            print("frame\tratio 1M / 1k bars loaded (display list + raster, medians)\t\(String(format: "%.3f", total))")
        }
        outputs(measurer: measurer)
    }

    /// SVG and PDF of 250 daily candles with MA and volume at 1200×800, written to a temporary folder.
    static func outputs(measurer: PangoTextMeasurer) {
        let chart = try! KLineChart(series: BarSeries(bars: BenchBars.make(count: 250)))
        let list = chart.displayList(in: RenderContext(size: CGSize(width: 1200, height: 800), measurer: measurer))
        // Where a PNG's time goes: the raster alone, then the encoder alone on that raster.
        let image = ChartRenderer.renderImage(list)
        report("raster 1200x800 250 candles", Stopwatch.samples(runs: 40) { cairo_surface_destroy(ChartRenderer.renderImage(list)) })
        report("encode png 1200x800 (of that raster)", Stopwatch.samples(runs: 40) { _ = try? ChartRenderer.png(surface: image) })
        cairo_surface_destroy(image)
        let dir = FileManager.default.temporaryDirectory
        for format in [OutputFormat.svg, .pdf, .png] {
            let path = dir.appendingPathComponent("livechart-bench.\(format.rawValue)").path
            let times = Stopwatch.samples(runs: 20) { try? ChartFileWriter.write(list, to: path, format: format) }
            report("write \(format.rawValue) 250 candles 1200x800", times)
            unlink(path)
        }
    }

    /// The list with only the item kinds named in `BENCH_ITEMS` (all when unset).
    static func filtered(_ list: DisplayList) -> DisplayList {
        guard let kinds = ProcessInfo.processInfo.environment["BENCH_ITEMS"]?.split(separator: ",").map(String.init) else { return list }
        var out = list
        out.items = list.items.filter { item in
            switch item {
            case .fill: return kinds.contains("fill")
            case .fillVerticalGradient: return kinds.contains("gradient")
            case .stroke: return kinds.contains("stroke")
            case .text: return kinds.contains("text")
            case .pushClip, .popClip: return kinds.contains("clip")
            }
        }
        return out
    }

    static func report(_ label: String, _ samples: [Double]) {
        let s = samples.sorted()
        print("frame\t\(label)\t" + [s.first!, Stopwatch.median(samples), s.last!].map { String(format: "%.3f", $0) }.joined(separator: "\t"))
    }
}
