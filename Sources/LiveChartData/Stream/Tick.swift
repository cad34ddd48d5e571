/// One trade: its time, price and size.
public struct Tick: Sendable, Equatable {
    /// Wall-clock seconds of the exchange since 1970 (see `Bar.time`).
    public var time: Int64
    /// The trade price in the quote currency.
    public var price: Double
    /// The traded quantity in the instrument's unit; 0 for a price update without a trade.
    public var volume: Double
    /// The traded value in the quote currency; `price × volume` when the source gives none.
    public var amount: Double
    /// The source's sequence number, when it numbers its messages; a repeated or older number is a duplicate.
    public var sequence: Int64?

    /// A trade; `amount` defaults to `price × volume`.
    public init(time: Int64, price: Double, volume: Double = 0, amount: Double? = nil, sequence: Int64? = nil) {
        self.time = time
        self.price = price
        self.volume = volume
        self.amount = amount ?? price * volume
        self.sequence = sequence
    }
}
