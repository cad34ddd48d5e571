import Foundation
import LiveChart
import LiveChartCore
import LiveChartData

/// A window replaying a basketball game into a `ScoreChart` as it happens: recorded
/// events arrive at their scheduled times (seconds after the window opens), and JSON lines read from a
/// standard input arrive when they are read (`ScoreLineParser`; a bad line is reported on
/// standard error and skipped). Each arrival animates; frames are drawn while anything moves.
///
/// The mouse wheel or a two-finger pinch changes the room per event (20…80 points), hovering shows the
/// crosshair with the score at the nearest event (`ScoreChart.handle(_:in:)`); S saves a
/// screenshot, Q or Escape quits. `ChartViewer.Options` sets the size, frame limit and screenshot path.
public final class ScoreViewer {
    private let score: ScoreChart
    private let events: [ScoringEvent]
    private let arrivals: [Double]
    private let readsStandardInput: Bool
    private let options: ChartViewer.Options
    private let inbox = ScoreInbox()
    private var played = 0

    /// - Parameters:
    ///   - events: recorded events, arriving at `arrivals` (seconds after the window opens, one each).
    ///   - readsStandardInput: whether JSON score lines are read from standard input as well.
    public init(chart: ScoreChart, events: [ScoringEvent], arrivals: [Double], readsStandardInput: Bool = false, options: ChartViewer.Options = ChartViewer.Options()) {
        score = chart
        self.events = events
        self.arrivals = arrivals
        self.readsStandardInput = readsStandardInput
        self.options = options
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window, or a `--frames` screenshot cannot be written.
    public func run() throws(ViewerError) {
        if readsStandardInput { startReading() }
        try ViewerHost(options: options).run(self, screenshotName: "livechart-score.png")
    }

    /// Reads JSON lines from standard input on a background thread into the inbox.
    private func startReading() {
        let inbox = self.inbox
        // The shared line reader: lines capped at `LineFollower.maxLineBytes`, a directory refused.
        let follower: LineFollower
        do { follower = try LineFollower(path: "-", pollInterval: 0.02) } catch {
            TerminalText.writeError("livechart: \(error)")
            return
        }
        Thread.detachNewThread { [inbox] in
            var number = 0
            while true {
                let lines = follower.poll()
                for line in lines {
                    number += 1
                    do {
                        if let e = try ScoreLineParser.parse(line, name: "stdin", lineNumber: number) { inbox.post(e) }
                    } catch {
                        TerminalText.writeError("livechart: \(error)")
                    }
                }
                if lines.isEmpty {
                    if follower.isFinished { break }
                    Thread.sleep(forTimeInterval: 0.02)
                }
            }
            if let failure = follower.takeFailure() { TerminalText.writeError("livechart: stdin: \(failure)") }
        }
    }

}

extension ScoreViewer: ViewerScene {
    var title: String { "livechart — \(score.awayName) @ \(score.homeName)" }

    var chart: Chart { score }

    /// Plays the recorded events that are due and the lines read from standard input.
    func feed(at time: Double) -> InvalidationLevel {
        var level = InvalidationLevel.none
        while played < events.count, arrivals[played] <= time {
            // Shorter arrival animations when the next event is due sooner (fast replays).
            let untilNext = played + 1 < arrivals.count ? arrivals[played + 1] - time : .infinity
            score.append(events[played], at: time, nextArrivalIn: untilNext)
            played += 1
            level = .full
        }
        for e in inbox.drain() {
            score.append(e, at: time)
            level = .full
        }
        return level
    }
}
