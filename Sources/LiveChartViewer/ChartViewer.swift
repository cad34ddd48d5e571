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
/// arrows / + / - / Home / End navigate, F toggles the frame time, S saves a screenshot, Q quits. Drawing: T R L H V
/// P C G B N M pick a tool (`ViewerEvent.toolKeys`), clicks place it, Delete removes the selected one, U or Ctrl+Z
/// undoes, Escape cancels, W saves to `--drawings` (also done on quitting when they changed).
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
        /// The newest bars the first view shows, as `kline --last N` draws them; nil: the newest 150 with a margin.
        public var initialBars: Int?
        /// Where W (and quitting, when they changed) writes the drawings as JSON (`DrawingFile`); nil keeps them unsaved.
        public var drawingsPath: String?
        public var showFrameTime = false
        /// Periods offered in the toolbar ("5m", "1d", …); clicking one calls `switchPeriod`.
        public var periods: [String] = []
        /// Makes the bars of a period (resampled from the loaded ones); nil when it cannot.
        public var switchPeriod: ((String) -> BarSeries?)?

        public init() {}
    }

    /// The indicator toggles of the toolbar: four panes and the Bollinger overlay.
    static let toggles = ["VOL", "MACD", "KDJ", "RSI", "BOLL"]

    private let klineChart: KLineChart
    private let options: Options
    private let source: LiveSource?
    private let history: HistoryLoader?
    private var trigger = HistoryTrigger()
    /// Answers of the history loader, handed from its thread to the frame loop.
    private let arrivals = BarInbox()
    private let stopwatch = SystemClock()
    private var showFrameTime: Bool
    private var lastFrameMilliseconds = 0.0
    /// How many of the source's gaps have a vertical line.
    private var markedGaps = 0
    private var toolbar: Toolbar?
    private var currentPeriod: String?
    /// The drawings as last loaded or saved: quitting saves only a change.
    private var savedDrawings: [Drawing] = []
    /// Live bars the chart refused (older than its last bar, or not drawable).
    public private(set) var refusedBars = 0

    /// - Parameter history: where older bars come from when the view nears the oldest loaded bar.
    public init(chart: KLineChart, source: LiveSource? = nil, history: HistoryLoader? = nil, options: Options = Options()) {
        klineChart = chart
        self.source = source
        self.history = history
        self.options = options
        showFrameTime = options.showFrameTime
        currentPeriod = chart.period?.description
        let count = chart.drawnBars.count
        if let n = options.initialBars {
            // `kline --last N`'s view exactly: the newest N bars across the price plot, no margin after the newest.
            let size = CGSize(width: Double(options.width), height: Double(options.height))
            let plot = chart.layout(in: RenderContext(size: size, measurer: PangoTextMeasurer())).plot
            // No margin but the slots lines drawn ahead of it need (Ichimoku's cloud).
            var viewport = Viewport(width: plot.width, barCount: count, realTimeOffset: Double(chart.barsAhead))
            viewport.showLast(min(count, n))
            chart.viewport = viewport
        } else {
            var viewport = Viewport(width: Double(options.width), barCount: count, realTimeOffset: max(2, Double(chart.barsAhead)))
            viewport.showLast(min(count, 150))
            chart.viewport = viewport
        }
        // A live chart makes its indicators' engines now, not on the first live bar (1 s at 1M bars, one frame).
        if source != nil { chart.prepareLiveUpdates() }
    }

    /// Opens the window and runs until it is closed (or `maxFrames` frames were drawn).
    /// - Throws: `ViewerError` when SDL cannot open a window, or a `--frames` screenshot cannot be written.
    public func run() throws(ViewerError) {
        savedDrawings = klineChart.drawings
        try ViewerHost(options: options).run(self)
        if klineChart.drawings != savedDrawings { saveDrawings() }
    }

    /// Writes the chart's drawings to `options.drawingsPath` (atomically), noting it on standard error; a
    /// failure is reported there too and loses nothing on screen.
    private func saveDrawings() {
        guard let path = options.drawingsPath else {
            TerminalText.writeError("livechart: viewer: no --drawings FILE.json to save the drawings to")
            return
        }
        do {
            // As every output: atomically, over a regular file only (a link's target), keeping its mode.
            try ChartFileWriter.write(Data(DrawingFile.json(klineChart.drawings, clock: klineChart.clock).utf8), to: path)
            savedDrawings = klineChart.drawings
            TerminalText.writeError("livechart: viewer: \(klineChart.drawings.count) drawings saved to \(path)")
        } catch {
            TerminalText.writeError("livechart: viewer: cannot save the drawings to \(path): \(error)")
        }
    }

    /// Asks the loader for older bars once the view nears the oldest one, and prepends what arrived.
    /// - Returns: `.full` when bars arrived.
    private func loadHistoryIfNeeded() -> InvalidationLevel {
        var level = InvalidationLevel.none
        let chart = klineChart
        for bars in arrivals.drain() {
            trigger.received(chart.prepend(bars))
            level = .full
        }
        if let history, let oldest = chart.series.bars.first?.time, let viewport = chart.viewport,
           trigger.shouldRequest(firstVisibleIndex: viewport.timeScale.visibleLogicalRange.lowerBound, oldestTime: oldest) {
            let inbox = arrivals
            history.requestBars(before: oldest, count: trigger.batchSize) { bars in inbox.post(bars) }
        }
        return level
    }

    /// Applies a source's bars through the chart's live rule (the same time replaces the last bar, a newer
    /// one appends), O(1) each; a bar the chart refuses (older than the last, or invalid) is counted in
    /// `refusedBars` and drawn nowhere.
    private func apply(_ bars: [Bar]) {
        for bar in bars {
            do {
                try klineChart.update(bar)
            } catch {
                refusedBars += 1
            }
        }
    }

    /// A dashed "gap" line after each bar a feed could not fill after, once. O(new gaps).
    private func markGaps(_ gaps: [Int64]) -> Bool {
        guard gaps.count > markedGaps else { return false }
        var options = klineChart.options
        for time in gaps[markedGaps...] {
            options.verticalLines.append(VerticalLine(time: time, title: "gap", color: options.theme.secondaryText))
        }
        markedGaps = gaps.count
        // Vertical lines at bar times already drawn cannot be refused.
        try? klineChart.setOptions(options)
        return true
    }

    private func perform(_ action: Toolbar.Action) {
        let chart = klineChart
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
            chart.viewport?.showLast(min(chart.drawnBars.count, 150))
        }
        if source != nil { chart.prepareLiveUpdates() }
    }
}

extension ChartViewer: ViewerScene {
    var title: String { "livechart — \(klineChart.series.symbol ?? "chart")" }

    var chart: Chart { klineChart }

    func intercept(_ event: ViewerEvent, in context: RenderContext) -> InvalidationLevel? {
        switch event {
        case .input(.pointerDown(let x, let y)):
            guard let action = toolbar?.hit(x: x, y: y) else { return nil }
            perform(action)
            return .full
        case .toggleFrameTime:
            showFrameTime.toggle()
            return .cursor
        case .drawingTool(let tool):
            klineChart.beginDrawing(tool)
            return .full
        case .escape:
            guard klineChart.editor.isActive || klineChart.selectedDrawing != nil else { return nil }
            return klineChart.handle(.key(.escape), in: context)
        case .saveDrawings:
            saveDrawings()
            return InvalidationLevel.none  // handled: saving changes nothing on screen
        default:
            return nil
        }
    }

    func feed(at time: Double) -> InvalidationLevel {
        var level = InvalidationLevel.none
        if let source {
            let bars = source.poll(last: klineChart.series.last, at: time)
            if !bars.isEmpty {
                apply(bars)
                level = .full
            }
            if markGaps(source.gaps) { level = .full }
        }
        return max(level, loadHistoryIfNeeded())
    }

    /// The base (everything under the cursor's layers, the indicator panes' old pixels kept while a drag lets them
    /// wait) at `.light` and above; the cursor's layers (axes, legends, title, crosshair), toolbar and frame time over
    /// it on every frame, so a hover onto another bar rasterises no candle.
    func draw(_ frame: RenderScheduler.Frame, in context: RenderContext, raster: FrameRasterizer) -> OpaquePointer? {
        let start = stopwatch.now()
        let chart = klineChart, size = context.size, scale = context.pixelRatio
        let layout = chart.layout(in: context)
        if frame.level >= .light || raster.base == nil {
            let panes = frame.includesIndicatorPanes
            let base = chart.makeBaseLayerTree(in: context, includeIndicatorPanes: panes)
            let keep = panes ? [] : layout.panes.dropFirst().map(\.plot)
            raster.drawBase(base.presentation(size: size, background: chart.options.theme.background), scale: scale, keep: keep)
        }
        let overlay = Layer(name: "overlay")
        overlay.addSublayer(chart.makeCursorLayerTree(in: context))
        let theme = chart.options.theme
        let bar = Toolbar(row: layout.title, periods: options.periods, currentPeriod: currentPeriod, panes: ChartViewer.toggles,
                          shownPanes: (chart.options.panes + chart.options.overlays).map(\.name), measurer: context.measurer, font: theme.font)
        toolbar = bar
        overlay.addSublayer(bar.layer(theme: theme, font: theme.font))
        if let status = source?.status {
            overlay.addSublayer(TextLayer(runs: [TextRun(status, at: CGPoint(x: layout.plot.minX + 8, y: layout.plot.maxY - 8),
                                                         font: theme.font, color: theme.secondaryText, horizontal: .left, vertical: .bottom)]))
        }
        if showFrameTime {
            let text = String(format: "frame %.1f ms", lastFrameMilliseconds)
            overlay.addSublayer(TextLayer(runs: [TextRun(text, at: CGPoint(x: layout.plot.maxX - 8, y: layout.plot.maxY - 8),
                                                         font: theme.font, color: theme.secondaryText, horizontal: .right, vertical: .bottom)]))
        }
        let image = raster.compose(overlay: overlay.presentation(size: size), scale: scale)
        lastFrameMilliseconds = (stopwatch.now() - start) * 1000
        return image
    }
}
