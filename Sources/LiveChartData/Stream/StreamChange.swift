/// What one stream message did to the live series.
public enum StreamChange: Sendable, Equatable {
    /// A new bar was opened at the end of the series.
    case appended(Bar)
    /// The last bar changed in place.
    case updatedLast(Bar)
    /// A new order book snapshot (the series did not change).
    case book(OrderBook)
    /// The message was refused and nothing changed.
    case skipped(StreamWarning)
}
