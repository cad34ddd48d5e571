/// One line of a live stream, parsed: a trade, a bar, or an order book snapshot.
public enum StreamMessage: Sendable, Equatable {
    /// A trade.
    case tick(Tick)
    /// A whole or partial bar labelled as its source labels bars (see `BarLabelling`).
    case bar(Bar)
    /// The best bid and ask levels.
    case book(OrderBook)
}
