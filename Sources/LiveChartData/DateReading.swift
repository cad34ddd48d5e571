/// How one date column is read, decided once for the column (`CSVColumnProbe`, `--date-format`) and
/// then applied to every value by `TimestampParser`.
struct DateReading: Equatable, Sendable {
    /// The order of a numeric date whose year is not a leading four-digit number (`01/02/2020`,
    /// `23.03.2020`, `20/03/23`).
    enum Order: Equatable, Sendable { case mdy, dmy, ymd }

    /// nil: by separator — `/` month first, `.` and `-` day first (as German and Indian files write them).
    var order: Order?
    /// The unit of epoch numbers; nil reads each value by its magnitude (10¹¹ and up: milliseconds),
    /// for single values with no column to decide from (a stream line, a marker).
    var epoch: EpochUnit?
    /// A pattern given by the user; when set, nothing else is tried.
    var pattern: DatePattern?

    /// Everything by default.
    static let automatic = DateReading()

    /// Day first or not for slash dates, the readers' older switch.
    static func dayFirst(_ dayFirst: Bool) -> DateReading { DateReading(order: dayFirst ? .dmy : nil) }

    /// The reading `format` forces (fields it leaves open stay nil, to be decided from the column).
    init(format: DateFormat) {
        switch format {
        case .auto: break
        case .ymd: order = .ymd
        case .dmy: order = .dmy
        case .mdy: order = .mdy
        case .epoch(let unit): epoch = unit
        case .pattern(let p): pattern = p
        }
    }

    init(order: Order? = nil, epoch: EpochUnit? = nil, pattern: DatePattern? = nil) {
        self.order = order
        self.epoch = epoch
        self.pattern = pattern
    }
}
