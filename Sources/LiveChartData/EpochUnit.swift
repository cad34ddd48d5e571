/// The unit of epoch numbers in a date column: seconds, milliseconds, microseconds or nanoseconds since
/// 1970-01-01 00:00 UTC.
public enum EpochUnit: String, Sendable, CaseIterable {
    /// `s`: 10 digits for today's dates. `ms`: 13 digits (Binance, JavaScript). `us`: 16. `ns`: 19 (pandas).
    case seconds = "s", milliseconds = "ms", microseconds = "us", nanoseconds = "ns"

    /// How many of this unit make a second (1, 10³, 10⁶, 10⁹).
    public var perSecond: Int64 {
        switch self {
        case .seconds: 1
        case .milliseconds: 1_000
        case .microseconds: 1_000_000
        case .nanoseconds: 1_000_000_000
        }
    }

    /// The word for messages ("milliseconds").
    public var name: String {
        switch self {
        case .seconds: "seconds"
        case .milliseconds: "milliseconds"
        case .microseconds: "microseconds"
        case .nanoseconds: "nanoseconds"
        }
    }

    /// 2200-01-01 00:00 UTC in seconds: no market data is later, so no column's largest value may read later.
    static let latestPlausible: Int64 = 7_258_118_400

    /// The unit of a column whose largest epoch number is `largest`: the finest-grained reading that
    /// keeps it before 2200 — seconds up to 7.3·10⁹, milliseconds up to 7.3·10¹², and so on. Deciding from
    /// the whole column, not value by value, is what keeps 1971 in milliseconds (3.2·10¹⁰) from reading as
    /// seconds in 2984. O(1).
    static func deciding(largest: Int64) -> EpochUnit {
        allCases.first { largest / $0.perSecond < latestPlausible } ?? .nanoseconds
    }

    /// The unit of a whole column from its largest and smallest epoch numbers (with their lines), and the
    /// note that says it. O(1).
    /// - Throws: `DataError` at the smallest value's line when it is 1000 times smaller than the largest:
    ///   such a column mixes units, and no one reading is right for all of it.
    static func deciding(largest: (value: Int64, line: Int), smallest: (value: Int64, line: Int), file: String, firstLine: Int,
                         column: Int, field: String?, columnName: String) throws(DataError) -> (EpochUnit, String) {
        let unit = deciding(largest: largest.value)
        guard largest.value / 1000 < smallest.value else {
            throw DataError(file: file, line: smallest.line, column: column, field: field,
                            reason: "epoch \(smallest.value) is over 1000 times smaller than \(largest.value) on line \(largest.line): "
                                + "the column mixes units (seconds and milliseconds?); --date-format s, ms, us or ns says which")
        }
        let latest = BarAssembler.format(TimestampParser.epoch(largest.value, unit: unit))
        return (unit, "\(file):\(firstLine): the epoch numbers in \(columnName) are read as \(unit.name) "
            + "(the largest, \(largest.value) on line \(largest.line), is \(latest) UTC); --date-format s, ms, us or ns says otherwise")
    }
}
