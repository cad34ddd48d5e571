import Foundation
import LiveChartCore
import Testing

/// The one live-line morph the score chart and the streaming curve share.
@Suite struct LiveLineMorphTests {
    func polyline(_ points: [(Double, Double)]) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: points[0].0, y: points[0].1))
        for q in points.dropFirst() { p.line(to: CGPoint(x: q.0, y: q.1)) }
        return p
    }

    @Test func aGrowingLineStartsFromItsOldEndPointByPoint() throws {
        let shown = polyline([(0, 0), (10, 5)])
        let target = polyline([(0, 0), (10, 5), (20, 2)])
        let ends = try #require(LiveLineMorph.ends(from: shown, to: target))
        #expect(ends.to == target)
        #expect(ends.from.elements.count == target.elements.count, "paired element by element")
        #expect(ends.from.points.last == CGPoint(x: 10, y: 5), "the new point grows out of the old end")
    }

    @Test func aShrinkingLinePadsTheTargetAndDifferentStructuresDoNotPair() throws {
        let shown = polyline([(0, 0), (10, 5), (20, 2)])
        let target = polyline([(0, 0), (10, 5)])
        let ends = try #require(LiveLineMorph.ends(from: shown, to: target))
        #expect(ends.from == shown && ends.to.elements.count == shown.elements.count)
        var broken = polyline([(0, 0), (10, 5)])
        broken.move(to: CGPoint(x: 30, y: 3))
        broken.line(to: CGPoint(x: 40, y: 3))
        #expect(LiveLineMorph.ends(from: polyline([(0, 0), (10, 5), (20, 2)]), to: broken) == nil)
    }

    @Test func animateMorphsEveryLayerThroughItsShape() throws {
        let stroke = ShapeLayer(name: "s", path: polyline([(0, 0), (10, 10)]))
        let fill = ShapeLayer(name: "f", path: polyline([(0, 0), (10, 10)]))
        let ends = (from: polyline([(0, 0), (10, 0)]), to: polyline([(0, 0), (10, 10)]))
        LiveLineMorph.animate([(stroke, { $0 }), (fill, { p in var q = p; q.line(to: CGPoint(x: 10, y: 50)); return q })], ends: ends,
                              duration: 1, timing: .linear, at: 0, key: "path")
        #expect(stroke.presented(.path, at: 0.5).points.last == CGPoint(x: 10, y: 5), "halfway between the ends")
        #expect(fill.presented(.path, at: 0.5).points.last == CGPoint(x: 10, y: 50), "the fill's own shape is kept")
        #expect(stroke.presented(.path, at: 2) == stroke.path)
    }
}
