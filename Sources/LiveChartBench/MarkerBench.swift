import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// `LiveChartBench markers`: does a chart with many markers still pan smoothly (the lightweight-charts
/// #1808 and #767 cases)? 60,000 five-minute bars with VOL and MA lines, panned through the public input
/// API (`handle(.pointerMove)` in a drag, 3 points a frame, 400 frames there and back), each frame's display
/// list built and rasterised at 1280×800 with Cairo — the viewer's work per frame — without markers and
/// with 10,000 (a third with text, every shape and position), at the default zoom (the viewer's newest
/// 150 bars), zoomed out to about 3,000 and as far as the zoom goes. Output: `markers<TAB>CASE<TAB>median ms<TAB>p95 ms`, then the
/// ratio with / without markers per zoom (goal ≤ 1.2).
enum MarkerBench {
    static func run() {
        let raw = BenchBars.make(count: 60_000)
        let start = Int64(1_577_836_800)  // 2020-01-01
        let bars = raw.enumerated().map { i, b in
            var bar = b
            bar.time = start + Int64(i) * 300
            return bar
        }
        var state: UInt64 = 1_808
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        let shapes = BarMarker.Shape.allCases, positions: [BarMarker.Position] = [.above, .below, .inBar]
        let markers = (0..<10_000).map { k in
            BarMarker(time: bars[next(bars.count)].time, position: positions[k % 3], shape: shapes[k % 4],
                      text: k % 3 == 0 ? "T\(k)" : "")
        }
        let measurer = PangoTextMeasurer()
        let size = CGSize(width: 1280, height: 800)
        var ratios: [String] = []
        for (zoom, target) in [("default", 0), ("zoomed out", 3_000), ("zoomed out fully", 60_000)] {
            var medians: [Double] = []
            for withMarkers in [false, true] {
                let chart = try! KLineChart(series: BarSeries(bars: bars))
                if withMarkers { chart.setMarkers(markers) }
                let context = RenderContext(size: size, measurer: measurer)
                // The viewer's first view: the newest 150 bars.
                var viewport = Viewport(width: chart.layout(in: context).plot.width, barCount: bars.count)
                viewport.showLast(150)
                chart.viewport = viewport
                _ = chart.displayList(in: context)
                if target > 0 {
                    // Wheel notches zoom out at the plot's middle until `target` bars are on screen, or as many as fit.
                    for _ in 0..<200 where (chart.viewport?.timeScale.visibleBarIndices?.count ?? 0) < target {
                        _ = chart.handle(.wheel(deltaX: 0, deltaY: -1, x: 600), in: context)
                    }
                }
                let times = panTimes(chart, context: context)
                let s = times.sorted()
                let label = "\(zoom), \(withMarkers ? "10,000 markers" : "no markers"), \(chart.viewport?.timeScale.visibleBarIndices.map { "\($0.count)" } ?? "?") bars on screen"
                print("markers\t\(label)\t" + [Stopwatch.median(times), s[s.count * 95 / 100]].map { String(format: "%.3f", $0) }.joined(separator: "\t"))
                medians.append(Stopwatch.median(times))
            }
            ratios.append("\(zoom)=\(String(format: "%.2f", medians[1] / medians[0]))")
        }
        print("markers\tframe ratio with / without markers (medians)\t" + ratios.joined(separator: " "))
    }

    /// Milliseconds of each frame of a drag 3 points a frame to the right for 200 frames and back.
    private static func panTimes(_ chart: KLineChart, context: RenderContext) -> [Double] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 800)!
        defer { cairo_surface_destroy(surface) }
        var x = 500.0
        _ = chart.handle(.pointerDown(x: x, y: 300), in: context)
        let clock = ContinuousClock()
        let times = (0..<400).map { frame in
            x += frame < 200 ? 3 : -3
            let elapsed = clock.measure {
                _ = chart.handle(.pointerMove(x: x, y: 300), in: context)
                let list = chart.displayList(in: context)
                let cairo = cairo_create(surface)!
                list.render(into: CairoRenderTarget(context: cairo, pixelRatio: 1))
                cairo_destroy(cairo)
                cairo_surface_flush(surface)
            }
            return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
        }
        _ = chart.handle(.pointerUp(x: x, y: 300), in: context)
        return times
    }
}
