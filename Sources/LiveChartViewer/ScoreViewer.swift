import CCairo
import CSDL2
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// A window replaying a basketball game into a `ScoreChart` as it happens: recorded
/// events arrive at their scheduled times (seconds after the window opens), and JSON lines read from a
/// standard input arrive when they are read (`ScoreLineParser`; a bad line is reported on
/// standard error and skipped). Each arrival animates; frames are drawn while anything moves.
///
/// The mouse wheel or a two-finger pinch changes the room per event (20…80 points); S saves a
/// screenshot, Q or Escape quits. `ChartViewer.Options` sets the size, frame limit and screenshot path.
public final class ScoreViewer {
    private let chart: ScoreChart
    private let events: [ScoringEvent]
    private let arrivals: [Double]
    private let readsStandardInput: Bool
    private let options: ChartViewer.Options
    private let raster = FrameRasterizer()
    private let inbox = ScoreInbox()
    private var played = 0
    private var framesDrawn = 0
    private var running = true

    /// - Parameters:
    ///   - events: recorded events, arriving at `arrivals` (seconds after the window opens, one each).
    ///   - readsStandardInput: whether JSON score lines are read from standard input as well.
    public init(chart: ScoreChart, events: [ScoringEvent], arrivals: [Double], readsStandardInput: Bool = false, options: ChartViewer.Options = ChartViewer.Options()) {
        self.chart = chart
        self.events = events
        self.arrivals = arrivals
        self.readsStandardInput = readsStandardInput
        self.options = options
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window.
    public func run() throws(ViewerError) {
        let window = try SDLWindow(title: "livechart — \(chart.awayName) @ \(chart.homeName)", width: options.width, height: options.height)
        if readsStandardInput { startReading() }
        let clock = ContinuousClock(), start = clock.now
        func now() -> Double {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        var dirty = true
        var event = SDL_Event()
        while running {
            if SDL_WaitEventTimeout(&event, 8) != 0 {
                dirty = handle(event, at: now()) || dirty
                while SDL_PollEvent(&event) != 0 { dirty = handle(event, at: now()) || dirty }
            }
            let t = now()
            while played < events.count, arrivals[played] <= t {
                // Shorter arrival animations when the next event is due sooner (fast replays).
                let untilNext = played + 1 < arrivals.count ? arrivals[played + 1] - t : .infinity
                chart.append(events[played], at: t, nextArrivalIn: untilNext)
                played += 1
                dirty = true
            }
            for e in inbox.drain() {
                chart.append(e, at: t)
                dirty = true
            }
            if dirty || chart.isAnimating(at: t) || options.maxFrames != nil {
                draw(in: window, at: t)
                dirty = false
            }
            if let max = options.maxFrames, framesDrawn >= max { running = false }
        }
        if options.maxFrames != nil { try raster.saveAtEnd(to: options.screenshotPath) }
    }

    /// Reads JSON lines from standard input on a background thread into the inbox.
    private func startReading() {
        let inbox = self.inbox
        Thread.detachNewThread { [inbox] in
            var number = 0
            while let line = readLine(strippingNewline: true) {
                number += 1
                do {
                    if let e = try ScoreLineParser.parse(line, name: "stdin", lineNumber: number) { inbox.post(e) }
                } catch {
                    FileHandle.standardError.write(Data("livechart: \(error)\n".utf8))
                }
            }
        }
    }

    /// - Returns: whether the window must be redrawn.
    private func handle(_ event: SDL_Event, at time: Double) -> Bool {
        switch ViewerEvent(event) {
        case .quit:
            running = false
        case .screenshot:
            raster.saveRequested(to: options.screenshotPath ?? "livechart-score.png")
        case .resized:
            return true
        case .wheel(_, let dy):
            chart.pinch(by: pow(1.1, dy), at: time)
            return true
        case .input(.pinch(let scale, _)):
            chart.pinch(by: scale, at: time)
            return true
        default:
            break
        }
        return false
    }

    private func draw(in window: SDLWindow, at time: Double) {
        let points = window.pointSize, pixels = window.pixelSize
        let size = CGSize(width: points.width, height: points.height)
        let scale = Double(pixels.width) / Double(max(points.width, 1))
        if size != chart.size { chart.resize(to: size, at: time) }
        raster.drawBase(chart.displayList(at: time), scale: scale)
        guard let image = raster.compose(overlay: DisplayList(size: size), scale: scale),
              let data = cairo_image_surface_get_data(image) else { return }
        window.present(pixels: data, width: Int(cairo_image_surface_get_width(image)), height: Int(cairo_image_surface_get_height(image)),
                       stride: Int(cairo_image_surface_get_stride(image)))
        framesDrawn += 1
    }
}
