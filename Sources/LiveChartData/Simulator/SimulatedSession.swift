/// One simulated trading session: every trade, the minute bars they make, and the order book after each trade.
public struct SimulatedSession: Sendable, Equatable {
    /// The trades, oldest first, numbered by `sequence` from 1.
    public var ticks: [Tick]
    /// The minute bars built from `ticks` by `LiveBarBuilder` (so a stream of the ticks rebuilds them exactly).
    public var bars: [Bar]
    /// The order book right after each trade, parallel to `ticks`.
    public var books: [OrderBook]
    /// The reference price the session started from (currency units).
    public var previousClose: Double

    /// A session from its parts; `books` parallel to `ticks`.
    public init(ticks: [Tick], bars: [Bar], books: [OrderBook], previousClose: Double) {
        self.ticks = ticks
        self.bars = bars
        self.books = books
        self.previousClose = previousClose
    }

    /// The session as stream lines: each trade followed by its order book (`StreamEncoder` format).
    public func streamLines(includeBooks: Bool = true) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(ticks.count * (includeBooks ? 2 : 1))
        for (tick, book) in zip(ticks, books) {
            lines.append(StreamEncoder.line(.tick(tick)))
            if includeBooks { lines.append(StreamEncoder.line(.book(book))) }
        }
        return lines
    }
}
