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
    private var pointer: CGPoint?
    /// Made at the first frame, when the canvas is known.
    private var animator: CurveAnimator?
    private var stream: CurveStream?
    private var canvas: ViewerCanvas?

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
    /// - Throws: `ViewerError` when SDL cannot open a window, or a `--frames` screenshot cannot be written.
    public func run() throws(ViewerError) {
        try ViewerHost(options: options).run(self)
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

extension CurveViewer: ViewerScene {
    var title: String { "livechart — \(chart.options.title ?? "curve")" }

    func handle(_ event: ViewerEvent, at time: Double) -> InvalidationLevel {
        switch event {
        case .input(.pointerMove(let x, let y)):
            pointer = CGPoint(x: x, y: y)
            return .cursor
        case .input(.pointerExit):
            pointer = nil
            return .cursor
        default:
            return .none
        }
    }

    /// Appends the values of lines that arrived; a line without one finite number (|x| ≤ 1e15) per series is skipped with a warning.
    func tick(at time: Double) -> InvalidationLevel {
        guard let stream, let follower else { return .none }
        var level = InvalidationLevel.none
        for line in follower.poll() {
            let values = line.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard values.count == chart.series.count, values.allSatisfy({ $0.map { $0.isFinite && abs($0) <= 1e15 } ?? false }) else {
                FileHandle.standardError.write(Data("livechart: warning: skipped line '\(line)' (\(chart.series.count) finite number(s) expected)\n".utf8))
                continue
            }
            stream.append(values.compactMap { $0 }, at: time)
            level = .full
        }
        return level
    }

    func isAnimating(at time: Double) -> Bool { animator?.isAnimating(at: time) ?? false }

    func draw(_ frame: RenderScheduler.Frame, canvas: ViewerCanvas, raster: FrameRasterizer, at time: Double) -> OpaquePointer? {
        if animator == nil {
            let context = RenderContext(size: canvas.size, pixelRatio: canvas.scale, measurer: measurer)
            stream = follower.map { _ in CurveStream(window: window, chart: chart, context: context, at: time) }
            animator = stream?.animator ?? CurveAnimator(chart: chart, context: context, at: time)
        } else if canvas != self.canvas {
            animator?.resize(to: canvas.size, at: time)
        }
        self.canvas = canvas
        guard let animator else { return nil }
        raster.drawBase(animator.displayList(at: time), scale: canvas.scale)
        return raster.compose(overlay: tooltipOverlay(size: canvas.size), scale: canvas.scale)
    }
}
