import Foundation
import LiveChart
import Testing

/// Gestures driven through the state machine with a fake clock (event times are explicit).
@Suite struct InteractionTests {
    func controller(bars: Int = 1000, width: Double = 800, spacing: Double = 8) -> InteractionController {
        InteractionController(viewport: Viewport(width: width, barCount: bars, barSpacing: spacing))
    }

    func newestX(_ c: InteractionController) -> Double { c.viewport.timeScale.x(ofIndex: Double(c.viewport.barCount - 1)) }

    @Test func dragPansOneToOne() {
        var c = controller()
        let before = newestX(c)
        _ = c.handle(.pointerDown(x: 400, y: 100), at: 0)
        _ = c.handle(.pointerMove(x: 430, y: 100), at: 0.05)
        #expect(c.handle(.pointerMove(x: 460, y: 100), at: 0.10) == .light)
        #expect(abs(newestX(c) - (before + 60)) < 1e-9)
        #expect(c.state == .dragging)
        _ = c.handle(.pointerMove(x: 400, y: 100), at: 1.0)  // and back
        #expect(abs(newestX(c) - before) < 1e-9)
    }

    /// A fling glides by the same analytic path whatever the frame rate.
    @Test func momentumIsFrameRateIndependent() {
        var finals: [Double] = []
        var atHalfSecond: [Double] = []
        for fps in [30.0, 60.0, 120.0] {
            var c = controller()
            let x0 = newestX(c)
            _ = c.handle(.pointerDown(x: 300, y: 50), at: 0)
            for k in 1...6 { _ = c.handle(.pointerMove(x: 300 + Double(k) * 20, y: 50), at: Double(k) * 0.016) }
            _ = c.handle(.pointerUp(x: 420, y: 50), at: 0.1)
            #expect(c.state == .gliding)
            var t = 0.1
            while c.state == .gliding && t < 10 {
                t += 1 / fps
                _ = c.tick(at: t)
                if abs(t - 0.6) < 0.5 / fps + 1e-12 { atHalfSecond.append(newestX(c)) }
            }
            finals.append(newestX(c) - x0 - 120)  // the glide, after the 120-point drag
        }
        #expect(finals.max()! - finals.min()! < 1e-6)
        #expect(atHalfSecond.count == 3)
        #expect(atHalfSecond.max()! - atHalfSecond.min()! < 1e-6)
        // The speed decays exponentially from v0 = 20 points per 16 ms, so the glide is under v0·τ.
        let v0 = 20 / 0.016
        #expect(finals[0] > 0 && finals[0] <= v0 * 0.325)
    }

    @Test func momentumStopsAtTheOldestBarWithoutOvershoot() {
        var c = controller(bars: 150, spacing: 8)  // 100 bars fit: only 50 bars of travel
        _ = c.handle(.pointerDown(x: 100, y: 50), at: 0)
        for k in 1...5 { _ = c.handle(.pointerMove(x: 100 + Double(k) * 60, y: 50), at: Double(k) * 0.01) }
        _ = c.handle(.pointerUp(x: 400, y: 50), at: 0.05)
        let limit = c.viewport.offsetLimits.lowerBound
        var t = 0.05
        while c.state == .gliding {
            t += 1 / 60
            _ = c.tick(at: t)
            #expect(c.viewport.rightOffset >= limit - 1e-9)
        }
        #expect(abs(c.viewport.rightOffset - limit) < 1e-9)
        #expect(abs(c.viewport.timeScale.x(ofIndex: 0) - 4) < 1e-9)  // the oldest bar sits at the left edge
        #expect(t < 1)  // stopped at the edge, not after the full decay
    }

    @Test func slowReleaseStartsNoMomentum() {
        var c = controller()
        _ = c.handle(.pointerDown(x: 300, y: 50), at: 0)
        _ = c.handle(.pointerMove(x: 310, y: 50), at: 0.5)
        _ = c.handle(.pointerUp(x: 310, y: 50), at: 1.0)
        #expect(c.state == .idle)
    }

    @Test func wheelZoomIsSymmetricAndAnchoredAtThePointer() {
        var c = controller()
        _ = c.handle(.key(.left), at: 0)  // leave real time so the pointer anchors
        let before = c.viewport
        let anchoredIndex = before.timeScale.index(atX: 300)
        _ = c.handle(.wheel(deltaX: 0, deltaY: 3, x: 300), at: 1)
        #expect(c.viewport.barSpacing > before.barSpacing)
        #expect(abs(c.viewport.timeScale.index(atX: 300) - anchoredIndex) < 1e-9)
        _ = c.handle(.wheel(deltaX: 0, deltaY: -3, x: 300), at: 2)
        #expect(abs(c.viewport.barSpacing - before.barSpacing) < 1e-9)
        #expect(abs(c.viewport.rightOffset - before.rightOffset) < 1e-9)
    }

    @Test func zoomAtRealTimeKeepsTheNewestBarInPlace() {
        var c = controller()
        #expect(c.viewport.isAtRealTime)
        _ = c.handle(.pinch(scale: 1.8, centerX: 100), at: 0)
        #expect(c.viewport.isAtRealTime)
        // The newest bar keeps its 2-bar right offset: its centre is 2.5 spacings from the right edge.
        #expect(abs(newestX(c) - (800 - 2.5 * 14.4)) < 1e-9)
        _ = c.handle(.pinch(scale: 1 / 1.8, centerX: 100), at: 1)
        #expect(abs(c.viewport.barSpacing - 8) < 1e-9)
    }

    @Test func spacingStaysWithinLimits() {
        var c = controller()
        for k in 0..<50 { _ = c.handle(.wheel(deltaX: 0, deltaY: 5, x: 400), at: Double(k)) }
        #expect(c.viewport.barSpacing == 48)
        for k in 0..<50 { _ = c.handle(.wheel(deltaX: 0, deltaY: -5, x: 400), at: Double(k)) }
        // Out to the whole history: 1,000 bars in 800 points (the broker-grade issue: the viewer stopped at
        // about two of SPY's 21 years).
        #expect(c.viewport.barSpacing == 0.8)
        var million = InteractionController(viewport: Viewport(width: 1200, barCount: 1_000_000))
        for k in 0..<80 { _ = million.handle(.wheel(deltaX: 0, deltaY: -5, x: 400), at: Double(k)) }
        #expect(million.viewport.barSpacing == 0.05, "no closer than 20 bars a point")
    }

    @Test func crosshairSnapsToTheNearestBarAndHidesAfterThreeSeconds() {
        var c = controller()
        let x = c.viewport.timeScale.x(ofIndex: 990) + 3.0  // 3 points right of bar 990's centre
        #expect(c.handle(.pointerMove(x: x, y: 120), at: 10) == .cursor)
        #expect(c.crosshair?.barIndex == 990)
        #expect(c.tick(at: 12.9) == .none)
        #expect(c.crosshair != nil)
        #expect(c.tick(at: 13.0) == .cursor)
        #expect(c.crosshair == nil)
    }

    @Test func keysPanZoomAndJump() {
        var c = controller()
        _ = c.handle(.key(.left), at: 0)
        #expect(abs(c.viewport.rightOffset - (2 - 5)) < 1e-9)
        _ = c.handle(.key(.home), at: 1)
        #expect(abs(c.viewport.timeScale.x(ofIndex: 0) - 4) < 1e-9)
        _ = c.handle(.key(.end), at: 2)
        #expect(c.viewport.isAtRealTime)
        _ = c.handle(.key(.zoomIn), at: 3)
        #expect(abs(c.viewport.barSpacing - 8.8) < 1e-9)
    }
}
