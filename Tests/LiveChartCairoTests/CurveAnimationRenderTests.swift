import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import Testing

/// Renders curve animations mid-flight through Cairo and checks pixels: where the growing stroke has
/// and has not arrived, and the faded fill. With `LIVECHART_KEEP_RENDERS=DIR` the stills stay in DIR
/// (the gallery's `curve-anim-*.png` come from here).
@Suite struct CurveAnimationRenderTests {
    static let size = CGSize(width: 640, height: 320)
    static let trend: [Double] = [12, 18, 15, 31, 29, 46, 41, 38, 57, 52, 63, 60]

    func chart() -> CurveChart {
        var options = CurveOptions()
        options.title = "Monthly active users"
        options.unit = "k users"
        return CurveChart(values: Self.trend, options: options)
    }

    /// Writes `list` as `name`.png and returns its pixels; the caller destroys the surface.
    func render(_ list: DisplayList, _ name: String) throws -> OpaquePointer {
        let path = RenderHelpers.outputDirectory().appendingPathComponent("\(name).png").path
        try ChartFileWriter.write(list, to: path, format: .png)
        return cairo_image_surface_create_from_png(path)!
    }

    /// A pixel clearly tinted by the first line colour (orange): much more red than blue.
    func isOrange(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { Int(p.0) - Int(p.2) > 90 }

    /// Whether any pixel of column `x` between `y0` and `y1` is orange.
    func columnHasOrange(_ surface: OpaquePointer, x: Int, y0: Int, y1: Int) -> Bool {
        (y0..<y1).contains { isOrange(RenderHelpers.pixel(surface, x, $0)) }
    }

    @Test(arguments: [0.3, 0.6, 1.0])
    func growingStrokeReachesItsFraction(elapsed: Double) throws {
        let measurer = PangoTextMeasurer()
        let animator = CurveAnimator(chart: chart(), context: RenderContext(size: Self.size, measurer: measurer), at: 0)
        let surface = try render(animator.displayList(at: elapsed), "curve-anim-\(elapsed)s")
        defer { cairo_surface_destroy(surface) }
        let stroke = animator.root.firstLayer(named: CurveLayerNames.stroke(0)) as! ShapeLayer
        let shown = stroke.path.trimmed(toFraction: TimingFunction.easeInEaseOut.progress(at: elapsed / 1.2))
        let reach = shown.controlPointBounds.maxX
        let plot = animator.chart.plotRect(in: RenderContext(size: Self.size, measurer: measurer))
        // Behind the stroke's end there is curve; well ahead of it there is none (nor any marker).
        #expect(columnHasOrange(surface, x: Int(plot.minX) + 20, y0: Int(plot.minY), y1: Int(plot.maxY)))
        if reach < plot.maxX - 40 {
            #expect(!columnHasOrange(surface, x: Int(reach) + 25, y0: Int(plot.minY), y1: Int(plot.maxY)))
        }
    }

    @Test func streamMidScroll() throws {
        let c = chart()
        c.options.title = "Live: last 12 values"
        c.options.markers = .always
        let stream = CurveStream(window: 12, chart: c, context: RenderContext(size: Self.size, measurer: PangoTextMeasurer()), at: -10)
        stream.append([72], at: 0)
        let surface = try render(stream.displayList(at: 0.25), "curve-stream-mid")
        defer { cairo_surface_destroy(surface) }
        let plot = c.plotRect(in: RenderContext(size: Self.size, measurer: PangoTextMeasurer()))
        // The line runs off the left edge (points kept beyond it) and nothing is drawn left of the plot.
        #expect(columnHasOrange(surface, x: Int(plot.minX) + 1, y0: Int(plot.minY), y1: Int(plot.maxY)))
        #expect(!columnHasOrange(surface, x: Int(plot.minX) - 3, y0: Int(plot.minY), y1: Int(plot.maxY)))
    }
}

extension CurveAnimationRenderTests {
    @Test func newDataMidIntroKeepsTheStrokeWhereItWas() throws {
        let measurer = PangoTextMeasurer()
        let c = chart()
        let animator = CurveAnimator(chart: c, context: RenderContext(size: Self.size, measurer: measurer), at: 0)
        let before = try render(animator.displayList(at: 0.5), "curve-restart-before")
        defer { cairo_surface_destroy(before) }
        c.series[0].values.append(80)
        animator.update(at: 0.5)
        let after = try render(animator.displayList(at: 0.5), "curve-restart-at")
        defer { cairo_surface_destroy(after) }
        for t in [0.75, 1.0, 1.3] { cairo_surface_destroy(try render(animator.displayList(at: t), "curve-restart-\(t)s")) }
        // Inside the plot, away from the value labels, the frame at the update is the frame before it.
        let plot = c.plotRect(in: RenderContext(size: Self.size, measurer: measurer))
        var differing = 0
        for y in stride(from: Int(plot.minY) + 2, to: Int(plot.maxY) - 2, by: 2) {
            for x in stride(from: Int(plot.minX) + 2, to: Int(plot.maxX) - 2, by: 2) {
                let a = RenderHelpers.pixel(before, x, y), b = RenderHelpers.pixel(after, x, y)
                if isOrange(a) != isOrange(b) { differing += 1 }
            }
        }
        #expect(differing == 0)
    }
}
