import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import Testing

/// A chart's 1-pixel grid lines cover exactly one device-pixel row or column at scale factors 1, 2
/// and 3: no anti-aliased half-intensity neighbours.
@Suite struct HairlineCrispnessTests {
    @Test(arguments: [1.0, 2.0, 3.0]) func gridLinesAreOneDevicePixel(scale: Double) throws {
        let chart = try KLineChart(series: RenderHelpers.series(60))
        let context = RenderContext(size: CGSize(width: 400, height: 300), pixelRatio: scale, measurer: PangoTextMeasurer())
        let root = chart.makeLayerTree(in: context)
        let grid = root.firstLayer(named: "grid.borders") as! ShapeLayer
        // Draw only the borders, black on white, and read the column of the price-axis border.
        var style = grid.stroke!
        style.color = .black
        let list = DisplayList(size: CGSize(width: 400, height: 300), background: .white, items: [.stroke(grid.path, style)])
        let surface = ChartRenderer.renderImage(list, scale: scale)
        defer { cairo_surface_destroy(surface) }
        let axisX = chart.layout(in: context).rightAxis.minX
        let row = Int(150 * scale)
        let columns = (Int(axisX * scale) - 3)...(Int(axisX * scale) + 3)
        let dark = columns.filter { RenderHelpers.pixel(surface, $0, row).0 < 128 }
        let grey = columns.filter { (1..<255).contains(RenderHelpers.pixel(surface, $0, row).0) }
        #expect(dark.count == 1, "scale \(scale): dark columns \(dark)")
        #expect(grey.isEmpty, "scale \(scale): anti-aliased columns \(grey)")
    }
}
