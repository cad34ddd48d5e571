import Foundation
import LiveChart
import LiveChartTestSupport
import LiveChartCore
import Testing

@Suite struct CurveChartTests {
    let size = CGSize(width: 800, height: 400)
    let measurer = FixedWidthMeasurer()

    func tree(_ chart: CurveChart) -> Layer { chart.makeLayerTree(in: RenderContext(size: size, measurer: measurer)) }

    func shape(_ root: Layer, _ name: String) -> ShapeLayer? { root.firstLayer(named: name) as? ShapeLayer }

    /// The data points of a path (move and segment end points), without the area's closing edges.
    func ends(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { e in
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .close: return nil
            }
        }
    }

    @Test func everySeriesHasNamedFillStrokeAndMarkerLayers() {
        let chart = CurveChart(series: [CurveSeries(name: "a", values: [1, 3, 2]), CurveSeries(name: "b", values: [2, 1, 4])])
        let root = tree(chart)
        for n in 0..<2 {
            #expect(root.firstLayer(named: CurveLayerNames.series(n)) != nil)
            #expect(shape(root, CurveLayerNames.stroke(n))?.path.isEmpty == false)
            #expect(shape(root, CurveLayerNames.fill(n))?.gradientFill != nil)
            #expect(root.firstLayer(named: CurveLayerNames.markers(n))?.sublayers.count == 3)
            #expect(shape(root, CurveLayerNames.marker(n, point: 2)) != nil)
        }
    }

    @Test func strokeIsRoundAndFillIsAGradientClosedToThePlotBottom() {
        let chart = CurveChart(values: [10, 25, 30, 22, 40])
        let root = tree(chart)
        let plot = chart.plotRect(in: RenderContext(size: size, measurer: measurer))
        let stroke = shape(root, CurveLayerNames.stroke(0))!.stroke!
        #expect(stroke.cap == .round && stroke.join == .round)
        let fill = shape(root, CurveLayerNames.fill(0))!
        #expect(fill.clipRect == plot)
        #expect(fill.opacity == 0.7)
        #expect(fill.path.elements.last == .close)
        let pts = ends(fill.path)
        #expect(pts.suffix(2).allSatisfy { $0.y == plot.maxY })
        let g = fill.gradientFill!
        #expect(g.y1 == plot.maxY && g.y0 < g.y1 && g.top.alpha > g.bottom.alpha)
        // The area's top edge is the stroke's curve itself.
        #expect(Array(fill.path.elements.prefix(5)) == shape(root, CurveLayerNames.stroke(0))!.path.elements)
    }

    @Test func valuesFillThePlotWithPaddingAndEveryControlStaysInside() {
        let values: [Double] = [0, 4, 100, 100, 100, 0, 0]
        for mode in CurveInterpolation.all {
            var options = CurveOptions()
            options.interpolation = mode
            let chart = CurveChart(values: values, options: options)
            let plot = chart.plotRect(in: RenderContext(size: size, measurer: measurer))
            let path = shape(tree(chart), CurveLayerNames.stroke(0))!.path
            #expect(plot.contains(path.controlPointBounds), "\(mode.name)")
            let pts = ends(path)
            let top = pts.map(\.y).min()!, bottom = pts.map(\.y).max()!
            // 10 % of the span above and below: the data covers the middle 1/1.2 of the height.
            #expect(abs((bottom - top) - plot.height / 1.2) < 1e-6)
            #expect(abs(pts.first!.x - (plot.minX + 14)) < 1e-9 && abs(pts.last!.x - (plot.maxX - 14)) < 1e-9)
        }
    }

    @Test func flatSeriesDrawsInTheMiddle() {
        let chart = CurveChart(values: [42, 42, 42, 42])
        let plot = chart.plotRect(in: RenderContext(size: size, measurer: measurer))
        let ys = ends(shape(tree(chart), CurveLayerNames.stroke(0))!.path).map(\.y)
        #expect(ys.allSatisfy { abs($0 - plot.midY) < 1e-9 })
    }

    @Test func onePointIsADotInTheMiddleAndNoPointDrawsNothing() {
        let chart = CurveChart(values: [7])
        let plot = chart.plotRect(in: RenderContext(size: size, measurer: measurer))
        let root = tree(chart)
        let c = CGPoint(x: plot.midX, y: plot.midY)
        #expect(shape(root, CurveLayerNames.stroke(0))!.path.elements == [.move(to: c), .line(to: c)])
        #expect(shape(root, CurveLayerNames.fill(0))!.path.isEmpty)
        let empty = tree(CurveChart(values: []))
        #expect(shape(empty, CurveLayerNames.stroke(0))!.path.isEmpty)
    }

    @Test func nonFiniteValuesAreSkippedAndTheCurveJoinsTheirNeighbours() {
        let root = tree(CurveChart(values: [1, .nan, 3, .infinity, 2]))
        #expect(ends(shape(root, CurveLayerNames.stroke(0))!.path).count == 3)
        #expect(shape(root, CurveLayerNames.marker(0, point: 1)) == nil && shape(root, CurveLayerNames.marker(0, point: 2)) != nil)
    }

    @Test func seriesZOrderDecidesWhichDrawsOnTop() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        func topStroke(_ series: [CurveSeries]) -> Color? {
            let list = CurveChart(series: series).displayList(in: RenderContext(size: size, measurer: measurer))
            return list.items.compactMap { if case .stroke(_, let s) = $0, s.lineWidth == 2.5 { return s.color } else { return nil } }.last
        }
        #expect(topStroke([CurveSeries(values: [1, 2], color: red), CurveSeries(values: [2, 1], color: blue)]) == blue)
        #expect(topStroke([CurveSeries(values: [1, 2], color: red, zPosition: 5), CurveSeries(values: [2, 1], color: blue)]) == red)
    }

    @Test func markersFollowTheOptionAndSitOnTheirPoints() {
        var options = CurveOptions()
        let dense = CurveChart(values: (0..<300).map { sin(Double($0) / 10) }, options: options)
        #expect(tree(dense).firstLayer(named: CurveLayerNames.markers(0))!.sublayers.isEmpty)  // automatic: too crowded
        options.markers = .never
        #expect(tree(CurveChart(values: [1, 2, 3], options: options)).firstLayer(named: CurveLayerNames.markers(0))!.sublayers.isEmpty)
        options.markers = .always
        let chart = CurveChart(values: [1, 2, 3], options: options)
        let root = tree(chart)
        let strokeEnds = ends(shape(root, CurveLayerNames.stroke(0))!.path)
        for k in 0..<3 {
            let marker = shape(root, CurveLayerNames.marker(0, point: k))!
            #expect(marker.position == strokeEnds[k])
            #expect(abs(marker.path.controlPointBounds.midX) < 1e-9 && abs(marker.path.controlPointBounds.midY) < 1e-9)
        }
    }

    @Test func seriesDenserThanPixelsIsReducedPerColumnKeepingItsExtremes() {
        let values = (0..<20_000).map { sin(Double($0) / 300) * 50 + Double($0 % 7) }
        let chart = CurveChart(values: values)
        let plot = chart.plotRect(in: RenderContext(size: size, measurer: measurer))
        let path = shape(tree(chart), CurveLayerNames.stroke(0))!.path
        #expect(path.elements.count <= 4 * (Int(plot.width) + 2) && path.elements.count > Int(plot.width))
        #expect(path.elements.dropFirst().allSatisfy { if case .line = $0 { return true } else { return false } })
        let ys = ends(path).map(\.y)
        let top = plot.minY + plot.height * 0.1 / 1.2, bottom = plot.maxY - plot.height * 0.1 / 1.2
        #expect(abs(ys.min()! - top) < 1e-6 && abs(ys.max()! - bottom) < 1e-6)  // the extremes survive
        // At 2 device pixels per point, twice the columns are kept.
        let hiDPI = CurveChart(values: values).makeLayerTree(in: RenderContext(size: size, pixelRatio: 2, measurer: measurer))
        let sharp = shape(hiDPI, CurveLayerNames.stroke(0))!.path
        #expect(sharp.elements.count > path.elements.count * 3 / 2)
    }

    @Test func xValuesPlaceThePointsAndAddAnXAxis() {
        let chart = CurveChart(values: [5, 6, 7], xValues: [2000, 2001, 2010])
        let root = tree(chart)
        let xs = ends(shape(root, CurveLayerNames.stroke(0))!.path).map(\.x)
        #expect(abs((xs[1] - xs[0]) * 9 - (xs[2] - xs[1])) < 1e-6)  // 1 year vs 9 years apart
        let labels = (root.firstLayer(named: CurveLayerNames.axes + ".labels") as! TextLayer).runs.map(\.text)
        #expect(labels.contains("2000") && labels.contains("2010"))
        let noX = (tree(CurveChart(values: [5, 6, 7])).firstLayer(named: CurveLayerNames.axes + ".labels") as! TextLayer).runs
        #expect(!noX.contains { $0.text == "2000" } && noX.allSatisfy { $0.horizontal == .right })
    }

    @Test func valueAxisLabelsAreNiceTicksWithTheUnit() {
        var options = CurveOptions()
        options.unit = "km/h"
        let root = tree(CurveChart(values: [10, 25, 30, 22, 40], options: options))
        var labels: [String] = []
        root.firstLayer(named: CurveLayerNames.axes)!.forEachLayer { labels += ($0 as? TextLayer)?.runs.map(\.text) ?? [] }
        #expect(labels.contains("km/h"))
        let numbers = labels.compactMap(Double.init)
        #expect(numbers.count >= 3 && numbers.allSatisfy { $0.truncatingRemainder(dividingBy: 5) == 0 })
    }
}
