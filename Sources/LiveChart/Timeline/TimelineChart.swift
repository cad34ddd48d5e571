import Foundation
import LiveChartCore
import LiveChartData
import LiveChartIndicators

/// An intraday timeline (分时) chart, or a five-day chart with `options.dayCount = 5`: the minute
/// price line and the session average price over the session's own time axis, the previous close
/// as the centre of a symmetric price axis, volume below, and optionally an order book.
///
/// The model owns the sessions' bars and their average prices. Build it from a whole history with
/// `init(bars:session:symbol:options:)` (the average computed in batch), or feed it live with
/// `append(_:)` and `updateLast(_:)` (the average kept by a streaming `IndicatorEngine`); both give
/// the same values. While a session is in progress the axis still spans all its minutes and the
/// line stops at the last bar.
public final class TimelineChart: Chart {
    /// The session template whose minutes make the time axis.
    public let session: TradingSession
    /// Every session held, oldest first; the newest `options.dayCount` are drawn.
    public private(set) var days: [SessionDay]
    /// The session average price of each bar, parallel to `days[k].bars`.
    public private(set) var averages: [[Double]]
    /// Instrument name for the title line.
    public var symbol: String?
    /// What is drawn and how; changes take effect at the next `makeLayerTree` (the average keeps the
    /// `volumeMultiplier` it was built with).
    public var options: TimelineOptions
    /// The current five bid and ask levels, drawn at the right when set.
    public var orderBook: OrderBook?
    /// The crosshair drawn, or nil. A viewer sets it from the pointer with `crosshair(at:size:measurer:)`.
    public var crosshair: TimelineCrosshair?
    /// How many bars had no minute in the session and were left out.
    public private(set) var outsideSession = 0

    private var averageEngine: IndicatorEngine
    /// The live slot's bar before a later source bar was merged into it, so `updateLast(_:)` can redo the merge.
    private var mergeBase: Bar?

    /// A chart of `bars` (oldest first, any number of days).
    /// - Parameters:
    ///   - bars: minute bars labelled as `session.labelling` says; bars outside the session are counted and dropped.
    ///   - session: the trading minutes, e.g. `.aShare`.
    /// - Complexity: O(n).
    public init(bars: [Bar], session: TradingSession, symbol: String? = nil, options: TimelineOptions = TimelineOptions()) {
        self.session = session
        self.symbol = symbol
        self.options = options
        let split = SessionDay.split(bars, session: session)
        days = split.days
        outsideSession = split.outside
        let placed = split.days.flatMap(\.bars)
        let indicator = AveragePrice(volumeMultiplier: options.volumeMultiplier)
        let average = indicator.compute(placed)[0]
        var start = 0
        averages = split.days.map { day in
            defer { start += day.bars.count }
            return Array(average[start..<start + day.bars.count])
        }
        averageEngine = IndicatorEngine(indicator, history: placed, keepsHistory: false)
    }

    /// Adds a newer bar as the live one (a stream opening a new minute). A bar in a new calendar day opens a
    /// new session whose previous close is the last close held.
    /// - Returns: false when the bar has no minute in the session or lies before the live slot (nothing changes).
    /// - Complexity: O(1) amortised.
    @discardableResult
    public func append(_ bar: Bar) -> Bool {
        guard let slot = session.index(ofBarTime: bar.time) else {
            outsideSession += 1
            return false
        }
        let day = TradingSession.day(of: bar.time)
        if days.last?.day != day {
            guard (days.last?.day ?? .min) < day else { return false }
            days.append(SessionDay(day: day, previousClose: days.last?.lastClose))
            averages.append([])
        }
        let k = days.count - 1
        if let last = days[k].slots.last, slot == last {
            mergeBase = days[k].bars[days[k].bars.count - 1]
            days[k].add(bar, slot: slot)
            averages[k][averages[k].count - 1] = averageEngine.updateLast(days[k].bars[days[k].bars.count - 1])[0]
            return true
        }
        guard days[k].add(bar, slot: slot) else { return false }
        mergeBase = nil
        averages[k].append(averageEngine.append(bar)[0])
        return true
    }

    /// Replaces the live bar (the minute changing as trades arrive). O(1).
    /// - Returns: false when there is no bar yet.
    @discardableResult
    public func updateLast(_ bar: Bar) -> Bool {
        guard let k = days.indices.last, !days[k].bars.isEmpty else { return false }
        let merged = mergeBase.map { $0.merging(bar) } ?? bar
        days[k].bars[days[k].bars.count - 1] = merged
        averages[k][averages[k].count - 1] = averageEngine.updateLast(merged)[0]
        return true
    }

    /// The sessions drawn: the newest `options.dayCount` (at least one).
    public var shownDays: ArraySlice<SessionDay> { days.suffix(max(1, options.dayCount)) }

    /// The reference price of drawn session `k` (0 = oldest drawn): `options.previousClose` for the first,
    /// else the previous session's close, else the session's first open; nil for an empty session.
    public func reference(ofShownDay k: Int) -> Double? {
        let shown = shownDays
        guard k >= 0, k < shown.count else { return nil }
        let day = shown[shown.startIndex + k]
        if k == 0, let given = options.previousClose { return given }
        return day.previousClose ?? day.bars.first?.open
    }

    /// The layout `context`'s canvas gets.
    public func layout(in context: RenderContext) -> PaneGrid {
        TimelineFrame(chart: self, context: context).layout
    }

    /// The crosshair for a pointer at `point` (canvas points) on `context`'s canvas: the minute under it
    /// and its height; nil when the pointer is outside the price and volume plots.
    public func crosshair(at point: CGPoint, in context: RenderContext) -> TimelineCrosshair? {
        let frame = TimelineFrame(chart: self, context: context)
        let price = frame.layout.panes[0].plot, volume = frame.layout.panes[1].plot
        guard price.minX...price.maxX ~= point.x, price.minY...price.maxY ~= point.y || volume.minY...volume.maxY ~= point.y
        else { return nil }
        let index = min(Int((point.x - price.minX) / frame.timeScale.barSpacing), max(1, frame.days.count) * frame.minutes - 1)
        return TimelineCrosshair(day: index / frame.minutes, slot: index % frame.minutes,
                                 y: price.minY...price.maxY ~= point.y ? point.y : nil)
    }

    /// Builds the layer tree. Named sublayers: "timeline.grid", "timeline.references" (previous close,
    /// limits), "timeline.volume", "timeline.price", "timeline.average", "timeline.axes", "timeline.title",
    /// "orderbook" when an order book is set and "timeline.crosshair" when a crosshair is.
    /// - Complexity: O(bars drawn).
    public func makeLayerTree(in context: RenderContext) -> Layer {
        let frame = TimelineFrame(chart: self, context: context)
        let root = Layer(name: "timeline")
        root.addSublayer(frame.gridLayer())
        root.addSublayer(frame.referenceLayer())
        root.addSublayer(frame.volumeLayer())
        root.addSublayer(frame.priceLayer())
        if options.showsAverage { root.addSublayer(frame.averageLayer()) }
        root.addSublayer(frame.axisLayer())
        root.addSublayer(frame.titleLayer())
        if let book = orderBook, let rect = frame.layout.sidePanel {
            root.addSublayer(OrderBookPanel(book: book, reference: frame.reference, theme: options.theme, colors: options.colors,
                                            locale: options.locale, pixelRatio: context.pixelRatio).layer(in: rect, measurer: context.measurer))
        }
        if let crosshair { root.addSublayer(frame.crosshairLayer(crosshair)) }
        return root
    }

    /// The theme's background.
    public var background: Color { options.theme.background }
}
