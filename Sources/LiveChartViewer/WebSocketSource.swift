import LiveChartData
import LiveChartFeeds

/// A live source on a `WebSocketFeed`: each frame takes what arrived (never waiting on the network), applies it
/// under the live rule (`LiveBars`) and hands the chart each changed bar once; the viewer shows `status` (the
/// connection's state, refusals, gaps) and marks each unfilled gap with a vertical line.
public final class WebSocketSource: LiveSource {
    /// The feed; started by `init`, stopped when the source goes.
    public let feed: WebSocketFeed
    /// The live bars (after the history's last two), the refusals and the gaps.
    public private(set) var bars: LiveBars
    /// Called with each refused message's warning (the CLI prints them to standard error).
    public var onWarning: (StreamWarning) -> Void

    /// - Parameters: `feed` (not started), `history` (bars already drawn; the feed continues after them), `session`
    ///   (the trading minutes trades are bucketed into, as a timeline needs; nil for plain minute buckets).
    /// - Throws: `FeedError.cannotStart` when the WebSocket client cannot start.
    public init(feed: WebSocketFeed, history: BarSeries = BarSeries(), session: TradingSession? = nil,
                onWarning: @escaping (StreamWarning) -> Void = { _ in }) throws {
        self.feed = feed
        bars = LiveBars(builder: LiveBarBuilder(continuing: history, session: session))
        self.onWarning = onWarning
        feed.lastBarTime = history.last?.time
        try feed.start()
    }

    deinit { feed.stop() }

    public func poll(last: Bar?, at time: Double) -> [Bar] {
        bars.apply(feed.drain(), to: feed, onWarning: onWarning)
    }

    public var status: String? { "\(feed.url.host) · " + bars.status }

    public var gaps: [Int64] { bars.gaps }

    public var orderBook: OrderBook? { bars.orderBook }
}
