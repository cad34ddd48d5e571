/// A live stream read line by line: parses each line, applies it to a `LiveBarBuilder` and keeps the
/// warnings of the lines it skipped, numbered from 1.
///
/// Blank lines are ignored (not counted as warnings). Value type; `feed(_:)` is O(line length).
public struct LiveFeed: Sendable {
    /// The bars built so far and the policy they follow.
    public private(set) var builder: LiveBarBuilder
    /// The newest order book received.
    public private(set) var orderBook: OrderBook?
    /// The number of lines fed, blank ones included.
    public private(set) var lineNumber = 0
    /// The most recent warnings (at most `maxKeptWarnings`), oldest first.
    public private(set) var warnings: [StreamWarning] = []
    /// How many lines were skipped in all.
    public private(set) var skippedCount = 0
    /// How many warnings `warnings` keeps.
    public static let maxKeptWarnings = 1000

    /// Where each line's time is put: the chart's kind of time in its zone (`ChartClock`).
    public let clock: ChartClock

    /// A feed applying lines to `builder` (which holds the history and the session), their times put on `clock`
    /// (the default keeps them as written).
    public init(builder: LiveBarBuilder = LiveBarBuilder(), clock: ChartClock = ChartClock()) {
        self.builder = builder
        self.clock = clock
    }

    /// The bars so far.
    public var series: BarSeries { builder.series }

    /// Parses and applies one line.
    /// - Returns: what changed, `.skipped` with the located warning, or nil for a blank line.
    @discardableResult
    public mutating func feed(_ line: String) -> StreamChange? {
        lineNumber += 1
        let change: StreamChange
        do {
            guard let message = try StreamLineParser.parse(line, clock: clock) else { return nil }
            change = builder.apply(message)
        } catch {
            change = .skipped(error)
        }
        switch change {
        case .skipped(var warning):
            warning.line = lineNumber
            skippedCount += 1
            warnings.append(warning)
            if warnings.count > Self.maxKeptWarnings { warnings.removeFirst(warnings.count - Self.maxKeptWarnings) }
            return .skipped(warning)
        case .book(let book):
            orderBook = book
            return change
        default:
            return change
        }
    }
}
