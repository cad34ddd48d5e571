/// How a bar file's date column is read: decided from the column itself, or as the user says
/// (`livechart … --date-format dmy`).
///
/// `auto` reads every form `BarFileReader` lists and decides what the values cannot say one by one from
/// the whole column: the order of slash dates (day first when some first number is over 12 and no
/// second one is, else month first, with a note when no value settles it) and the unit of epoch numbers
/// (the largest value decides; see `EpochUnit`). The other cases settle those for the column.
public enum DateFormat: Sendable, Equatable {
    /// Decide from the column (the default).
    case auto
    /// Numeric dates not led by a four-digit year are year, month, day (`20/03/23` is 2020-03-23).
    case ymd
    /// Numeric dates not led by a four-digit year are day, month, year (`01/02/2020` is 1 February).
    case dmy
    /// Numeric dates not led by a four-digit year are month, day, year (`01/02/2020` is 2 January).
    case mdy
    /// Epoch numbers in this unit.
    case epoch(EpochUnit)
    /// Every date matches this pattern (see `DatePattern`).
    case pattern(DatePattern)

    /// The pattern of `.pattern`, else nil.
    public var pattern: DatePattern? {
        if case .pattern(let p) = self { return p }
        return nil
    }

    /// Reads the option's text: `auto`, `ymd`, `dmy`, `mdy`, an epoch unit `s`, `ms`, `us`, `ns`, or a
    /// pattern holding `%` (`%d.%m.%Y %H:%M`). O(length).
    /// - Throws: `DatePattern.SyntaxError` saying what is wrong and what is accepted.
    public init(parsing text: String) throws(DatePattern.SyntaxError) {
        switch text.lowercased() {
        case "auto": self = .auto
        case "ymd": self = .ymd
        case "dmy": self = .dmy
        case "mdy": self = .mdy
        case let t where EpochUnit(rawValue: t) != nil: self = .epoch(EpochUnit(rawValue: t)!)
        default:
            guard text.contains("%") else {
                throw DatePattern.SyntaxError(reason: "'\(text)' must be auto, ymd, dmy, mdy, an epoch unit (s, ms, us, ns) "
                    + "or a pattern such as %d.%m.%Y (see docs/your-data.md)")
            }
            self = .pattern(try DatePattern(text))
        }
    }
}
