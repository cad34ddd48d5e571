/// One numeric column of a file with the time of each row: a user's own series (a signal, an equity
/// curve) to draw beside bars, joined on time (`KLineChart.setUserSeries`).
public struct TimedColumn: Sendable, Equatable {
    /// The column's header name.
    public var name: String
    /// Seconds since 1970 per row, in file order.
    public var times: [Int64]
    /// The row's value; NaN where the field is blank, `NaN`, `None` or `null` (a gap).
    public var values: [Double]

    public init(name: String, times: [Int64], values: [Double]) {
        self.name = name
        self.times = times
        self.values = values
    }
}
