import Foundation
import LiveChartCore
import Testing

/// Rebuilding a layer tree without a jump (`Layer.transition`), groups, and the geometry helpers the
/// curve chart's streaming uses.
@Suite struct LayerTransitionTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    func tree(dotAt x: CGFloat, lineTo end: CGFloat) -> Layer {
        let root = Layer(name: "root")
        let dot = Layer(name: "dot")
        dot.position = CGPoint(x: x, y: 0)
        var p = Path()
        p.move(to: .zero)
        p.line(to: CGPoint(x: end, y: 0))
        root.addSublayer(dot)
        root.addSublayer(ShapeLayer(name: "line", path: p))
        return root
    }

    @Test func rebuiltTreeStartsFromThePresentedValuesAndKeepsRunningAnimations() {
        let old = tree(dotAt: 0, lineTo: 10)
        old.firstLayer(named: "dot")!.set(.position, CGPoint(x: 100, y: 0), in: Transaction(time: 0, duration: 1, timingFunction: .linear))
        old.firstLayer(named: "line")!.add(BasicAnimation(.strokeEnd, from: 0, to: 1, duration: 2, timingFunction: .linear), forKey: "grow", at: 0)
        let new = tree(dotAt: 200, lineTo: 20)
        new.transition(from: old, in: Transaction(time: 0.5, duration: 1, timingFunction: .linear))
        let dot = new.firstLayer(named: "dot")!, line = new.firstLayer(named: "line") as! ShapeLayer
        #expect(dot.presented(.position, at: 0.5) == CGPoint(x: 50, y: 0))  // where the old one was
        #expect(dot.presented(.position, at: 1) == CGPoint(x: 125, y: 0))
        #expect(dot.position == CGPoint(x: 200, y: 0))
        #expect(close(line.presented(.strokeEnd, at: 1), 0.5))  // the explicit growth keeps its timing
        #expect(close(line.presented(.path, at: 1).length, 15))
        #expect(line.animationKeys.sorted() == ["grow", "path"])
    }

    @Test func layersTheFilterRejectsChangeAtOnce() {
        let old = tree(dotAt: 0, lineTo: 10), new = tree(dotAt: 200, lineTo: 20)
        new.transition(from: old, in: Transaction(time: 0, duration: 1)) { $0.name == "line" }
        #expect(new.firstLayer(named: "dot")!.presented(.position, at: 0) == CGPoint(x: 200, y: 0))
        #expect(new.firstLayer(named: "line")!.animationKeys == ["path"])
    }

    @Test func groupChildrenStartWithTheGroup() {
        let layer = Layer()
        let pop = AnimationGroup([
            KeyframeAnimation(.scale, values: [0.1, 1.3, 0.9, 1.0], keyTimes: [0, 0.55, 0.8, 1], duration: 0.4),
            BasicAnimation(.opacity, from: 0, to: 1, duration: 0.1, beginTime: 0.1, timingFunction: .linear),
        ], delay: 1)
        layer.add(pop, forKey: "pop", at: 3)
        #expect(layer.animationKeys == ["pop.0", "pop.1"])
        #expect(close(layer.presented(.scale, at: 4.22), 1.3))  // 0.55 of 0.4 s after 3 + 1
        #expect(close(layer.presented(.opacity, at: 4.15), 0.5))  // its own 0.1 s offset inside the group
    }

    @Test func insertSublayerOrdersDrawing() {
        let root = Layer(), a = Layer(name: "a"), b = Layer(name: "b")
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        #expect(root.sublayers.map(\.name) == ["b", "a"] && b.superlayer === root)
    }

    @Test func endPointLengthsAndLeadingSegments() {
        var p = Path()
        p.move(to: .zero)
        p.line(to: CGPoint(x: 3, y: 0))
        p.line(to: CGPoint(x: 3, y: 4))
        p.line(to: CGPoint(x: 6, y: 8))
        #expect(p.endPointLengths == [0, 3, 7, 12])
        let rest = p.droppingLeadingSegments(1)
        #expect(rest.elements == [.move(to: CGPoint(x: 3, y: 0)), .line(to: CGPoint(x: 3, y: 4)), .line(to: CGPoint(x: 6, y: 8))])
        let padded = PathMorph.padded(rest, toMatch: p)
        #expect(padded?.elements.last == .line(to: CGPoint(x: 6, y: 8)) && padded?.elements.count == 4)
        #expect(PathMorph.padded(p, toMatch: rest) == nil)  // longer than the target
    }

    @Test func inverseTimingFunction() {
        for f in [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default] {
            for y in [0.1, 0.5, 0.9] {
                #expect(close(f.progress(at: f.elapsedFraction(forProgress: y)), y, 1e-9))
            }
        }
    }
}
