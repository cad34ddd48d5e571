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
    var amountTotal = 0.0
    var volumeTotal = 0.0
    var day = Int64.min
    var liveAmount = 0.0
    var liveVolume = 0.0
    var liveDay = Int64.min

    /// Creates the indicator; `volumeMultiplier` > 0 (default 1).
    public init(volumeMultiplier: Double = 1) { self.volumeMultiplier = volumeMultiplier }

    /// `["AVG"]`.
    public var lineNames: [String] { ["AVG"] }

    /// Computes the average price up to and including the live bar.
    @inline(__always) public mutating func update(_ bar: Bar, into values: LineValues) {
        liveDay = bar.time >= 0 ? bar.time / 86_400 : (bar.time - 86_399) / 86_400
        let sameSession = liveDay == day
        let volume = bar.volume * volumeMultiplier
        let amount = bar.amount.isNaN ? bar.close * volume : bar.amount
        let usable = !volume.isNaN && !amount.isNaN
        liveAmount = (sameSession ? amountTotal : 0) + (usable ? amount : 0)
        liveVolume = (sameSession ? volumeTotal : 0) + (usable ? volume : 0)
        values[0] = liveVolume > 0 ? liveAmount / liveVolume : bar.close
    }

    /// Commits the live bar.
    @inline(__always) public mutating func advance() {
        amountTotal = liveAmount
        volumeTotal = liveVolume
        day = liveDay
    }
}
