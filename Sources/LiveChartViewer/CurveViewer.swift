import CSDL2
import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData

/// A window showing a `CurveChart` as it animates: the intro (stroke growth, fill fade, marker
/// pulses), and with a line source the sliding window of the newest values advancing as lines arrive.
/// Hovering shows the nearest data point with its value; S saves a screenshot, Q quits.
public final class CurveViewer {
    private let chart: CurveChart
    private let follower: LineFollower?
    private let window: Int
    private let options: ChartViewer.Options
    private let measurer = PangoTextMeasurer()
    private let raster = FrameRasterizer()
    private let clock = SystemClock()
    private var pointer: CGPoint?
    private var framesDrawn = 0
    private var running = true

    /// - Parameters:
    ///   - follower: lines of comma-separated numbers, one value per series (stdin or a growing file);
    ///     nil plays the intro of the chart's own values.
    ///   - window: how many values the streaming view shows (≥ 2).
    public init(chart: CurveChart, follower: LineFollower? = nil, window: Int = 60, options: ChartViewer.Options = ChartViewer.Options()) {
        self.chart = chart
        self.follower = follower
        self.window = max(window, 2)
        self.options = options
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window.
    public func run() throws(ViewerError) {
        let sdl = try SDLWindow(title: "livechart — \(chart.options.title ?? "curve")", width: options.width, height: options.height)
        var canvas = sdl.canvas
        let context = RenderContext(size: canvas.size, pixelRatio: canvas.scale, measurer: measurer)
        let stream = follower.map { _ in CurveStream(window: window, chart: chart, context: context, at: clock.now()) }
        let animator = stream?.animator ?? CurveAnimator(chart: chart, context: context, at: clock.now())
        var dirty = true, skipped = 0
        var event = SDL_Event()
        while running {
            if SDL_WaitEventTimeout(&event, 8) != 0 {
                repeat { dirty = handle(event) || dirty } while SDL_PollEvent(&event) != 0
            }
            let now = clock.now()
            if sdl.canvas.size != canvas.size {
                canvas = sdl.canvas
                animator.resize(to: canvas.size, at: now)
                dirty = true
            }
            if let stream, let follower {
                for line in follower.poll() {
                    let values = line.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
                    guard values.count == chart.series.count, values.allSatisfy({ $0 != nil }) else {
                        skipped += 1
                        FileHandle.standardError.write(Data("livechart: warning: skipped line '\(line)' (\(chart.series.count) number(s) expected)\n".utf8))
                        continue
                    }
                    stream.append(values.compactMap { $0 }, at: now)
                    dirty = true
                }
            }
            if dirty || animator.isAnimating(at: now) || options.maxFrames != nil {
                draw(animator.displayList(at: now), on: sdl, scale: canvas.scale)
                dirty = false
            }
            if let max = options.maxFrames, framesDrawn >= max { running = false }
        }
        if options.maxFrames != nil { try raster.saveAtEnd(to: options.screenshotPath) }
    }

    /// - Returns: whether the window must be redrawn.
    private func handle(_ event: SDL_Event) -> Bool {
        switch ViewerEvent(event) {
        case .quit:
            running = false
        case .input(.pointerMove(let x, let y)):
            pointer = CGPoint(x: x, y: y)
            return true
        case .input(.pointerExit):
            pointer = nil
            return true
        case .screenshot:
            raster.saveRequested(to: options.screenshotPath ?? "livechart-screenshot.png")
        case .resized:
            return true
        default:
            break
        }
        return false
    }

    private func draw(_ list: DisplayList, on sdl: SDLWindow, scale: Double) {
        raster.drawBase(list, scale: scale)
        guard let image = raster.compose(overlay: tooltipOverlay(size: list.size), scale: scale) else { return }
        sdl.present(surface: image)
        framesDrawn += 1
    }

    /// A dot on the data point nearest the pointer and a label with its value and unit.
    private func tooltipOverlay(size: CGSize) -> DisplayList {
        guard let pointer, let tip = chart.tooltip(at: pointer, in: RenderContext(size: size, measurer: measurer)) else { return DisplayList(size: size) }
        let theme = chart.options.theme
        var dot = Path()
        dot.addCircle(center: tip.position, radius: 4)
        let text = tip.title.isEmpty ? tip.valueText : "\(tip.title)  \(tip.valueText)"
        let box = measurer.size(of: text, font: theme.font)
        let left = min(max(tip.position.x + 10, 4), size.width - box.width - 12)
        var background = Path()
        background.addRect(CGRect(x: left - 4, y: tip.position.y - 28, width: box.width + 8, height: box.height + 4))
        return DisplayList(size: size, items: [
            .fill(background, theme.background.withAlpha(0.9)),
            .stroke(background, StrokeStyle(color: theme.axisLine, lineWidth: 1)),
            .text(TextRun(text, at: CGPoint(x: left, y: tip.position.y - 26), font: theme.font, color: theme.text, vertical: .top)),
            .fill(dot, theme.crosshair),
        ])
    }
}
