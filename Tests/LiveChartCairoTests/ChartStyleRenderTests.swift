import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import Testing

/// Every chart style and scale mode renders, and each draws something different in the price pane.
@Suite struct ChartStyleRenderTests {
    @Test func everyStyleDrawsDistinctPixels() throws {
        var checksums: [CandleStyle: Int] = [:]
        let dir = RenderHelpers.outputDirectory()
        for style in CandleStyle.allCases {
            var options = KLineOptions()
            options.style = style
            options.colors = .cn
            let chart = try KLineChart(series: RenderHelpers.series(80, seed: 7), options: options)
            let list = chart.displayList(in: RenderContext(size: CGSize(width: 640, height: 400), measurer: PangoTextMeasurer()))
            try ChartFileWriter.write(list, to: dir.appendingPathComponent("style-\(style.rawValue).png").path, format: .png)
            let surface = ChartRenderer.renderImage(list)
            defer { cairo_surface_destroy(surface) }
            var sum = 0
            for y in stride(from: 60, to: 280, by: 3) {
                for x in stride(from: 10, to: 560, by: 3) {
                    let p = RenderHelpers.pixel(surface, x, y)
                    sum = sum &* 31 &+ Int(p.0) &+ Int(p.1) &* 7 &+ Int(p.2) &* 13
                }
            }
            checksums[style] = sum
        }
        #expect(Set(checksums.values).count == CandleStyle.allCases.count)
    }
}
