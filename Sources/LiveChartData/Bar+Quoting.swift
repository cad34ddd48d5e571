import LiveChartCore

extension Collection where Element == Bar {
    /// The decimals the bars are quoted in, which make their tick (2: a tick of 0.01): `PricePrecision` over
    /// the newest 2,000 closes, so a series that moved from sixteenths to cents has the cents' 2. O(1) in the
    /// series' length.
    public var quotedDecimals: Int { PricePrecision.decimals(of: suffix(2_000).map(\.close)) }
}
