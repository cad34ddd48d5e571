/// One line of a live stream, parsed: a trade, a bar, or an order book snapshot.
public enum StreamMessage: Sendable, Equatable {
    /// A trade.
    case tick(Tick)
    /// A whole or partial bar labelled as its source labels bars (see `BarLabelling`), with the source's
    /// update number when it numbers them (Binance's event time): an update numbered at or below one already
    /// applied is a repeat or arrived out of order, and is refused.
    case bar(Bar, sequence: Int64? = nil)
    /// The best bid and ask levels.
    case book(OrderBook)
}
