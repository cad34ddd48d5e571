import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// `LiveChartBench crosshair`: what a pointer move over a K-line chart costs its host, through the public API, as
/// history grows: a 1920×1080 chart with the default options (MA lines, VOL) and then with VOL, MACD and KDJ, 200
/// bars shown, over 1,000 and 1,000,000 bars loaded. Each move goes to the next bar (`handle(.pointerMove)`, so
/// the legends change every time) and the host builds what it redraws for a hover, as the viewer does: the
/// crosshair's and legends' display list (`makeCursorLayerTree`); the base under them is not rebuilt. The same
/// moves are timed with the whole frame rebuilt (`makeLayerTree`), the cost before the cursor layer was split off.
/// Output: `crosshair<TAB>CASE<TAB>min µs<TAB>median µs<TAB>max µs` per case, then the ratio 1M / 1k of the medians.
enum CrosshairBench {
    static func run() {
        let measurer = PangoTextMeasurer()
        let size = CGSize(width: 1920, height: 1080)
        for (name, panes) in [("default panes", KLineOptions().panes), ("VOL, MACD, KDJ", ["VOL", "MACD", "KDJ"] as [IndicatorSpec])] {
            var medians: [Int: Double] = [:]
            for count in [1_000, 1_000_000] {
                var options = KLineOptions()
                options.panes = panes
                let chart = try! KLineChart(series: BarSeries(bars: BenchBars.make(count: count)), options: options)
                var viewport = Viewport(width: 1800, barCount: count)
                viewport.showLast(200)
                chart.viewport = viewport
                let context = RenderContext(size: size, measurer: measurer)
                let plot = chart.layout(in: context).plot
                var sink = 0
                var step = 0
                // Sweeps the plot's middle from left to right and back, one bar spacing a move.
                func move() {
                    step += 1
                    let x = plot.minX + plot.width * (0.1 + 0.8 * Double(step % 160) / 160)
                    _ = chart.handle(.pointerMove(x: x, y: plot.midY + Double(step % 7)), in: context)
                }
                for _ in 0..<50 { move(); sink &+= chart.makeCursorLayerTree(in: context).presentation(size: size).items.count }
                let cursor = Stopwatch.samples(runs: 2_000) {
                    move()
                    sink &+= chart.makeCursorLayerTree(in: context).presentation(size: size).items.count
                }.map { $0 * 1000 }
                let whole = Stopwatch.samples(runs: 300) {
                    move()
                    sink &+= chart.makeLayerTree(in: context).presentation(size: size).items.count
                }.map { $0 * 1000 }
                report("\(name), \(count) bars loaded: cursor layer (crosshair, tags, tooltip, legends)", cursor)
                report("\(name), \(count) bars loaded: whole frame", whole)
                medians[count] = Stopwatch.median(cursor)
                if sink == 42 { print("") }
            }
            if let small = medians[1_000], let big = medians[1_000_000] {
                print("crosshair\t\(name): ratio 1M / 1k bars loaded (cursor layer, medians)\t\(String(format: "%.3f", big / small))")
            }
        }
    }

    static func report(_ label: String, _ samples: [Double]) {
        let s = samples.sorted()
        print("crosshair\t\(label)\t" + [s.first!, Stopwatch.median(samples), s.last!].map { String(format: "%.1f", $0) }.joined(separator: "\t"))
    }
}
