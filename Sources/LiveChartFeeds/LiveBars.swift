import LiveChartData

/// The reader's side of a feed: applies a feed's events under `LiveBarBuilder`'s live rule (the same bar time
/// replaces the last bar, a newer one appends, an older one is counted and reported, never drawn) and merges
/// a burst, so a frame gets each changed bar once.
///
/// Value type, owned by one thread (the viewer's frame loop, or an app's main thread). `apply` is O(events).
public struct LiveBars: Sendable {
    /// The bars so far and the live rule.
    public private(set) var builder: LiveBarBuilder
    /// The newest order book received.
    public private(set) var orderBook: OrderBook?
    /// The most recent warnings (at most `LiveFeed.maxKeptWarnings`), oldest first.
    public private(set) var warnings: [StreamWarning] = []
    /// How many messages were refused, by kind.
    public private(set) var refused: [StreamWarning.Kind: Int] = [:]
    /// The bar times after which the feed reported a gap nobody filled, oldest first.
    public private(set) var gaps: [Int64] = []
    /// The connection's last reported state.
    public private(set) var state = FeedState.connecting(attempt: 1)
    /// How many times the connection failed or dropped and a retry was scheduled.
    public private(set) var retries = 0

    /// - Parameter builder: holds the history (bars already drawn) and the session, if any.
    public init(builder: LiveBarBuilder = LiveBarBuilder()) { self.builder = builder }

    /// The bars so far.
    public var series: BarSeries { builder.series }

    /// Applies `events` in order and tells `feed` the newest bar's time (where its next backfill starts).
    /// - Parameter onWarning: called with each warning as it is applied.
    /// - Returns: the bars opened or changed, oldest first, each time once with its final value: pass them to
    ///   `KLineChart.update(_:)`.
    public mutating func apply(_ events: [FeedEvent], to feed: WebSocketFeed? = nil, onWarning: (StreamWarning) -> Void = { _ in }) -> [Bar] {
        var changed: [Bar] = []
        func warn(_ warning: StreamWarning) {
            refused[warning.kind, default: 0] += 1
            warnings.append(warning)
            if warnings.count > LiveFeed.maxKeptWarnings { warnings.removeFirst(warnings.count - LiveFeed.maxKeptWarnings) }
            onWarning(warning)
        }
        for event in events {
            switch event {
            case .messages(let messages, let number):
                for message in messages {
                    switch builder.apply(message) {
                    case .appended(let bar), .updatedLast(let bar):
                        if let last = changed.last, last.time == bar.time { changed[changed.count - 1] = bar } else { changed.append(bar) }
                    case .book(let book): orderBook = book
                    case .skipped(var warning):
                        warning.line = number
                        warn(warning)
                    }
                }
            case .warning(let warning):
                warn(warning)
            case .gap(let after):
                if let after, gaps.last != after { gaps.append(after) }
            case .state(let s):
                if case .waiting = s { retries += 1 }
                if s == .open || s == .backfilling { builder.restart() }
                state = s
            }
        }
        if let feed, let last = builder.series.last?.time { feed.lastBarTime = last }
        return changed
    }

    /// A one-line status for a viewer: the state, then the refusals and gaps, e.g. "live · 3 late, 2 repeated · 1 gap".
    public var status: String {
        var parts = [state.description]
        let counts = [(StreamWarning.Kind.late, "late"), (.duplicate, "repeated"), (.malformed, "unreadable"), (.outsideSession, "outside the session"), (.quarantined, "held back")]
            .compactMap { kind, word in refused[kind].map { "\($0) \(word)" } }
        if !counts.isEmpty { parts.append(counts.joined(separator: ", ")) }
        if !gaps.isEmpty { parts.append(gaps.count == 1 ? "1 gap" : "\(gaps.count) gaps") }
        return parts.joined(separator: " · ")
    }
}
