import Foundation
@testable import LiveChartService
import Testing

/// The service's render threads: a job whose request gave up while it was queued is dropped, never run; one
/// whose request still waits runs when a thread is free; a running job learns that its request gave up.
@Suite struct RenderWorkersTests {
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var n = 0
        func add() { lock.withLock { n += 1 } }
        var value: Int { lock.withLock { n } }
    }

    @Test func queuedJobsOfRequestsThatGaveUpAreDropped() {
        let workers = RenderWorkers(count: 1)
        let release = DispatchSemaphore(value: 0), ran = Count(), finished = Count(), sawAbandoned = Count()
        let group = DispatchGroup()
        // The holder: a job that cannot stop (as a chart's layout cannot) until released, past its own wait.
        DispatchQueue.global().async(group: group) {
            let r = workers.run(timeout: 0.1, { abandoned in
                ran.add()
                release.wait()
                if abandoned() { sawAbandoned.add() }
                return 0
            }, finally: { finished.add() })
            #expect(r == nil, "the holder's request gave up")
        }
        let deadline = Date().addingTimeInterval(30)
        while ran.value == 0 && Date() < deadline { usleep(1000) }
        // Five requests queue behind it and give up (each on its own thread, as the server's connections are);
        // a sixth waits long enough to be served.
        let gaveUp = DispatchSemaphore(value: 0)
        for _ in 0..<5 {
            Thread {
                #expect(workers.run(timeout: 0.1, { _ in ran.add(); return 1 }, finally: { finished.add() }) == nil)
                gaveUp.signal()
            }.start()
        }
        DispatchQueue.global().async(group: group) {
            let served = workers.run(timeout: 30, { _ in ran.add(); return 6 }, finally: { finished.add() })
            #expect((try? served?.get()) == 6, "the sixth request still waited: served")
        }
        for _ in 0..<5 { #expect(gaveUp.wait(timeout: .now() + 30) == .success) }
        release.signal()
        group.wait()
        while finished.value < 7 && Date() < deadline { usleep(1000) }
        #expect(ran.value == 2, "the holder and the sixth ran, the five were dropped: \(ran.value)")
        #expect(finished.value == 7, "`finally` ran for every job, dropped or run: \(finished.value)")
        #expect(sawAbandoned.value == 1, "the holder learnt its request gave up")
    }
}
