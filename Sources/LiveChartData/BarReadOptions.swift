import LiveChartCore

/// How `BarFileReader` treats questionable input.
///
/// Value type; `Sendable`. The defaults (`.strict`, no symbol) suit files a user names explicitly.
public struct BarReadOptions: Sendable {
    /// What to do with a row that cannot become a valid bar, or a bar whose time is not after its predecessor's.
    public enum Policy: Sendable {
        /// The first such row throws a `DataError` naming its file, line, column and field.
        case strict
        /// Such rows are skipped and counted in `BarLoadResult.skippedRows`; the warnings name the first few.
        case lenient
    }

    /// `.strict` by default.
    public var policy: Policy
    /// The ticker to keep from a long file holding several (e.g. `"AAPL"` in a Ticker,Date,Open,… file).
    /// Compared exactly after trimming spaces and a leading apostrophe. When the file has no symbol
    /// column, the series simply takes this name. `nil` accepts a file naming at most one ticker.
    public var symbol: String?
    /// The zone a chart shows the bars in, where daily bars stamped with epochs that are not at midnight UTC
    /// find their day (see `BarTimeBasis`); nil reads them in UTC. Intraday instants are kept as they are.
    public var timeZone: ZoneOffsets?
    /// How the date column is read; `.auto` decides from the column (see `DateFormat`).
    public var dateFormat: DateFormat

    /// - Parameters:
    ///   - policy: see `Policy`; `.strict` by default.
    ///   - symbol: the ticker to select in a multi-ticker file, or `nil`.
    ///   - dateFormat: how dates are read; `.auto` by default.
    ///   - timeZone: see `timeZone`; nil by default.
    public init(policy: Policy = .strict, symbol: String? = nil, dateFormat: DateFormat = .auto, timeZone: ZoneOffsets? = nil) {
        self.policy = policy
        self.symbol = symbol
        self.dateFormat = dateFormat
        self.timeZone = timeZone
    }
}
