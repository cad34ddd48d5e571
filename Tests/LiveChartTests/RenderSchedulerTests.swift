import LiveChart
import Testing

@Suite struct RenderSchedulerTests {
    @Test func oneFramePerTickWithTheHighestLevel() {
        var s = RenderScheduler()
        s.invalidate(.cursor, at: 0)
        s.invalidate(.full, at: 0.001)
        s.invalidate(.cursor, at: 0.002)
        let frame = s.frame(at: 1 / 60)
        #expect(frame?.level == .full)
        #expect(s.frame(at: 2 / 60) == nil)
    }

    @Test func crosshairMoveRedrawsOnlyTheCursor() {
        var s = RenderScheduler()
        s.invalidate(.cursor, at: 0)
        let frame = s.frame(at: 1 / 60)!
        #expect(frame.level == .cursor && !frame.includesIndicatorPanes)
    }

    @Test func newerRequestSupersedesAnOlderFrame() {
        var s = RenderScheduler()
        s.invalidate(.light, at: 0)
        let frame = s.frame(at: 1 / 60)!
        #expect(s.isCurrent(frame))
        s.invalidate(.light, at: 0.02)
        #expect(!s.isCurrent(frame))
    }

    /// Panes may skip frames during a drag but always catch up within 150 ms of the last movement
    /// (the failure of hand-written charts this replaces: panes left stale after a fast drag).
    @Test func indicatorPanesCatchUpWithin150msAfterTheLastDragMove() {
        var s = RenderScheduler()
        var tick = 0.0
        var skipped = 0
        let lastMove = 0.5
        var move = 0.0
        while move <= lastMove {  // a drag posting a move every 8 ms, frames at 60 Hz
            s.invalidate(.light, at: move, dragging: true)
            move += 0.008
            while tick + 1 / 60 <= move {
                tick += 1 / 60
                if let f = s.frame(at: tick), !f.includesIndicatorPanes { skipped += 1 }
            }
        }
        #expect(skipped > 0)
        var caughtUp: Double?
        while caughtUp == nil && tick < lastMove + 1 {
            tick += 1 / 60
            if let f = s.frame(at: tick), f.includesIndicatorPanes { caughtUp = tick }
        }
        #expect(caughtUp != nil)
        #expect(caughtUp! - lastMove <= 0.150)
    }
}
