import Foundation
import LiveChartCore
import LiveChartData

/// A live source that reads stream lines (`StreamLineParser` format) from a file being appended to or from
/// standard input, and applies them under `LiveBarBuilder`'s policy.
///
/// Skipped lines are reported through `onWarning` (the CLI prints them to standard error) and change nothing.
/// Used by the K-line and timeline viewers as a `LiveSource`.
public final class StreamSource: LiveSource {
    private let follower: LineFollower
    /// The live bars (after the history's last two) and the warnings of skipped lines.
    public private(set) var feed: LiveFeed
    /// The newest order book line received, nil before the first.
    public private(set) var orderBook: OrderBook?
    /// Called with each skipped line's warning.
    public var onWarning: (StreamWarning) -> Void

    /// - Parameters:
    ///   - path: a file (followed as it grows) or "-" for standard input.
    ///   - history: bars already drawn; stream bars continue after them.
    ///   - session: the trading minutes trades are bucketed into, or nil for plain minute buckets.
    ///   - clock: where the lines' times are put (the history's kind of time in the chart's zone); default as written.
    /// - Throws: when the file cannot be opened.
    public init(path: String, history: BarSeries = BarSeries(), session: TradingSession? = nil, clock: ChartClock = ChartClock(),
                onWarning: @escaping (StreamWarning) -> Void = { _ in }) throws {
        follower = try LineFollower(path: path)
        feed = LiveFeed(builder: LiveBarBuilder(continuing: history, session: session), clock: clock)
        self.onWarning = onWarning
    }

    deinit { follower.stop() }

    /// Applies every line received since the last call.
    /// - Returns: the changes, in order (skipped lines included).
    public func drain() -> [StreamChange] {
        var changes: [StreamChange] = []
        for line in follower.poll() {
            guard let change = feed.feed(line) else { continue }
            switch change {
            case .skipped(let warning): onWarning(warning)
            case .book(let book): orderBook = book
            case .appended, .updatedLast: break
            }
            changes.append(change)
        }
        // A rotated or truncated file is read again; a read error or an endless line stops the stream: each
        // said once, not left silent.
        for notice in follower.takeNotices() { onWarning(StreamWarning(kind: .input, reason: notice)) }
        if let failure = follower.takeFailure() {
            onWarning(StreamWarning(kind: .input, reason: "stopped reading: \(failure)"))
        }
        return changes
    }

    /// The bars the lines received since the last poll opened or changed, oldest first.
    public func poll(last: Bar?, at time: Double) -> [Bar] {
        drain().compactMap { change in
            switch change {
            case .appended(let bar), .updatedLast(let bar): bar
            case .book, .skipped: nil
            }
        }
    }
}
