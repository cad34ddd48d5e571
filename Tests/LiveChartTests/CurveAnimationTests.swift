import Foundation
import LiveChart
import LiveChartTestSupport
import LiveChartCore
import Testing

/// The curve chart's animations (stroke growth, fill fade, marker pulses, morphs), sampled at chosen times.
@Suite struct CurveAnimationTests {
    let size = CGSize(width: 800, height: 400)
    let measurer = FixedWidthMeasurer()
    let values: [Double] = [12, 18, 15, 31, 29, 46, 41, 38]
    let ease = TimingFunction.easeInEaseOut

    func shape(_ animator: CurveAnimator, _ name: String) -> ShapeLayer { animator.root.firstLayer(named: name) as! ShapeLayer }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    func endPoints(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { e in
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .close: nil
            }
        }
    }

    @Test func introGrowsTheStrokeFadesTheFillAndPulsesMarkers() {
        let animator = CurveAnimator(chart: CurveChart(values: values), context: RenderContext(size: size, measurer: measurer), at: 10)
        let stroke = shape(animator, CurveLayerNames.stroke(0)), fill = shape(animator, CurveLayerNames.fill(0))
        #expect(stroke.strokeEnd == 1 && close(fill.opacity, 0.7))  // the model holds the final state
        // Growth: strokeEnd 0 → 1 over 1.2 s, ease-in-ease-out (0.5 at half time).
        #expect(close(stroke.presented(.strokeEnd, at: 10), 0))
        #expect(close(stroke.presented(.strokeEnd, at: 10.6), 0.5))
        #expect(close(stroke.presented(.strokeEnd, at: 10.3), ease.progress(at: 0.25)))
        #expect(close(stroke.presented(.strokeEnd, at: 11.2), 1))
        // Fade: transparent until 0.3 s, then to 0.7 over 0.8 s.
        #expect(close(fill.presented(.opacity, at: 10.2), 0))
        #expect(close(fill.presented(.opacity, at: 10.7), 0.7 * 0.5))
        #expect(close(fill.presented(.opacity, at: 11.1), 0.7))
        // Pulse: the first marker (reached at once) is at 1.2 at 0.7 of its 0.4 s; the last waits for
        // the growth to reach the end (1.2 s) and is invisible before.
        let first = animator.root.firstLayer(named: CurveLayerNames.marker(0, point: 0))!
        let last = animator.root.firstLayer(named: CurveLayerNames.marker(0, point: values.count - 1))!
        #expect(close(first.presented(.scale, at: 10.28), 1.2))
        #expect(close(first.presented(.scale, at: 10), 0.5))
        #expect(close(last.presented(.opacity, at: 11.1), 0))
        #expect(close(last.presented(.scale, at: 11.2 + 0.28), 1.2, 1e-6))
        #expect(!animator.isAnimating(at: 11.7) && animator.isAnimating(at: 11.5))
    }

    @Test func newDataDuringTheIntroRestartsItWithoutStackingOrJumping() {
        let chart = CurveChart(values: values)
        let animator = CurveAnimator(chart: chart, context: RenderContext(size: size, measurer: measurer), at: 0)
        let t = 0.5
        let shownEnd = shape(animator, CurveLayerNames.stroke(0)).presented(.strokeEnd, at: t)
        let shownPath = shape(animator, CurveLayerNames.stroke(0)).presented(.path, at: t)
        chart.series[0].values.append(55)
        animator.update(at: t)
        let stroke = shape(animator, CurveLayerNames.stroke(0))
        #expect(stroke.animationKeys.filter { $0 == CurveAnimationStyle.Key.growth }.count == 1)
        #expect(close(stroke.presented(.strokeEnd, at: t), shownEnd))  // continues from the screen
        #expect(stroke.presented(.path, at: t).length > 0 && abs(stroke.presented(.path, at: t).length - shownPath.length) < 1e-6)
        #expect(stroke.presented(.strokeEnd, at: t + 0.6) < 1)  // restarted: a full 1.2 s from t
        #expect(close(stroke.presented(.strokeEnd, at: t + 1.2), 1))
        #expect(stroke.presented(.path, at: t + 0.5) == stroke.path)
        // A second update stacks nothing either.
        chart.series[0].values.append(60)
        animator.update(at: t + 0.1)
        #expect(shape(animator, CurveLayerNames.stroke(0)).animationKeys.sorted() == [CurveAnimationStyle.Key.growth, "path"])
        // The new markers wait for the growth to reach them.
        let newest = animator.root.firstLayer(named: CurveLayerNames.marker(0, point: values.count + 1))!
        #expect(close(newest.presented(.opacity, at: t + 0.2), 0))
    }

    @Test func markersStayOnTheMorphingCurve() {
        // Data points are paired in order (the new one grows out of the old end), so at every instant
        // each marker sits on its point of the presented curve.
        let chart = CurveChart(values: values)
        let animator = CurveAnimator(chart: chart, context: RenderContext(size: size, measurer: measurer), at: 0)
        chart.series[0].values.append(80)
        animator.update(at: 5)
        let stroke = shape(animator, CurveLayerNames.stroke(0))
        for t in [5.0, 5.1, 5.25, 5.4, 5.5] {
            let ends = endPoints(stroke.presented(.path, at: t))
            #expect(ends.count == values.count + 1)
            for k in 0...values.count {
                let marker = animator.root.firstLayer(named: CurveLayerNames.marker(0, point: k))!
                #expect(marker.presented(.position, at: t).distance(to: ends[k]) < 1e-6, "t = \(t), point \(k)")
            }
        }
    }

    /// The value labels of `root`, by name.
    func labels(_ root: Layer) -> [String: Layer] {
        Dictionary(uniqueKeysWithValues: (root.firstLayer(named: CurveLayerNames.valueLabels)?.sublayers ?? []).map { ($0.name, $0) })
    }

    @Test func valueTicksFollowTheScaleAndLeavingOnesGo() {
        // As d3's axis transitions: kept ticks slide, new ones come in from their old-scale place, gone
        // ones leave towards their new-scale place, fading.
        let chart = CurveChart(values: values)
        let animator = CurveAnimator(chart: chart, context: RenderContext(size: size, measurer: measurer), at: 0)
        let count = animator.root.layerCount
        let old = labels(animator.root).mapValues(\.position)
        chart.series[0].values.append(95)  // a new range: new value ticks
        animator.update(at: 5)
        let now = labels(animator.root)
        let kept = now.keys.filter { old[$0] != nil }, entering = now.keys.filter { old[$0] == nil && !$0.hasSuffix(".outgoing") }
        let leaving = now.keys.filter { $0.hasSuffix(".outgoing") }
        #expect(!kept.isEmpty && !entering.isEmpty && !leaving.isEmpty)
        for name in kept {
            #expect(now[name]!.presented(.position, at: 5) == old[name]!)
            #expect(now[name]!.presented(.position, at: 5.5) == now[name]!.position)
            #expect(now[name]!.position.y > old[name]!.y)  // a larger range pushes the old values down
        }
        for name in entering {
            #expect(close(now[name]!.presented(.opacity, at: 5), 0) && close(now[name]!.presented(.opacity, at: 5.25), 0.5))
            #expect(now[name]!.presented(.position, at: 5).y < now[name]!.position.y)  // off the old scale's top
        }
        for name in leaving {
            #expect(close(now[name]!.presented(.opacity, at: 5), 1) && close(now[name]!.presented(.opacity, at: 5.5), 0))
            #expect(now[name]!.presented(.position, at: 5) == old[String(name.dropLast(".outgoing".count))]!)
        }
        #expect(animator.root.firstLayer(named: CurveLayerNames.stroke(0) + ".outgoing") == nil)
        chart.series[0].values.append(90)
        animator.update(at: 9)
        animator.resize(to: size, at: 12)
        #expect(labels(animator.root).keys.allSatisfy { !$0.hasSuffix(".outgoing") })
        #expect(animator.root.layerCount == count + 2 + (now.count - leaving.count - old.count) * 2)  // two markers, new ticks
    }

    @Test func markersStayOnTheCurveWhenASecondValueLandsMidFlight() {
        // The second arrival leaves the scale (and so most markers' targets) unchanged; the curve's
        // morph restarts, so the markers' motion must restart with it.
        let chart = CurveChart(values: [20, 35, 28])
        let stream = CurveStream(window: 12, chart: chart, context: RenderContext(size: size, measurer: measurer), at: -10)
        stream.append([50], at: 0)
        stream.append([44], at: 0.2)
        let stroke = stream.animator.root.firstLayer(named: CurveLayerNames.stroke(0)) as! ShapeLayer
        for t in [0.2, 0.3, 0.45, 0.6, 0.7] {
            let ends = endPoints(stroke.presented(.path, at: t))
            for k in 0..<5 {
                let marker = stream.animator.root.firstLayer(named: CurveLayerNames.marker(0, point: k))!
                #expect(marker.presented(.position, at: t).distance(to: ends[k]) < 1e-6, "t = \(t), point \(k)")
            }
        }
    }

    @Test func aSeriesAddedLaterPlaysTheWholeIntro() {
        let chart = CurveChart(values: values)
        let animator = CurveAnimator(chart: chart, context: RenderContext(size: size, measurer: measurer), at: 0)
        chart.series.append(CurveSeries(name: "b", values: values.map { $0 / 2 }))
        animator.update(at: 5)
        #expect(close(shape(animator, CurveLayerNames.stroke(1)).presented(.strokeEnd, at: 5.6), 0.5))
        #expect(close(shape(animator, CurveLayerNames.stroke(0)).presented(.strokeEnd, at: 5), 1))  // the first stays drawn
    }

    @Test func resizeRebuildsThePathWithoutAJump() {
        let animator = CurveAnimator(chart: CurveChart(values: values), context: RenderContext(size: size, measurer: measurer), at: 0)
        let t = 0.4
        let before = shape(animator, CurveLayerNames.stroke(0)).presented(.path, at: t)
        let end = shape(animator, CurveLayerNames.stroke(0)).presented(.strokeEnd, at: t)
        animator.resize(to: CGSize(width: 500, height: 300), at: t)
        let stroke = shape(animator, CurveLayerNames.stroke(0))
        #expect(stroke.presented(.path, at: t) == before)
        #expect(close(stroke.presented(.strokeEnd, at: t), end))  // the growth keeps its timing
        #expect(close(stroke.presented(.strokeEnd, at: 0.6), 0.5))
        #expect(stroke.presented(.path, at: t + 0.25) == stroke.path)
        #expect(stroke.path.controlPointBounds.maxX < 500)
    }

    @Test func streamScrollsEachPointOneStepLeft() {
        let chart = CurveChart(values: [3, 5, 4, 6, 5])
        chart.options.markers = .always
        let stream = CurveStream(window: 5, chart: chart, context: RenderContext(size: size, measurer: measurer), at: 0)
        let root = { stream.animator.root }
        func marker(_ k: Int) -> Layer? { root().firstLayer(named: CurveLayerNames.marker(0, point: k)) }
        stream.append([7], at: 2)
        let p3 = marker(3)!.presented(.position, at: 5), p4 = marker(4)!.presented(.position, at: 5)
        let dx = Double(p4.x - p3.x)
        stream.append([4], at: 5)
        // At the arrival nothing moves; half a second later every point is one step (dx) left.
        #expect(marker(3)!.presented(.position, at: 5) == p3)
        #expect(close(Double(marker(3)!.presented(.position, at: 5.5).x), Double(p3.x) - dx, 1e-6))
        #expect(close(Double(marker(4)!.presented(.position, at: 5.5).x), Double(p4.x) - dx, 1e-6))
        // The new point grows out of the old end: at the arrival the stroke ends where it ended.
        let stroke = root().firstLayer(named: CurveLayerNames.stroke(0)) as! ShapeLayer
        #expect(endPoints(stroke.presented(.path, at: 5)).last == marker(6)!.presented(.position, at: 5))
        #expect(marker(6)!.presented(.position, at: 5) == marker(5)!.presented(.position, at: 5))
        #expect(stroke.presented(.path, at: 5.5) == stroke.path)
        // Points leaving the window stay two beyond the left edge (clipped), then their layers go.
        #expect(marker(0) != nil && Double(marker(1)!.position.x) < Double(stream.animator.chart.plotRect(in: RenderContext(size: size, measurer: measurer)).minX))
        stream.append([6], at: 8)
        #expect(marker(0) == nil && marker(1) != nil)
    }

    @Test func twoArrivalsInOneAnimationNeverMoveBackwards() {
        let chart = CurveChart(values: [3, 5, 4, 6, 5, 7])
        chart.options.markers = .always
        let stream = CurveStream(window: 5, chart: chart, context: RenderContext(size: size, measurer: measurer), at: 0)
        func x(_ k: Int, _ t: Double) -> Double { Double(stream.animator.root.firstLayer(named: CurveLayerNames.marker(0, point: k))!.presented(.position, at: t).x) }
        stream.append([4], at: 2)
        var previous = x(4, 2)
        var t = 2.0
        while t < 3 {
            if close(t, 2.2) { stream.append([8], at: t) }
            let now = x(4, t)
            #expect(now <= previous + 1e-9, "t = \(t)")
            previous = now
            t += 0.05
        }
        #expect(stream.animator.root.firstLayer(named: CurveLayerNames.stroke(0))!.animationKeys.filter { $0 == "path" }.count == 1)
    }
}
