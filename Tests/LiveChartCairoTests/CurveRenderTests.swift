import CCairo
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import Testing

/// Renders curve charts through Cairo and checks pixels where the curve, its fill and its markers
/// must (and must not) be. With `LIVECHART_KEEP_RENDERS=DIR` the PNGs stay in DIR for the gallery.
@Suite struct CurveRenderTests {
    static let size = CGSize(width: 800, height: 400)
    static let overshoot: [Double] = [0, 4, 100, 100, 100, 0, 0]
    static let trend: [Double] = [12, 18, 15, 31, 29, 46, 41, 38, 57, 52, 63, 60]

    /// Writes `chart` as `name`.png and returns its pixels; the caller destroys the surface.
    func render(_ chart: CurveChart, _ name: String) throws -> OpaquePointer {
        let list = chart.displayList(in: RenderContext(size: Self.size, measurer: PangoTextMeasurer()))
        let path = RenderHelpers.outputDirectory().appendingPathComponent("\(name).png").path
        try ChartFileWriter.write(list, to: path, format: .png)
        return cairo_image_surface_create_from_png(path)!
    }

    /// A pixel clearly tinted by the default first line colour (orange): much more red than blue.
    func isOrange(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { Int(p.0) - Int(p.2) > 90 }

    func layer(_ chart: CurveChart, _ name: String) -> ShapeLayer {
        (chart.makeLayerTree(in: RenderContext(size: Self.size, measurer: PangoTextMeasurer())).firstLayer(named: name) as? ShapeLayer)!
    }

    @Test(arguments: CurveInterpolation.all)
    func rendersEveryInterpolation(mode: CurveInterpolation) throws {
        var options = CurveOptions()
        options.interpolation = mode
        options.title = "Monthly active users (\(mode.name))"
        options.unit = "k users"
        let chart = CurveChart(values: Self.trend, options: options)
        let surface = try render(chart, "curve-\(mode.name)")
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_width(surface) == 800 && cairo_image_surface_get_height(surface) == 400)
        let first = layer(chart, CurveLayerNames.marker(0, point: 0)).position
        // The marker is a ring in the series' colour around a centre of the background's.
        #expect(isOrange(RenderHelpers.pixel(surface, Int(first.x + 3.5), Int(first.y))))
        #expect(RenderHelpers.pixel(surface, Int(first.x), Int(first.y)) == (255, 255, 255, 255))
    }

    /// The overshoot case, in real pixels: no curve pixel above the level of 100 in monotone
    /// mode, while the natural cubic spline visibly bulges above it.
    @Test func monotoneNeverDrawsAboveTheHighestValue() throws {
        func orangeRowsAbove(_ mode: CurveInterpolation) throws -> Int {
            var options = CurveOptions()
            options.interpolation = mode
            options.showsFill = false
            options.markers = .never
            let chart = CurveChart(values: Self.overshoot, options: options)
            let stroke = layer(chart, CurveLayerNames.stroke(0))
            let xs = stroke.path.points.map(\.x), top = stroke.path.elements.compactMap { e -> CGFloat? in
                if case .curve(let p, _, _) = e { return p.y } else { return nil }
            }.min()!
            let limit = Int((top - options.lineWidth / 2 - 1.5).rounded(.down))
            let plot = chart.plotRect(in: RenderContext(size: Self.size, measurer: PangoTextMeasurer()))
            let surface = try render(chart, "overshoot-\(mode.name)")
            defer { cairo_surface_destroy(surface) }
            var rows = Set<Int>()
            for x in Int(xs.min()!)...Int(xs.max()!) {
                for y in Int(plot.minY)...limit where isOrange(RenderHelpers.pixel(surface, x, y)) { rows.insert(y) }
            }
            return rows.count
        }
        #expect(try orangeRowsAbove(.monotone) == 0)
        #expect(try orangeRowsAbove(.cubic) > 3)
    }

    @Test func onePointRendersAsARoundDot() throws {
        var options = CurveOptions()
        options.markers = .never
        let chart = CurveChart(values: [7], options: options)
        let surface = try render(chart, "single-point")
        defer { cairo_surface_destroy(surface) }
        let plot = chart.plotRect(in: RenderContext(size: Self.size, measurer: PangoTextMeasurer()))
        let cx = Int(plot.midX), cy = Int(plot.midY)
        #expect(isOrange(RenderHelpers.pixel(surface, cx, cy)))
        #expect(!isOrange(RenderHelpers.pixel(surface, cx + 4, cy)) && !isOrange(RenderHelpers.pixel(surface, cx, cy - 4)))
    }

    @Test func gradientFillsUnderTheCurveOnly() throws {
        var options = CurveOptions()
        options.markers = .never
        let chart = CurveChart(values: [10, 90, 10], options: options)
        let surface = try render(chart, "fill")
        defer { cairo_surface_destroy(surface) }
        let plot = chart.plotRect(in: RenderContext(size: Self.size, measurer: PangoTextMeasurer()))
        let peak = layer(chart, CurveLayerNames.stroke(0)).path.points[3]  // the middle data point
        let below = RenderHelpers.pixel(surface, Int(peak.x), Int(peak.y) + 30)
        let low = RenderHelpers.pixel(surface, Int(peak.x), Int(plot.maxY) - 3)
        #expect(below.2 < 225 && Int(below.0) - Int(below.2) > 20)  // tinted towards the series' orange under the curve
        #expect(below.2 < low.2)  // and fading towards the bottom
        #expect(RenderHelpers.pixel(surface, Int(plot.minX) + 20, Int(peak.y) + 30) == (255, 255, 255, 255))  // above the curve
    }

    /// Gallery: the overshoot case as two series (monotone over natural cubic), x values, a unit and
    /// the tooltip of the pointer; and a dark multi-series chart.
    @Test func galleryCompositions() throws {
        var options = CurveOptions()
        options.title = "Overshoot: 0, 4, 100, 100, 100, 0, 0"
        options.unit = "%"
        let chart = CurveChart(series: [
            CurveSeries(name: "natural cubic", values: Self.overshoot, color: Color(hex: "#9CA3AF"), interpolation: .cubic, showsFill: false),
            CurveSeries(name: "monotone", values: Self.overshoot, color: Color(hex: "#2F7DE1"), interpolation: .monotone),
        ], xValues: [1, 2, 3, 4, 5, 6, 7], options: options)
        let plot = chart.plotRect(in: RenderContext(size: Self.size, measurer: PangoTextMeasurer()))
        chart.pointer = CGPoint(x: plot.minX + plot.width * 0.35, y: plot.minY + 30)
        let tip = try #require(chart.tooltip(at: chart.pointer!, in: RenderContext(size: Self.size, measurer: PangoTextMeasurer())))
        #expect(tip.series == 1 && tip.value == 100 && tip.valueText == "100 %")  // the monotone curve drawn on top
        let surface = try render(chart, "curve-overshoot")
        cairo_surface_destroy(surface)

        var dark = CurveOptions()
        dark.theme = .dark
        dark.title = "Average temperature"
        dark.unit = "°C"
        dark.interpolation = .catmullRom(tension: 0.2)
        let months = (1...12).map(Double.init)
        let darkChart = CurveChart(series: [
            CurveSeries(name: "Oslo", values: [-4.3, -4.0, -0.2, 4.5, 10.8, 15.2, 16.4, 15.2, 10.8, 6.3, 0.7, -3.1]),
            CurveSeries(name: "Madrid", values: [6.3, 7.9, 11.2, 12.9, 16.7, 22.2, 25.6, 25.1, 20.9, 15.1, 9.9, 6.9]),
            CurveSeries(name: "Singapore", values: [26.5, 27.1, 27.5, 28.0, 28.3, 28.3, 27.9, 27.9, 27.6, 27.6, 27.0, 26.4], showsFill: false),
        ], xValues: months, options: dark)
        let darkSurface = try render(darkChart, "curve-dark")
        defer { cairo_surface_destroy(darkSurface) }
        #expect(RenderHelpers.pixel(darkSurface, 2, 2) == (0x13, 0x17, 0x22, 255))
    }
}
