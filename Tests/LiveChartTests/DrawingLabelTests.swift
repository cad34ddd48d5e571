import Foundation
@testable import LiveChart
import LiveChartCore
import LiveChartData
import LiveChartTestSupport
import Testing

/// The truth issue, item 7: Fibonacci labels sat at each level's left end straight on the candles, and the
/// 100 % label ran into the low's marker (`--drawings docs/examples/drawings.json`). Each label now sits at its
/// line's right end on a backing, and labels of levels too close together are not written over each other.
@Suite struct DrawingLabelTests {
    let context = RenderContext(size: CGSize(width: 900, height: 600), measurer: FixedWidthMeasurer())

    func chart(_ drawings: (([Bar]) -> [Drawing])) throws -> KLineChart {
        let bars = (0..<120).map { (i: Int) -> Bar in
            let c = 100 + sin(Double(i) / 8) * 10
            return Bar(time: Int64(19_723 + i) * 86_400, open: c - 1, high: c + 2, low: c - 2, close: c + 0.5)
        }
        let chart = try KLineChart(series: BarSeries(bars: bars))
        chart.drawings = drawings(bars)
        return chart
    }

    func labels(_ chart: KLineChart) throws -> (runs: [TextRun], backing: ShapeLayer, frame: KLineFrame) {
        let tree = chart.makeLayerTree(in: context)
        let text = try #require(tree.firstLayer(named: "drawings.0.text") as? TextLayer)
        let backing = try #require(tree.firstLayer(named: "drawings.0.backing") as? ShapeLayer)
        return (text.runs, backing, KLineFrame(chart: chart, context: context))
    }

    @Test func fibonacciLabelsEndAtTheLinesEndOnABacking() throws {
        let chart = try chart { [Drawing(tool: .fibonacci, points: [.init(time: $0[20].time, price: 88), .init(time: $0[60].time, price: 112)])] }
        let (runs, backing, frame) = try labels(chart)
        #expect(runs.count == Drawing.fibonacciLevels.count)
        let right = frame.x(60)
        let m = FixedWidthMeasurer()
        // The backing's rectangles, four corners each (`Path.addRect`).
        let corners = backing.path.points
        let boxes = stride(from: 0, to: corners.count - 3, by: 4).map { k in
            CGRect(x: corners[k].x, y: corners[k].y, width: corners[k + 2].x - corners[k].x, height: corners[k + 2].y - corners[k].y)
        }
        for run in runs {
            let size = m.size(of: run.text, font: run.font), o = run.origin(for: size)
            #expect(abs(o.x + size.width - right) < 0.5, "\(run.text) ends at \(o.x + size.width), the line at \(right)")
            let text = CGRect(origin: o, size: size)
            #expect(boxes.contains { $0.contains(text) }, "\(run.text) has no backing")
        }
        #expect(backing.fillColor?.alpha ?? 0 >= 0.8)
    }

    @Test func levelsTooCloseForTwoLabelsKeepOne() throws {
        // A 1-point swing: the seven levels lie within a few points of one another.
        let chart = try chart { [Drawing(tool: .fibonacci, points: [.init(time: $0[20].time, price: 100), .init(time: $0[60].time, price: 100.5)])] }
        let (runs, _, _) = try labels(chart)
        let m = FixedWidthMeasurer()
        let rects = runs.map { CGRect(origin: $0.origin(for: m.size(of: $0.text, font: $0.font)), size: m.size(of: $0.text, font: $0.font)) }
        #expect(runs.count < Drawing.fibonacciLevels.count && !runs.isEmpty)
        for (a, ra) in rects.enumerated() { for rb in rects[(a + 1)...] { #expect(!ra.intersects(rb), "\(ra) and \(rb) overlap") } }
    }

    /// The collisions the truth issue's note left (item 7): a horizontal line's price label under a Fibonacci
    /// level's label at the same height, and a label over the high's marker. Every drawing label and the
    /// high/low labels now keep clear of one another, and each horizontal line keeps its price.
    @Test func labelsOfDifferentDrawingsAndTheHighMarkerDoNotOverlap() throws {
        let chart = try chart { bars in
            let high = bars.suffix(110).map(\.high).max()!
            return [Drawing(tool: .fibonacci, points: [.init(time: bars[20].time, price: 88), .init(time: bars[119].time, price: 112)])]
                + [100, 112 + (88 - 112) * 0.618, high].map { Drawing(tool: .horizontalLine, points: [.init(time: bars[0].time, price: $0)]) }
        }
        chart.visibleBarCount = 110
        let tree = chart.makeLayerTree(in: context)
        let m = FixedWidthMeasurer()
        func boxes(_ name: String) -> [CGRect] {
            guard let layer = tree.firstLayer(named: name) else { return [] }
            let texts = [layer as? TextLayer].compactMap { $0 } + layer.sublayers.compactMap { $0 as? TextLayer }
            return texts.flatMap(\.runs).map { CGRect(origin: $0.origin(for: m.size(of: $0.text, font: $0.font)), size: m.size(of: $0.text, font: $0.font)) }
        }
        let labelled = (0..<4).map { boxes("drawings.\($0).text") }
        #expect(labelled[1...].allSatisfy { $0.count == 1 }, "every horizontal line keeps its price: \(labelled)")
        let all = labelled.flatMap { $0 } + boxes("markers.high") + boxes("markers.low")
        #expect(boxes("markers.high").count == 1)
        for (a, ra) in all.enumerated() { for rb in all[(a + 1)...] { #expect(!ra.intersects(rb), "\(ra) and \(rb) overlap") } }
    }
}
