/// What `BarFileReader` returns: the bars and an account of everything it left out.
public struct BarLoadResult: Sendable {
    /// The bars, oldest first with strictly increasing times, whatever order the file used.
    public var series: BarSeries
    /// Human-readable notes, each starting with a `file:line[:column]:` location: suspended rows
    /// skipped, a session-close time dropped from daily bars, and (in `.lenient` mode) the first few
    /// rejected rows plus a count of the rest.
    public var warnings: [String]
    /// Data rows that did not become bars: suspended-day rows (O=H=L=C=0) in both modes, plus rows
    /// rejected in `.lenient` mode. Rows of other tickers filtered out by `BarReadOptions.symbol` are not counted.
    public var skippedRows: Int
    /// The values the file holds: `.ohlcv` and `.amount` as its columns have them; a close-only file
    /// (`Date,Close`) has `.close` (and `.volume` with a volume column), its bars open = high = low = close.
    public var fields: BarFields
    /// The file's column names, as messages name what a file holds ("Date,Close"); empty for JSON.
    public var columnNames: [String]
    /// `.dmy` or `.mdy` when the file's numeric dates (`03/04/2024`) proved their order by a number over 12, else
    /// `.auto`; a `--join` file whose own dates cannot tell is read in this order (`ColumnFileReader`).
    public var dateOrder: DateFormat = .auto
    /// The instrument's name from a name column (`name`, `名称`, `股票名称`) or a TongDaXin export's title
    /// ("重庆钢铁"), nil when the file names none; what a chart titles the bars with (`ChartTitle`).
    public var instrumentName: String?

    /// Bundles a read's outcome; readers build it, tests and adapters may too. O(1).
    public init(series: BarSeries, warnings: [String], skippedRows: Int, fields: BarFields = .ohlcv, columnNames: [String] = []) {
        self.series = series
        self.warnings = warnings
        self.skippedRows = skippedRows
        self.fields = fields
        self.columnNames = columnNames
    }
}
