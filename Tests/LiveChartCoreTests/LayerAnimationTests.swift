import Foundation
import LiveChartCore
import Testing

/// Presented values at chosen times, against Core Animation's rules: model vs presentation, fill modes,
/// key times, implicit animations in transactions, and the interruption rule (no jump).
@Suite struct LayerAnimationTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func basicAnimationFollowsItsTimingCurveAndLeavesTheModelAlone() {
        let layer = Layer()
        layer.opacity = 1
        layer.add(BasicAnimation(.opacity, from: 0, to: 1, duration: 2, beginTime: 10, timingFunction: .easeInEaseOut), at: 10)
        #expect(layer.opacity == 1)
        #expect(close(layer.presented(.opacity, at: 10), 0))
        #expect(close(layer.presented(.opacity, at: 11), 0.5))  // ease-in-out is 0.5 at half time
        #expect(close(layer.presented(.opacity, at: 10.5), TimingFunction.easeInEaseOut.progress(at: 0.25)))
        #expect(close(layer.presented(.opacity, at: 9), 1))  // before: fill .removed shows the model
        #expect(close(layer.presented(.opacity, at: 12), 1))  // after: the model, which already is the end
    }

    @Test(arguments: [(FillMode.removed, 0.5, 0.5), (.forwards, 0.5, 0.8), (.backwards, 0.2, 0.5), (.both, 0.2, 0.8)])
    func fillModes(mode: FillMode, before: Double, after: Double) {
        // CAMediaTiming: backwards shows the first value during the delay, forwards holds the last.
        let layer = Layer()
        layer.opacity = 0.5
        layer.add(BasicAnimation(.opacity, from: 0.2, to: 0.8, duration: 1, delay: 1, fillMode: mode, timingFunction: .linear), at: 0)
        #expect(close(layer.presented(.opacity, at: 0.5), before))
        #expect(close(layer.presented(.opacity, at: 1.5), 0.5))
        #expect(close(layer.presented(.opacity, at: 2.5), after))
    }

    @Test func keyframesHitTheirKeyTimes() {
        // A marker's pulse: scale 0.5, 1.2, 1.0 at key times 0, 0.7, 1, linear between.
        let layer = Layer()
        layer.add(KeyframeAnimation(.scale, values: [0.5, 1.2, 1.0], keyTimes: [0, 0.7, 1], duration: 1), at: 0)
        #expect(close(layer.presented(.scale, at: 0), 0.5))
        #expect(close(layer.presented(.scale, at: 0.35), 0.85))
        #expect(close(layer.presented(.scale, at: 0.7), 1.2))
        #expect(close(layer.presented(.scale, at: 0.85), 1.1))
        #expect(close(layer.presented(.scale, at: 0.999), 1.0, 1e-3))
    }

    @Test func keyframeSegmentsTakeTheirOwnTimingFunctions() {
        let layer = Layer()
        layer.add(KeyframeAnimation(.opacity, values: [0, 1, 0], timingFunctions: [.easeIn, .easeOut], duration: 2), at: 0)
        #expect(close(layer.presented(.opacity, at: 0.5), TimingFunction.easeIn.progress(at: 0.5)))
        #expect(close(layer.presented(.opacity, at: 1.5), 1 - TimingFunction.easeOut.progress(at: 0.5)))
    }

    @Test func implicitAnimationRunsFromThePresentedValueAndEndsOnTheModel() {
        let layer = Layer()
        let tx = Transaction(time: 5, duration: 1, timingFunction: .linear)
        layer.set(.opacity, 0, in: tx)
        #expect(layer.opacity == 0)  // the model changes at once
        #expect(close(layer.presented(.opacity, at: 5), 1))
        #expect(close(layer.presented(.opacity, at: 5.25), 0.75))
        #expect(close(layer.presented(.opacity, at: 6), 0))  // no snap back
        #expect(close(layer.presented(.opacity, at: 60), 0))
    }

    @Test func interruptedAnimationContinuesFromWhereItIs() {
        // Replace mid-flight: the new animation starts from the presented value, so nothing jumps.
        let layer = Layer()
        layer.set(.position, CGPoint(x: 100, y: 0), in: Transaction(time: 0, duration: 1, timingFunction: .linear))
        let before = layer.presented(.position, at: 0.5)
        #expect(before == CGPoint(x: 50, y: 0))
        layer.set(.position, CGPoint(x: 50, y: 100), in: Transaction(time: 0.5, duration: 1, timingFunction: .linear))
        #expect(layer.presented(.position, at: 0.5) == before)
        #expect(layer.presented(.position, at: 1) == CGPoint(x: 50, y: 50))
        #expect(layer.presented(.position, at: 1.5) == CGPoint(x: 50, y: 100))
        #expect(layer.animationKeys == ["position"])  // replaced, never stacked
    }

    @Test func explicitReplacementWithoutFromStartsOnScreen() {
        let layer = Layer()
        layer.add(BasicAnimation(.scale, from: 0, to: 2, duration: 1, timingFunction: .linear), forKey: "grow", at: 0)
        layer.add(BasicAnimation(.scale, to: 1, duration: 1, timingFunction: .linear), forKey: "grow", at: 0.25)
        #expect(close(layer.presented(.scale, at: 0.25), 0.5))
        #expect(close(layer.presented(.scale, at: 0.75), 0.75))
    }

    @Test func disabledActionsChangeOnlyTheModel() {
        let layer = Layer()
        layer.set(.opacity, 0.3, in: .disabled(at: 2))
        layer.set(.position, CGPoint(x: 4, y: 4), in: Transaction(time: 2, duration: 0.5, disablesActions: true))
        #expect(layer.animationKeys.isEmpty)
        #expect(close(layer.presented(.opacity, at: 2), 0.3))
        #expect(layer.presented(.position, at: 2) == CGPoint(x: 4, y: 4))
    }

    @Test func byAndRepeatCount() {
        let layer = Layer()
        layer.position = CGPoint(x: 10, y: 0)
        layer.add(BasicAnimation(.position, by: CGPoint(x: 20, y: 0), duration: 1, repeatCount: 2, timingFunction: .linear), at: 0)
        #expect(layer.presented(.position, at: 0.5) == CGPoint(x: 20, y: 0))
        #expect(layer.presented(.position, at: 1.5) == CGPoint(x: 20, y: 0))  // second repetition
        #expect(layer.presented(.position, at: 2) == CGPoint(x: 10, y: 0))
        #expect(layer.hasRunningAnimations(at: 1.9) && !layer.hasRunningAnimations(at: 2))
        layer.removeFinishedAnimations(at: 2)
        #expect(layer.animationKeys.isEmpty)
    }

    @Test func displayListUsesPresentedOpacityPositionAndStrokeEnd() {
        let root = Layer()
        var line = Path()
        line.move(to: .zero)
        line.line(to: CGPoint(x: 3, y: 0))
        line.line(to: CGPoint(x: 3, y: 4))
        let shape = ShapeLayer(path: line, stroke: StrokeStyle(color: Color(red: 0, green: 0, blue: 0), lineWidth: 1))
        root.addSublayer(shape)
        shape.add(BasicAnimation(.strokeEnd, from: 0, to: 1, duration: 1, timingFunction: .linear), at: 0)
        shape.add(BasicAnimation(.opacity, from: 0, to: 1, duration: 1, timingFunction: .linear), at: 0)
        shape.add(BasicAnimation(.position, from: CGPoint(x: 10, y: 0), to: .zero, duration: 1, timingFunction: .linear), at: 0)
        let list = root.presentation(at: 0.5, size: CGSize(width: 10, height: 10))
        guard case .stroke(let path, let style) = list.items.first else { Issue.record("expected a stroke"); return }
        #expect(close(path.length, 3.5))  // half of the 3-4 elbow
        #expect(close(style.color.alpha, 0.5))
        #expect(path.elements.first == .move(to: CGPoint(x: 5, y: 0)))
        #expect(root.presentation(at: 0, size: CGSize(width: 10, height: 10)).items.isEmpty)  // strokeEnd 0, opacity 0
    }

    @Test func pathAnimationMorphsBetweenDifferentPointCounts() {
        let shape = ShapeLayer()
        var a = Path(), b = Path()
        a.move(to: .zero); a.line(to: CGPoint(x: 10, y: 10))
        b.move(to: .zero); b.line(to: CGPoint(x: 10, y: 10)); b.line(to: CGPoint(x: 20, y: 0))
        shape.path = a
        shape.set(.path, b, in: Transaction(time: 0, duration: 1, timingFunction: .linear))
        #expect(shape.presented(.path, at: 0).length == a.length)  // padded, nothing moved yet
        let mid = shape.presented(.path, at: 0.5)
        #expect(mid.elements.last == .line(to: CGPoint(x: 15, y: 5)))
        #expect(shape.presented(.path, at: 1) == b)
    }
}
