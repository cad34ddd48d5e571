/// One price level of an order book: a price and the quantity resting at it.
public struct OrderBookLevel: Sendable, Equatable {
    /// The level's price, in the quote currency.
    public var price: Double
    /// The quantity resting at the price, in the instrument's unit (shares, lots, coins).
    public var size: Double

    /// A level of `size` at `price`.
    public init(price: Double, size: Double) {
        self.price = price
        self.size = size
    }
}
