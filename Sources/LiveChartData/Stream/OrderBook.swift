/// The best levels of a limit order book at one instant: bids best (highest) first, asks best (lowest) first.
///
/// Trading apps show five levels a side (bid 1…5, ask 1…5). The spread is `ask 1 − bid 1`.
public struct OrderBook: Sendable, Equatable {
    /// Wall-clock seconds of the exchange since 1970 (see `Bar.time`).
    public var time: Int64
    /// Buy orders, highest price first.
    public var bids: [OrderBookLevel]
    /// Sell orders, lowest price first.
    public var asks: [OrderBookLevel]

    /// A snapshot; levels best first on each side.
    public init(time: Int64, bids: [OrderBookLevel], asks: [OrderBookLevel]) {
        self.time = time
        self.bids = bids
        self.asks = asks
    }

    /// Ask 1 minus bid 1, in currency units; nil when a side is empty.
    public var spread: Double? {
        guard let bid = bids.first?.price, let ask = asks.first?.price else { return nil }
        return ask - bid
    }

    /// Whether both sides are sorted best first and the book is not crossed (bid 1 < ask 1), every price and
    /// size finite, prices > 0 and sizes ≥ 0.
    public var isValid: Bool {
        let levels = bids + asks
        guard levels.allSatisfy({ $0.price.isFinite && $0.price > 0 && $0.size.isFinite && $0.size >= 0 }) else { return false }
        let bidsSorted = zip(bids, bids.dropFirst()).allSatisfy { $0.price > $1.price }
        let asksSorted = zip(asks, asks.dropFirst()).allSatisfy { $0.price < $1.price }
        return bidsSorted && asksSorted && (spread.map { $0 > 0 } ?? true)
    }
}
