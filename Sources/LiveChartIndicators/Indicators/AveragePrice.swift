import LiveChartData

/// The session average price of an intraday chart (均价): cumulative turnover over cumulative
/// volume since the session opened.
///
/// Formula: `AVG = Σ amount / Σ volume` over the bars of the current session, where a bar whose
/// `amount` is NaN counts `close · volume` (sources without turnover). `volumeMultiplier`
/// converts the volume unit to the amount's (100 for A-share minute files that count lots while
/// the amount is in yuan). A session is one calendar day of `Bar.time` (the exchange's wall
/// clock); the sums restart on a new day. Before any volume trades, AVG is the close.
/// A bar with NaN volume or price adds nothing. Same in both conventions. Line: `AVG`.
public struct AveragePrice: BarIndicator {
    let volumeMultiplier: Double
    var totals = VolumeWeightedTotal()

    /// Creates the indicator; `volumeMultiplier` > 0 (default 1).
    public init(volumeMultiplier: Double = 1) { self.volumeMultiplier = volumeMultiplier }

    /// `["AVG"]`.
    public var lineNames: [String] { ["AVG"] }

    /// Computes the average price up to and including the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        let day = bar.time >= 0 ? bar.time / 86_400 : (bar.time - 86_399) / 86_400
        let volume = bar.volume * volumeMultiplier
        let amount = bar.amount.isNaN ? bar.close * volume : bar.amount
        values[0] = totals.update(weighted: amount, volume: volume, key: day, fallback: bar.close)
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() { totals.advance() }
}
