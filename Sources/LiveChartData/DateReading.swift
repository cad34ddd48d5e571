/// How one date column is read, decided once for the column (`CSVColumnProbe`, `--date-format`) and
/// then applied to every value by `TimestampParser`. A trivial value (no references), so the per-row
/// parse copies nothing that needs counting; a user's pattern travels beside it (`DateFormat.pattern`).
struct DateReading: Equatable, Sendable {
    /// The order of a numeric date whose year is not a leading four-digit number (`01/02/2020`,
    /// `23.03.2020`, `20/03/23`).
    enum Order: Equatable, Sendable { case mdy, dmy, ymd }

    /// nil: by separator — `/` month first, `.` and `-` day first (as German and Indian files write them).
    var order: Order?
    /// The unit of epoch numbers; nil reads each value by its magnitude (10¹¹ and up: milliseconds),
    /// for single values with no column to decide from (a stream line, a marker).
    var epoch: EpochUnit?

    /// Everything by default.
    static let automatic = DateReading()

    /// Day first or not for slash dates, the readers' older switch.
    static func dayFirst(_ dayFirst: Bool) -> DateReading { DateReading(order: dayFirst ? .dmy : nil) }

    /// The order or unit `format` forces (what it leaves open stays nil, to be decided from the column).
    init(format: DateFormat) {
        switch format {
        case .auto, .pattern: break
        case .ymd: order = .ymd
        case .dmy: order = .dmy
        case .mdy: order = .mdy
        case .epoch(let unit): epoch = unit
        }
    }

    init(order: Order? = nil, epoch: EpochUnit? = nil) {
        self.order = order
        self.epoch = epoch
    }
}
