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

    /// The middle of bid 1 and ask 1, else the one side's best price; nil for an empty book.
    public var midPrice: Double? {
        switch (bids.first?.price, asks.first?.price) {
        case let (bid?, ask?): return (bid + ask) / 2
        case let (bid, ask): return bid ?? ask
        }
    }

    /// Whether the book can be drawn: `invalidReason` is nil.
    public var isValid: Bool { invalidReason == nil }

    /// Why the book cannot be drawn, naming the side, the level (1 = best) and the field ("ask 2 price 10.03 is
    /// not above ask 1's 10.04 (levels go best first)"); nil when every price is finite and > 0, every size finite
    /// and ≥ 0, each side is sorted best first and the book is not crossed (bid 1 < ask 1). O(levels).
    public var invalidReason: String? {
        for (side, levels) in [("bid", bids), ("ask", asks)] {
            for (k, level) in levels.enumerated() {
                guard level.price.isFinite, level.price > 0 else { return "\(side) \(k + 1) price \(level.price) is not a positive number" }
                guard level.size.isFinite, level.size >= 0 else { return "\(side) \(k + 1) size \(level.size) is negative or not finite" }
                guard k > 0 else { continue }
                let previous = levels[k - 1].price
                guard side == "bid" ? level.price < previous : level.price > previous else {
                    return "\(side) \(k + 1) price \(level.price) is not \(side == "bid" ? "below" : "above") \(side) \(k)'s \(previous) (levels go best first)"
                }
            }
        }
        if let bid = bids.first?.price, let ask = asks.first?.price, bid >= ask { return "crossed: bid 1 \(bid) is not below ask 1 \(ask)" }
        return nil
    }
}
