import Foundation
import LiveChart
import LiveChartCairo
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// The desktop viewer: an SDL2 window drawn with Cairo, driving a `KLineChart` through the
/// interaction state machine and the render scheduler.
///
/// Drag pans, a fling glides, the wheel and a trackpad pinch zoom, hovering shows the crosshair,
/// arrows / + / - / Home / End navigate, F toggles the frame time, S saves a screenshot, Q quits.
public final class ChartViewer {
    /// How the viewer runs.
    public struct Options {
        /// Initial window size in points.
        public var width = 1280
        public var height = 800
        /// Draw continuously and stop after this many frames (scripted and headless runs, frame timing);
        /// nil draws only when something changed and runs until closed.
        public var maxFrames: Int?
        /// Where S (and the end of a `maxFrames` run) saves the window's pixels as PNG.
        public var screenshotPath: String?
        public var showFrameTime = false
        /// Periods offered in the toolbar ("5m", "1d", …); clicking one calls `switchPeriod`.
        public var periods: [String] = []
        /// Makes the bars of a period (resampled from the loaded ones); nil when it cannot.
        public var switchPeriod: ((String) -> BarSeries?)?

        public init() {}
    }

    /// The indicator toggles of the toolbar: four panes and the Bollinger overlay.
    static let toggles = ["VOL", "MACD", "KDJ", "RSI", "BOLL"]

    private let chart: KLineChart
    private var controller: InteractionController
    private let options: Options
    private let source: LiveSource?
    private let history: HistoryLoader?
    private var trigger = HistoryTrigger()
    /// Answers of the history loader, handed from its thread to the frame loop.
    private let arrivals = BarInbox()
    private let measurer = PangoTextMeasurer()
    private let stopwatch = SystemClock()
    private var showFrameTime: Bool
    private var lastFrameMilliseconds = 0.0
    private var layout: KLineLayout?
    private var toolbar: Toolbar?
    private var pointer = (x: 0.0, y: 0.0)
    private var currentPeriod: String?
    /// Live bars the chart refused (older than its last bar, or not drawable).
    public private(set) var refusedBars = 0

    /// - Parameter history: where older bars come from when the view nears the oldest loaded bar.
    public init(chart: KLineChart, source: LiveSource? = nil, history: HistoryLoader? = nil, options: Options = Options()) {
        self.chart = chart
        self.source = source
        self.history = history
        self.options = options
        showFrameTime = options.showFrameTime
        currentPeriod = chart.period?.description
        var viewport = Viewport(width: Double(options.width), barCount: chart.series.count)
        viewport.showLast(min(chart.series.count, 150))
        controller = InteractionController(viewport: viewport)
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window, or a `--frames` screenshot cannot be written.
    public func run() throws(ViewerError) {
        try ViewerHost(options: options).run(self)
    }

    /// Asks the loader for older bars once the view nears the oldest one, and prepends what arrived.
    /// - Returns: `.full` when bars arrived.
    private func loadHistoryIfNeeded() -> InvalidationLevel {
        var level = InvalidationLevel.none
        for bars in arrivals.drain() {
            let added = chart.prepend(bars)
            trigger.received(added)
            controller.updateViewport { $0.didPrepend(added) }
            level = .full
        }
        if let history, let oldest = chart.series.bars.first?.time,
           trigger.shouldRequest(firstVisibleIndex: controller.viewport.timeScale.visibleLogicalRange.lowerBound, oldestTime: oldest) {
            let inbox = arrivals
            history.requestBars(before: oldest, count: trigger.batchSize) { bars in inbox.post(bars) }
        }
        return level
    }

    /// Applies a source's bars through the chart's live rule (the same time replaces the last bar, a newer
    /// one appends), O(1) each; a bar the chart refuses (older than the last, or invalid) is counted in
    /// `refusedBars` and drawn nowhere.
    private func apply(_ bars: [Bar]) {
        let before = chart.series.count
        for bar in bars {
            do {
                try chart.update(bar)
            } catch {
                refusedBars += 1
            }
        }
        let appended = chart.series.count - before
        if appended > 0 { controller.updateViewport { $0.didAppend(appended) } }
    }

    /// Window points to price-plot points.
    private func toPlot(_ input: InputEvent) -> InputEvent {
        let dx = layout?.pricePlot.minX ?? 0, dy = layout?.pricePlot.minY ?? 0
        switch input {
        case .pointerDown(let x, let y): return .pointerDown(x: x - dx, y: y - dy)
        case .pointerMove(let x, let y): return .pointerMove(x: x - dx, y: y - dy)
        case .pointerUp(let x, let y): return .pointerUp(x: x - dx, y: y - dy)
        case .longPress(let x, let y): return .longPress(x: x - dx, y: y - dy)
        case .pinch(let scale, let centerX): return .pinch(scale: scale, centerX: centerX - dx)
        default: return input
        }
    }

    private func perform(_ action: Toolbar.Action) {
        switch action {
        case .togglePane(let name):
            var options = chart.options
            let spec = IndicatorSpec(name)
            if IndicatorPanes.overlayNames().contains(name) {
                if let i = options.overlays.firstIndex(of: spec) { options.overlays.remove(at: i) } else { options.overlays.append(spec) }
            } else if let i = options.panes.firstIndex(of: spec) {
                options.panes.remove(at: i)
            } else if options.panes.count < KLineOptions.maxPanes {
                options.panes.append(spec)
            }
            // The toolbar offers only registered names in their own places, so this cannot be refused.
            try? chart.setOptions(options)
        case .period(let name):
            guard name != currentPeriod, let series = options.switchPeriod?(name) else { return }
            // The resampler makes ordered, valid bars, so the chart cannot refuse them.
            try? chart.setBars(series, period: BarPeriod(name))
            currentPeriod = name
            var viewport = Viewport(width: controller.viewport.width, barCount: series.count)
            viewport.showLast(min(series.count, 150))
            controller.setViewport(viewport)
        }
    }
}

extension ChartViewer: ViewerScene {
    var title: String { "livechart — \(chart.series.symbol ?? "chart")" }

    var isDragging: Bool { controller.state == .dragging || controller.state == .gliding }

    func handle(_ event: ViewerEvent, at time: Double) -> InvalidationLevel {
        switch event {
        case .input(let input):
            if case .pointerDown(let x, let y) = input, let action = toolbar?.hit(x: x, y: y) {
                perform(action)
                return .full
            }
            if case .pointerMove(let x, let y) = input { pointer = (x, y) }
            return controller.handle(toPlot(input), at: time)
        case .wheel(let dx, let dy):
            return controller.handle(.wheel(deltaX: dx, deltaY: dy, x: pointer.x - (layout?.pricePlot.minX ?? 0)), at: time)
        case .toggleFrameTime:
            showFrameTime.toggle()
            return .cursor
        default:
            return .none
        }
    }

    func tick(at time: Double) -> InvalidationLevel {
        var level = controller.tick(at: time)
        if let source {
            let bars = source.poll(last: chart.series.last, at: time)
            if !bars.isEmpty {
                apply(bars)
                level = .full
            }
        }
        return max(level, loadHistoryIfNeeded())
    }

    func draw(_ frame: RenderScheduler.Frame, canvas: ViewerCanvas, raster: FrameRasterizer, at time: Double) -> OpaquePointer? {
        let start = stopwatch.now()
        let size = canvas.size, scale = canvas.scale
        let context = RenderContext(size: size, pixelRatio: scale, measurer: measurer, time: time)
        let layout = chart.layout(in: context)
        if self.layout?.pricePlot.width != layout.pricePlot.width {
            controller.updateViewport { $0.resize(width: layout.pricePlot.width) }
        }
        self.layout = layout
        chart.viewport = controller.viewport
        chart.crosshair = controller.crosshair
        if frame.level >= .light || raster.base == nil {
            let base = chart.makeBaseLayerTree(in: context, includeIndicatorPanes: frame.includesIndicatorPanes)
            let keep = frame.includesIndicatorPanes ? [] : layout.panes.dropFirst().map { $0.legend.union($0.plot) }
            raster.drawBase(base.presentation(size: size, background: chart.options.theme.background), scale: scale, keep: keep)
        }
        let overlay = Layer(name: "overlay")
        overlay.addSublayer(chart.makeCrosshairLayer(in: context))
        let bar = Toolbar(row: layout.title, periods: options.periods, currentPeriod: currentPeriod, panes: ChartViewer.toggles,
                          shownPanes: (chart.options.panes + chart.options.overlays).map(\.name), measurer: measurer, font: chart.options.theme.font)
        toolbar = bar
        overlay.addSublayer(bar.layer(theme: chart.options.theme, font: chart.options.theme.font))
        if showFrameTime {
            let text = String(format: "frame %.1f ms", lastFrameMilliseconds)
            overlay.addSublayer(TextLayer(runs: [TextRun(text, at: CGPoint(x: layout.pricePlot.maxX - 8, y: layout.pricePlot.maxY - 8),
                                                         font: chart.options.theme.font, color: chart.options.theme.secondaryText,
                                                         horizontal: .right, vertical: .bottom)]))
        }
        let image = raster.compose(overlay: overlay.presentation(size: size), scale: scale)
        lastFrameMilliseconds = (stopwatch.now() - start) * 1000
        return image
    }
}
