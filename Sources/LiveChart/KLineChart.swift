import Foundation
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// A candlestick (K-line) chart: the model that owns bars, indicator lines and the time scale, and
/// builds the layer tree a renderer presents for a `RenderContext`.
///
/// ```swift
/// var options = KLineOptions()
/// options.panes = [IndicatorSpec("VOL"), IndicatorSpec("MACD")]
/// let chart = try KLineChart(series: bars, options: options)
/// try chart.update(liveBar)          // same time: replaces the last bar; newer: appends
/// let png = try ChartImage.png(chart.displayList(in: context))
/// ```
///
/// Work is done by cause: a live bar (`update`) costs O(1) per indicator line; new options recompute only
/// the indicators whose spec, convention or registry changed (a title, theme or locale recomputes none);
/// a frame costs O(visible bars). The chart is not thread-safe: one owner mutates it and builds its frames;
/// the display list it returns is immutable and `Sendable`, so any thread may render that.
public final class KLineChart: Chart {
    public private(set) var series: BarSeries
    /// What the chart shows; change it with `setOptions(_:)`, which validates first.
    public private(set) var options: KLineOptions
    /// How many of the newest bars the time scale shows; nil shows all. Ignored when `viewport` is set.
    public var visibleBarCount: Int?
    /// The interactive time scale (bar spacing and right offset); nil fits `visibleBarCount` bars.
    /// Its width is replaced by the price plot's width when drawing. `handle(_:in:)` sets it; live bars,
    /// `prepend` and `setBars` keep its bar count equal to the drawn bars'.
    public var viewport: Viewport?
    /// The crosshair to draw (canvas points); legends then show the crosshair bar's values. `handle(_:in:)`
    /// sets it from the pointer.
    public var crosshair: Crosshair?
    /// The gesture state behind `handle(_:in:)`, made at the first event.
    var interaction: InteractionController?
    /// The price plot's left edge at the last event: the controller's x origin on the canvas.
    var interactionPlotLeft = 0.0
    /// The series' period, inferred from bar times when not given.
    public var period: BarPeriod?
    /// Whether the newest bar's period is not over (`LoadedBars.partial`: resampled bars ending mid-week,
    /// say): it is drawn as a faint body inside its outline, so it does not read as a closed bar.
    public var lastBarIsPartial = false

    /// The moving-average lines of `options.maPeriods` (nil when there are none).
    public private(set) var averages: IndicatorPane?
    /// The indicator panes under the price pane, in `options.panes` order.
    public private(set) var panes: [IndicatorPane] = []
    /// The indicators over the price pane, in `options.overlays` order.
    public private(set) var overlays: [IndicatorPane] = []
    /// The highest finite high of all loaded bars (1 when none), which sizes the price axis so it
    /// does not change width while scrolling. Updated with the data, not per frame.
    public private(set) var highestPrice = 1.0
    /// The decimals axis and legend labels use: the data's quoting (`quotedDecimals`), at least
    /// what the price magnitude asks for (`NumberFormat.priceDecimals`).
    public private(set) var priceDecimals = 2
    /// The decimals the series is quoted in, its tick (2 for cents; `Collection.quotedDecimals` of the bars).
    public private(set) var quotedDecimals = 2
    /// The markers (`setMarkers`) on the drawn bars.
    var placedMarkers = PlacedMarkers()
    /// The user's series (`setUserSeries`) joined onto the drawn bars.
    var userValues: [UserSeriesValues] = []
    /// The drawings on the price pane (trend lines, Fibonacci retracements, …), anchored in time and price.
    /// A drawing whose first point is before the first bar is not drawn. O(log n) each per frame.
    public var drawings: [Drawing] = []
    /// The drawing shown with its handles (being edited), an index into `drawings`.
    public var selectedDrawing: Int?
    /// Drawing with the pointer: the tool being placed, the handle dragged, the undo history.
    public internal(set) var editor = DrawingEditor()
    /// The Heikin-Ashi bars in that style, else nil.
    private var heikinAshi: [Bar]?
    /// The boxes of a box style (Renko, point and figure, Kagi, line break), else nil. Indicators and the
    /// time scale then run over the boxes, as mplfinance's moving averages on Renko do.
    private var boxes: PriceBoxes?

    /// Creates a chart of `series` (empty by default: feed it with `update`).
    /// - Throws: `ChartError.invalidSeries` for bars out of time order or not drawable, `.indicator` for a pane
    ///   or overlay that cannot be made, `.tooManyPanes`, `.invalidBoxSize`.
    /// - Complexity: O(n) per indicator (batch computation).
    public init(series: BarSeries = BarSeries(), options: KLineOptions = KLineOptions(), period: BarPeriod? = nil) throws(ChartError) {
        try KLineChart.check(series)
        self.series = series
        self.options = options
        self.period = period ?? BarPeriod.infer(fromTimes: series.bars.map(\.time))
        refreshDerivedBars()
        try rebuild(options, keeping: false)
        refreshPriceFacts()
    }

    /// The zone bar times are labelled in: `options.timeZone` for a series of instants, nil for wall-clock bars.
    public var labelZone: ZoneOffsets? { series.timeBasis == .instant ? options.timeZone : nil }

    /// Where times from other sources (marker, drawing and column files; live streams) go on this chart: the
    /// series' kind of time in `options.timeZone`, business days when `period` is daily or coarser.
    public var clock: ChartClock {
        ChartClock(basis: series.timeBasis, zone: options.timeZone, businessDays: period.map { !$0.isIntraday } ?? false)
    }

    /// The bar time of a wall-clock time a user gives (a date or date and time on the command line, read in
    /// `labelZone`): an instant for a series of instants (a repeated wall time is its earlier instant), else
    /// the time itself. O(log transitions).
    public func barTime(ofWallTime wall: Int64) -> Int64 { labelZone?.instant(ofWallTime: wall) ?? wall }

    /// The formatter of the chart's time labels in `locale`. O(1).
    func timeLabelFormatter(locale: ChartLocale) -> TimeLabelFormatter {
        TimeLabelFormatter(locale: locale, intraday: period?.isIntraday ?? false, zone: labelZone)
    }

    /// A bar time as indicators see it: on the wall clock of `labelZone` (VWAP's sessions are the zone's days),
    /// seconds. O(log transitions).
    func indicatorTime(_ time: Int64) -> Int64 { labelZone?.wallTime(of: time) ?? time }

    /// `bar` as indicators see it (`indicatorTime`). O(log transitions).
    private func onIndicatorClock(_ bar: Bar) -> Bar {
        guard labelZone != nil else { return bar }
        var b = bar
        b.time = indicatorTime(bar.time)
        return b
    }

    /// `bars` as indicators see them (`onIndicatorClock`); the same array for wall-clock bars. O(n) for instants.
    private func onIndicatorClock(_ bars: [Bar]) -> [Bar] { labelZone == nil ? bars : bars.map(onIndicatorClock) }

    /// The bars as drawn: the series itself, its Heikin-Ashi transform, or the boxes of a box style.
    public var drawnBars: [Bar] { heikinAshi ?? boxes?.bars ?? series.bars }
    /// The series bar behind each drawn bar, index for index (`drawnBars`): the series itself, also under
    /// Heikin-Ashi candles; nil for a box style, whose boxes each stand for several bars or for part of one,
    /// however many there are.
    public var seriesBarsUnderDrawn: [Bar]? { boxes == nil ? series.bars : nil }
    /// The bars indicators are computed over: the boxes of a box style, else the series.
    private var plottedBars: [Bar] { boxes?.bars ?? series.bars }
    /// The price height of one box in a box style (a Renko brick, a point-and-figure box), else nil.
    public var boxSize: Double? { boxes?.boxSize }
    /// The moving averages' values, one array per `options.maPeriods` entry.
    public var movingAverages: [[Double]] { averages?.content.series.map(\.values) ?? [] }
    /// The panes' content, in order.
    public var paneContents: [PaneContent] { panes.map(\.content) }
    /// The overlays' content, in order.
    public var overlayContents: [PaneContent] { overlays.map(\.content) }

    /// Applies new options, recomputing only what they change: indicators whose spec, convention or
    /// registry changed (others are kept with their live engines), the Heikin-Ashi bars when the style
    /// enters or leaves that mode, line colours when the theme changed. Nothing changes when it throws.
    /// - Throws: `ChartError.indicator` (unknown name, bad parameter, overlay asked as a pane or the
    ///   reverse), `.tooManyPanes`.
    public func setOptions(_ new: KLineOptions) throws(ChartError) {
        let old = options
        let sameClock = series.timeBasis == .wallClock || new.timeZone == old.timeZone
        let sameIndicators = new.registry.version == old.registry.version && new.convention == old.convention && sameClock
        let sameBoxes = new.style.drawsBoxes == old.style.drawsBoxes && (!new.style.drawsBoxes || (new.style == old.style && new.boxes == old.boxes))
        if !sameBoxes {
            let before = (boxes, heikinAshi, options)
            options = new
            refreshDerivedBars()
            do {
                try rebuild(new, keeping: false)
            } catch {
                (boxes, heikinAshi, options) = before
                throw error
            }
        } else if !sameIndicators || new.maPeriods != old.maPeriods || new.panes != old.panes || new.overlays != old.overlays {
            try rebuild(new, keeping: sameIndicators)
        }
        if new.theme != old.theme {
            for k in panes.indices { panes[k].recolor(new.theme) }
            for k in overlays.indices { overlays[k].recolor(new.theme) }
            averages?.recolor(new.theme)
        }
        options = new
        if (new.style == .heikinAshi) != (old.style == .heikinAshi) { refreshHeikinAshi() }
        if !sameBoxes {
            fitViewToDrawnBars()
            placeMarkers()
        }
    }

    /// After the drawn bars were replaced (a box style entered or left): the viewport takes their count at
    /// the same bar spacing, at real time, and a crosshair on the old bars goes.
    private func fitViewToDrawnBars() {
        viewport = viewport.map { Viewport(width: $0.width, barCount: drawnBars.count, barSpacing: $0.barSpacing) }
        crosshair = nil
    }

    /// Applies a live bar with lightweight-charts' rule: a bar with the last bar's time replaces it (the
    /// live bar moving within its period), a newer one is appended. Works on an empty chart.
    ///
    /// Every indicator advances through its streaming engine, made on the first live bar from the history
    /// (O(n) once); after that the whole update is O(1) in the history's length: the values written are the
    /// ones a batch computation of the same bars gives (the same recurrence).
    /// - Throws: `ChartError.olderBar` for a bar older than the last, `.invalidBar` for one that cannot be
    ///   drawn (`Bar.invalidReason`); nothing changes then.
    public func update(_ bar: Bar) throws(ChartError) {
        if let reason = bar.invalidReason { throw .invalidBar(time: bar.time, reason: reason) }
        let last = series.last
        if let last, bar.time < last.time { throw .olderBar(time: bar.time, lastTime: last.time) }
        if let boxSize, let from = plottedBars.last?.close,
           abs(bar.close - from) / boxSize > Double(PriceBoxes.maximumBoxes) {
            throw .invalidBar(time: bar.time, reason: "moves more than \(PriceBoxes.maximumBoxes) boxes of \(boxSize) at once")
        }
        // An open or close outside [low, high] widens the range, as the readers repair it.
        var bar = bar
        bar.high = max(bar.high, bar.open, bar.close)
        bar.low = min(bar.low, bar.open, bar.close)
        let replacing = last?.time == bar.time
        let drawnBefore = drawnBars.count
        defer { viewportFollowsDrawnBars(from: drawnBefore) }
        if boxes == nil { feedIndicators(bar, replacing: replacing, history: series.bars) }
        if replacing { series.updateLast(bar) } else { series.append(bar) }
        if let change = boxes?.update(bar, replacing: replacing) {
            followBoxes(change)
        } else if boxes == nil, options.style.drawsBoxes {
            recomputeAll()  // a box style over no bars had no box size yet: the first bars give one (O(n) once)
        }
        highestPrice = series.count == 1 ? bar.high : max(highestPrice, bar.high)
        if period == nil, series.count >= 2, series.count <= 64 { period = BarPeriod.infer(fromTimes: series.bars.map(\.time)) }
        if heikinAshi != nil {
            let previous = heikinAshi!.count - (replacing ? 2 : 1)
            let drawn = HeikinAshi.next(after: previous >= 0 ? heikinAshi![previous] : nil, bar)
            if replacing { heikinAshi![heikinAshi!.count - 1] = drawn } else { heikinAshi!.append(drawn) }
        }
        if boxes == nil {
            placedMarkers.placeNewest(bars: drawnBars, period: period)
            for k in userValues.indices { userValues[k].joinNewest(bars: drawnBars, period: period) }
        } else {
            placeMarkers()
        }
    }

    /// Bars of room `prepareLiveUpdates` makes in the series and every line, so live bars append without copying:
    /// as many again as the history holds (at least 4,096), since a full array doubles by copying everything (a
    /// 0.2 s frame at 1M bars). Untouched room is address space, not resident memory.
    static func liveReserve(for count: Int) -> Int { max(4_096, count) }

    /// Makes every indicator's streaming engine now from the history (O(n) once, about 1 s at 1M bars with the
    /// default panes), instead of on the first live bar: a host that will call `update` calls this while it opens,
    /// so the first live bar does not stall a frame; the series and every line get storage of their own, which
    /// they would otherwise copy on the first live bar while shared with the arrays they came from. Later calls,
    /// and `update` after it, cost nothing extra.
    public func prepareLiveUpdates() {
        guard boxes == nil else { return }  // box styles feed their engines from the boxes as they change
        series.reserveRoom(for: Self.liveReserve(for: series.count))
        let history = onIndicatorClock(series.bars)
        averages?.prepare(history: history)
        for k in panes.indices { panes[k].prepare(history: history) }
        for k in overlays.indices { overlays[k].prepare(history: history) }
    }

    /// Feeds one bar of the plotted series to every indicator's streaming engine.
    private func feedIndicators(_ bar: Bar, replacing: Bool, history: @autoclosure () -> [Bar]) {
        let bar = onIndicatorClock(bar)
        averages?.feed(bar, replacing: replacing, history: onIndicatorClock(history()))
        for k in panes.indices { panes[k].feed(bar, replacing: replacing, history: onIndicatorClock(history())) }
        for k in overlays.indices { overlays[k].feed(bar, replacing: replacing, history: onIndicatorClock(history())) }
    }

    /// Brings the indicators up to changed boxes: through the engines when only the last box changed or boxes
    /// were added (O(1) each), by a batch run over the boxes when the live bar took back an earlier box.
    private func followBoxes(_ change: PriceBoxes.Change) {
        let all = plottedBars
        var i = change.kept
        if i == change.before - 1, i < all.count, let previous = change.previous {
            feedIndicators(all[i], replacing: true, history: Array(all[..<i]) + [previous])
            i += 1
        } else if i < change.before {
            try? rebuild(options, keeping: false)  // options were validated when set; data cannot fail them
            return
        }
        while i < all.count {
            feedIndicators(all[i], replacing: false, history: Array(all[..<i]))
            i += 1
        }
    }

    /// Replaces every bar and recomputes every indicator; the period is inferred again unless given, and
    /// `lastBarIsPartial` is cleared. O(n) per indicator.
    /// - Throws: `ChartError.invalidSeries` for bars out of time order or not drawable; nothing changes then.
    public func setBars(_ series: BarSeries, period: BarPeriod? = nil) throws(ChartError) {
        try KLineChart.check(series)
        self.series = series
        self.period = period ?? BarPeriod.infer(fromTimes: series.bars.map(\.time))
        recomputeAll()
        placeMarkers()
        fitViewToDrawnBars()  // a new series (another period) keeps the bar spacing and starts at real time
        lastBarIsPartial = false  // the caller says again for the new bars
    }

    /// Keeps `viewport` on the drawn bars after a live bar: at real time it follows new bars; a box
    /// taken back only shortens it.
    private func viewportFollowsDrawnBars(from before: Int) {
        guard var v = viewport else { return }
        let now = drawnBars.count
        if now > before { v.didAppend(now - before) } else { v.barCount = now }
        viewport = v
    }

    /// Strictly increasing times and drawable bars (`Bar.invalidReason`). O(n).
    private static func check(_ series: BarSeries) throws(ChartError) {
        for (i, bar) in series.bars.enumerated() {
            if let reason = bar.invalidReason { throw .invalidSeries(index: i, reason: reason) }
            if i > 0, bar.time <= series.bars[i - 1].time {
                throw .invalidSeries(index: i, reason: "time \(bar.time) is not after the previous bar's \(series.bars[i - 1].time)")
            }
        }
    }

    /// Inserts older bars before the oldest one (lazy history) and recomputes the indicators.
    ///
    /// Bars not older than the current oldest bar are dropped, so a late or repeated answer cannot
    /// break the order. Windowed indicators (MA, BOLL, KDJ's RSV, …) change only on the new bars and the
    /// N − 1 after them, but recursive ones in the `tdx` convention (EMA, MACD, SMA, KDJ's K and D, RSI) are
    /// seeded with the first bar, so every value depends on it: exact agreement with a batch run needs the
    /// whole series recomputed, O(n), a few milliseconds per million bars.
    /// - Returns: how many bars were inserted (`viewport` keeps the same bars on screen).
    @discardableResult
    public func prepend(_ older: [Bar]) -> Int {
        let oldest = series.bars.first?.time ?? .max
        var kept: [Bar] = []
        for bar in older.filter({ $0.time < oldest && $0.invalidReason == nil }).sorted(by: { $0.time < $1.time })
        where bar.time != kept.last?.time {
            kept.append(bar)
        }
        guard !kept.isEmpty else { return 0 }
        let drawnBefore = drawnBars.count
        series.prepend(kept)
        recomputeAll()
        placeMarkers()
        viewport?.didPrepend(drawnBars.count - drawnBefore)
        if let c = crosshair { crosshair?.barIndex = c.barIndex + drawnBars.count - drawnBefore }
        return kept.count
    }

    /// The theme's background.
    public var background: Color { options.theme.background }

    /// The layout `context`'s canvas gets, so a host can size its viewport to the price plot and translate
    /// pointer positions into plot coordinates. O(panes).
    public func layout(in context: RenderContext) -> PaneGrid {
        KLineFrame.layout(of: self, size: context.size, measurer: context.measurer)
    }

    /// Builds the layer tree for `context`. Named sublayers: "sessions" (extended hours, separators), "grid", "watermark", "volumeProfile", "pane.1" …
    /// (indicator panes), "candles", "ma", "userSeries", "lines", "drawings", "markers", "barMarkers", then the cursor's
    /// "axes", "legend", "title", "crosshair" (`makeCursorLayerTree`). One `KLineFrame` serves all of them. O(visible bars).
    public func makeLayerTree(in context: RenderContext) -> Layer {
        let frame = KLineFrame(chart: self, context: context)
        let root = Layer(name: "kline")
        for layer in baseLayers(frame, includeIndicatorPanes: true) + cursorLayers(frame) { root.addSublayer(layer) }
        return root
    }

    /// Everything under the cursor's layers, optionally without the indicator panes' content (a host that keeps
    /// their previous pixels while the user drags; see `RenderScheduler`). A hover changes none of it, so a host
    /// rasterises it again only when the chart's data, options, viewport or size change. O(visible bars).
    public func makeBaseLayerTree(in context: RenderContext, includeIndicatorPanes: Bool = true) -> Layer {
        let root = Layer(name: "kline")
        for layer in baseLayers(KLineFrame(chart: self, context: context), includeIndicatorPanes: includeIndicatorPanes) { root.addSublayer(layer) }
        return root
    }

    /// What follows the crosshair, drawn over `makeBaseLayerTree`: the axes (whose tick labels clear the crosshair's
    /// tags), the legends and the title line (the crosshair bar's values, else the newest bar's) and the crosshair
    /// itself (lines, axis tags, tooltip). A pointer move redraws just this. O(visible bars) for the frame's scales.
    public func makeCursorLayerTree(in context: RenderContext) -> Layer {
        let root = Layer(name: "cursor")
        for layer in cursorLayers(KLineFrame(chart: self, context: context)) { root.addSublayer(layer) }
        return root
    }

    private func baseLayers(_ frame: KLineFrame, includeIndicatorPanes: Bool) -> [Layer] {
        [frame.sessionLayer(), frame.gridLayer(), frame.watermarkLayer(), frame.volumeProfileLayer()]
            + (includeIndicatorPanes ? frame.panes.indices.map(frame.paneLayer) : [])
            + [frame.barLayer(), frame.movingAverageLayer(), frame.userSeriesLayer(), frame.userLineLayer(), frame.drawingLayer(),
               frame.markerLayer(), frame.barMarkerLayer()]
    }

    private func cursorLayers(_ frame: KLineFrame) -> [Layer] {
        [frame.axisLayer(), frame.legendLayer(), frame.titleLayer(), frame.crosshairLayer()]
    }

    /// Makes the indicators `new` asks for, keeping current ones with the same spec when `keeping`; assigns
    /// them only when every one could be made.
    private func rebuild(_ new: KLineOptions, keeping: Bool) throws(ChartError) {
        guard new.panes.count <= KLineOptions.maxPanes else { throw .tooManyPanes(count: new.panes.count, limit: KLineOptions.maxPanes) }
        if new.style.drawsBoxes, !new.boxes.boxSize.isValid { throw .invalidBoxSize(new.boxes.boxSize) }
        guard new.overlays.count <= KLineOptions.maxOverlays else {
            throw .tooManyOverlays(count: new.overlays.count, limit: KLineOptions.maxOverlays)
        }
        guard new.maPeriods.count <= KLineOptions.maxOverlays else {
            throw .tooManyMovingAverages(count: new.maPeriods.count, limit: KLineOptions.maxOverlays)
        }
        let bars = onIndicatorClock(plottedBars)
        func make(_ spec: IndicatorSpec, _ placement: IndicatorPlacement, firstColor: Int, old: [IndicatorPane]) throws(ChartError) -> IndicatorPane {
            if keeping, let kept = old.first(where: { $0.matches(spec, convention: new.convention, firstColor: firstColor) }) {
                return kept
            }
            return try IndicatorPane(spec, placement: placement, bars: bars, convention: new.convention, registry: new.registry,
                                     theme: new.theme, firstColor: firstColor)
        }
        let maSpec = IndicatorSpec("MA", parameters: new.maPeriods.map(Double.init))
        let newAverages = try new.maPeriods.isEmpty ? nil : make(maSpec, .overlay, firstColor: 0, old: averages.map { [$0] } ?? [])
        var newPanes: [IndicatorPane] = []
        for spec in new.panes { newPanes.append(try make(spec, .pane, firstColor: 0, old: panes)) }
        var newOverlays: [IndicatorPane] = []
        // Each overlay continues the palette where the previous one stopped, so two one-line overlays
        // (VWAP and HMA, SAR and EMA12) never share a colour on the price pane.
        var nextColor = new.maPeriods.count
        for spec in new.overlays {
            let overlay = try make(spec, .overlay, firstColor: nextColor, old: overlays)
            newOverlays.append(overlay)
            nextColor += overlay.themedLineCount
        }
        averages = newAverages
        panes = newPanes
        overlays = newOverlays
    }

    /// Recomputes every indicator and the price facts from the bars. The options were validated when they
    /// were set and indicators do not fail on data, so the rebuild cannot throw here.
    private func recomputeAll() {
        refreshDerivedBars()
        try? rebuild(options, keeping: false)
        refreshPriceFacts()
    }

    private func refreshPriceFacts() {
        highestPrice = series.bars.lazy.map(\.high).filter(\.isFinite).max() ?? 1
        // At least the magnitude's decimals (index points still show cents, as brokers do), more when
        // the data is quoted finer (BTC in cents above 10,000).
        quotedDecimals = series.bars.quotedDecimals
        priceDecimals = max(quotedDecimals, NumberFormat.priceDecimals(magnitude: highestPrice))
    }

    /// The Heikin-Ashi bars or the boxes the style draws, from the series. O(n).
    private func refreshDerivedBars() {
        refreshHeikinAshi()
        boxes = PriceBoxes(style: options.style, options: options.boxes, history: series.bars, registry: options.registry)
    }

    private func refreshHeikinAshi() {
        heikinAshi = options.style == .heikinAshi ? HeikinAshi.transform(series.bars) : nil
    }
}
