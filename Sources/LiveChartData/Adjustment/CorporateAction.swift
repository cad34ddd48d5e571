/// A split and/or cash dividend taking effect at the open of its ex-date.
///
/// Value type; `Sendable`. A row of a Quandl WIKI file with `Split Ratio` ≠ 1 or `Ex-Dividend` ≠ 0 is one.
public struct CorporateAction: Sendable, Equatable {
    /// The ex-date (wall-clock seconds since 1970 at 00:00): the first bar that trades without the right.
    public var time: Int64
    /// New shares per old share: 2 for a 2:1 split, 0.1 for a 1:10 reverse split, 1 for none.
    public var splitRatio: Double
    /// Cash paid per share after the split, in the price's currency; 0 for none.
    public var cashDividend: Double

    /// - Parameters: see the properties.
    public init(time: Int64, splitRatio: Double = 1, cashDividend: Double = 0) {
        self.time = time
        self.splitRatio = splitRatio
        self.cashDividend = cashDividend
    }
}
