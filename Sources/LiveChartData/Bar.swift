/// One OHLCV bar.
///
/// `time` is the bar's label as wall-clock seconds since 1970-01-01 00:00:00 on the exchange's
/// own clock (see `CivilTime`): a daily bar is labelled by its date at 00:00, an intraday bar by the
/// time its source gives (A-share minute files label a bar by its close, 09:31 … 15:00).
/// Epoch inputs (seconds or milliseconds) are kept as UTC.
public struct Bar: Sendable, Equatable {
    /// Seconds since 1970-01-01 00:00:00, wall clock of the exchange.
    public var time: Int64
    public var open: Double
    public var high: Double
    public var low: Double
    public var close: Double
    /// Traded quantity in the source's unit (shares, lots, contracts, coins); 0 when the source has none.
    public var volume: Double
    /// Turnover (traded value) in the quote currency, or NaN when the source has none.
    public var amount: Double

    public init(time: Int64, open: Double, high: Double, low: Double, close: Double, volume: Double = 0, amount: Double = .nan) {
        self.time = time
        self.open = open
        self.high = high
        self.low = low
        self.close = close
        self.volume = volume
        self.amount = amount
    }

    /// Whether the close is at or above the open (drawn in the "up" colour).
    public var isUp: Bool { close >= open }

    public static func == (a: Bar, b: Bar) -> Bool {
        a.time == b.time && a.open == b.open && a.high == b.high && a.low == b.low && a.close == b.close
            && a.volume == b.volume && (a.amount == b.amount || (a.amount.isNaN && b.amount.isNaN))
    }
}
