import Foundation
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// A candlestick (K-line) chart: the model that owns bars, indicator values and the time scale,
/// and builds the layer tree a renderer presents.
///
/// Data flows one way: bars → indicator values → layout → layer tree → display list. The chart
/// knows nothing of pixels beyond the pixel ratio it snaps to.
public final class KLineChart {
    public private(set) var series: BarSeries
    public var options: KLineOptions {
        didSet { recomputeIndicators() }
    }
    /// How many of the newest bars the time scale shows; nil shows all. Ignored when `viewport` is set.
    public var visibleBarCount: Int?
    /// The interactive time scale (bar spacing and right offset); nil fits `visibleBarCount` bars.
    /// Its width is replaced by the price plot's width when drawing.
    public var viewport: Viewport?
    /// The crosshair to draw, in price-plot coordinates; legends then show the crosshair bar's values.
    public var crosshair: Crosshair?
    /// The series' period, inferred from bar times when not given.
    public var period: BarPeriod?

    /// The bars as drawn: the series itself, or its Heikin-Ashi transform in that style.
    public private(set) var drawnBars: [Bar] = []
    /// Moving averages of close, one array per `options.maPeriods` entry, each `series.count` long.
    public private(set) var movingAverages: [[Double]] = []
    /// The indicator panes' content, one per name in `options.panes` that computed (at most four).
    public private(set) var paneContents: [PaneContent] = []
    /// The price-pane overlays' content, one per name in `options.overlays` that computed.
    public private(set) var overlayContents: [PaneContent] = []
    /// The highest finite high of all loaded bars (1 when none), which sizes the price axis so it
    /// does not change width while scrolling. Updated with the data, not per frame.
    public private(set) var highestPrice = 1.0
    /// The decimals axis and legend labels use: the data's quoting (see `PricePrecision`), at least
    /// what the price magnitude asks for (`NumberFormat.priceDecimals`).
    public private(set) var priceDecimals = 2
    /// Why a requested pane or overlay is missing (an unknown name, a bad parameter), one line each.
    public private(set) var indicatorProblems: [String] = []

    public init(series: BarSeries, options: KLineOptions = KLineOptions(), period: BarPeriod? = nil) {
        self.series = series
        self.options = options
        self.period = period ?? BarPeriod.infer(fromTimes: series.bars.map(\.time))
        recomputeIndicators()
    }

    /// Replaces the bars and recomputes every indicator. O(n).
    public func setSeries(_ series: BarSeries) {
        self.series = series
        recomputeIndicators()
    }

    /// The live bar changed within its period: the last bar and every indicator's last value are
    /// replaced through the streaming engines. O(1) after the first live update (which feeds the
    /// engines the history once, O(n)); the values equal a batch recomputation (to 1e-12).
    /// - Precondition: the series is not empty and `bar` has the last bar's time.
    public func updateLastBar(_ bar: Bar) {
        series.updateLast(bar)
        highestPrice = max(highestPrice, bar.high)
        if live == nil {
            // The engines learn the history without the live bar, then take it as their newest bar.
            live = KLineLiveEngines(options: options, bars: Array(series.bars.dropLast()))
            step(replacing: true) { engine, bar in engine.append(bar) }
        } else {
            step(replacing: true) { engine, bar in engine.updateLast(bar) }
        }
        refreshDrawnBars(appended: false)
    }

    /// A new bar opened after the last one: it is appended and every indicator advances through the
    /// streaming engines. O(1) amortised after the first live update.
    public func appendBar(_ bar: Bar) {
        if live == nil { live = KLineLiveEngines(options: options, bars: series.bars) }
        series.append(bar)
        highestPrice = max(highestPrice, bar.high)
        step(replacing: false) { engine, bar in engine.append(bar) }
        refreshDrawnBars(appended: true)
    }

    /// Feeds the newest bar to every engine with `feed` and writes the values it returns over the last
    /// element of each line (`replacing`) or after it.
    private func step(replacing: Bool, _ feed: (inout IndicatorEngine, Bar) -> [Double]) {
        guard var engines = live else { return }
        let bar = series.bars[series.count - 1]
        func put(_ values: [Double], into lines: inout [[Double]]) {
            for k in lines.indices where k < values.count {
                if replacing { lines[k][lines[k].count - 1] = values[k] } else { lines[k].append(values[k]) }
            }
        }
        put(feed(&engines.movingAverage, bar), into: &movingAverages)
        func advance(_ contents: inout [PaneContent], _ paneEngines: inout [IndicatorEngine?]) {
            for n in contents.indices where n < paneEngines.count {
                guard var engine = paneEngines[n] else { continue }
                let values = feed(&engine, bar)
                paneEngines[n] = engine
                var lines = contents[n].series.map(\.values)
                put(values, into: &lines)
                for k in lines.indices { contents[n].series[k].values = lines[k] }
            }
        }
        advance(&paneContents, &engines.panes)
        advance(&overlayContents, &engines.overlays)
        live = engines
    }

    /// Brings `drawnBars` up to the series' last bar (Heikin-Ashi needs only the bar before it).
    private func refreshDrawnBars(appended: Bool) {
        let last = series.bars[series.count - 1]
        var drawn = last
        if options.style == .heikinAshi {
            let before = drawnBars.count - (appended ? 1 : 2)
            drawn = HeikinAshi.next(after: before >= 0 ? drawnBars[before] : nil, last)
        }
        if appended { drawnBars.append(drawn) } else { drawnBars[drawnBars.count - 1] = drawn }
    }

    /// Inserts older bars before the oldest one (lazy history) and recomputes the indicators.
    ///
    /// Bars not newer than the current oldest bar are dropped, so a late or repeated answer cannot
    /// break the order. How much changes: windowed indicators (MA, BOLL, KDJ's RSV, …) change only on the
    /// new bars and the N − 1 bars after them; recursive ones in the `tdx` convention (EMA, MACD, SMA,
    /// KDJ's K and D, RSI) are seeded with the first bar, so every value depends on it and exact agreement
    /// with a batch run needs the whole series recomputed. The chart recomputes it all: O(n), a few
    /// milliseconds per million bars, and simpler than tracking which indicator may stop early.
    /// - Returns: how many bars were inserted (the host tells its `Viewport` via `didPrepend`).
    @discardableResult
    public func prepend(_ older: [Bar]) -> Int {
        let oldest = series.bars.first?.time ?? .max
        var kept: [Bar] = []
        for bar in older.filter({ $0.time < oldest }).sorted(by: { $0.time < $1.time }) where bar.time != kept.last?.time {
            kept.append(bar)
        }
        guard !kept.isEmpty else { return 0 }
        series.prepend(kept)
        recomputeIndicators()
        return kept.count
    }

    /// The display list of the whole chart at `size` points.
    ///
    /// - Parameter measurer: the renderer's text measurer, so layout uses real font metrics.
    /// - Complexity: O(visible bars) after the O(n) indicator pass done on data changes.
    public func displayList(size: CGSize, measurer: TextMeasurer) -> DisplayList {
        makeLayerTree(size: size, measurer: measurer).presentation(at: 0, size: size, background: options.theme.background)
    }

    /// The layout a canvas of `size` points gets, so a host can size its viewport to the price plot
    /// and translate pointer positions into plot coordinates.
    public func layout(size: CGSize, measurer: TextMeasurer) -> KLineLayout {
        KLineFrame.layout(of: self, size: size, measurer: measurer)
    }

    /// Builds the layer tree for a canvas of `size` points. Named sublayers: "grid", "candles",
    /// "ma", "pane.1" … (indicator panes), "markers", "axes", "legend", "title", "crosshair".
    public func makeLayerTree(size: CGSize, measurer: TextMeasurer) -> Layer {
        let root = makeBaseLayerTree(size: size, measurer: measurer)
        root.addSublayer(makeCrosshairLayer(size: size, measurer: measurer))
        return root
    }

    /// Everything but the crosshair, optionally without the indicator panes' content (a host that keeps
    /// their previous pixels while the user drags; see `RenderScheduler`).
    public func makeBaseLayerTree(size: CGSize, measurer: TextMeasurer, includeIndicatorPanes: Bool = true) -> Layer {
        let frame = KLineFrame(chart: self, size: size, measurer: measurer)
        let root = Layer(name: "kline")
        root.addSublayer(frame.gridLayer())
        if includeIndicatorPanes {
            for n in frame.panes.indices { root.addSublayer(frame.paneLayer(n)) }
        }
        root.addSublayer(frame.barLayer())
        root.addSublayer(frame.movingAverageLayer())
        root.addSublayer(frame.markerLayer())
        root.addSublayer(frame.axisLayer())
        root.addSublayer(frame.legendLayer())
        root.addSublayer(frame.titleLayer())
        return root
    }

    /// Only the crosshair (lines, axis tags and tooltip): a cursor-level frame redraws just this.
    public func makeCrosshairLayer(size: CGSize, measurer: TextMeasurer) -> Layer {
        KLineFrame(chart: self, size: size, measurer: measurer).crosshairLayer()
    }

    /// Streaming engines once live updates began; dropped whenever everything is recomputed.
    private var live: KLineLiveEngines?

    private func recomputeIndicators() {
        live = nil
        drawnBars = options.style == .heikinAshi ? HeikinAshi.transform(series.bars) : series.bars
        let closes = series.closes
        highestPrice = series.bars.lazy.map(\.high).filter(\.isFinite).max() ?? 1
        // At least the magnitude's decimals (index points still show cents, as brokers do), more when
        // the data is quoted finer (BTC in cents above 10,000).
        priceDecimals = max(PricePrecision.decimals(of: Array(closes.suffix(2_000))), NumberFormat.priceDecimals(magnitude: highestPrice))
        movingAverages = options.maPeriods.map { MovingAverage.simple(closes, period: $0) }
        indicatorProblems = []
        paneContents = contents(of: Array(options.panes.prefix(4)), firstColor: 0)
        overlayContents = contents(of: options.overlays, firstColor: options.maPeriods.count)
    }

    private func contents(of specs: [String], firstColor: Int) -> [PaneContent] {
        specs.compactMap { spec in
            do {
                return try IndicatorPanes.content(spec, series: series, theme: options.theme, convention: options.convention,
                                                  registry: options.registry, firstColor: firstColor)
            } catch {
                indicatorProblems.append("\(spec): \(error)")
                return nil
            }
        }
    }
}
