/// A strftime-like date pattern for files whose dates no automatic reading fits (`--date-format`).
///
/// Fields: `%Y` four-digit year; `%y` two-digit year (69…99 are 19xx, 00…68 20xx, as POSIX); `%m` month
/// 1…12 (one or two digits); `%d` day (one or two digits); `%b` or `%B` a month name (English, or Chinese
/// `三月` / `3月`); `%H` hour 0…23 (one or two digits); `%M` minute and `%S` second (two digits each);
/// `%%` a percent sign. Any other character must appear as written; a space matches one or more spaces.
/// A pattern needs a year, a month and a day. Value type; matching is O(text length).
public struct DatePattern: Sendable, Equatable, CustomStringConvertible {
    /// Why a pattern text is not a pattern.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong with the text and what is accepted, starting with the text in quotes.
        public var reason: String
        /// `reason`.
        public var description: String { reason }
    }

    enum Field: Equatable, Sendable { case year4, year2, month, monthName, day, hour, minute, second }
    enum Token: Equatable, Sendable {
        case field(Field)
        case literal(UInt8)
        case spaces
    }

    let tokens: [Token]
    /// The pattern as the user wrote it.
    public let description: String

    /// Parses `text`. O(length).
    /// - Throws: `SyntaxError` for an unknown `%` field, a field given twice, or no year, month or day.
    public init(_ text: String) throws(SyntaxError) {
        var tokens: [Token] = []
        var bytes = Array(text.utf8)[...]
        let fields: [UInt8: Field] = [UInt8(ascii: "Y"): .year4, UInt8(ascii: "y"): .year2, UInt8(ascii: "m"): .month,
                                      UInt8(ascii: "b"): .monthName, UInt8(ascii: "B"): .monthName, UInt8(ascii: "d"): .day,
                                      UInt8(ascii: "H"): .hour, UInt8(ascii: "M"): .minute, UInt8(ascii: "S"): .second]
        while let c = bytes.popFirst() {
            if c == UInt8(ascii: "%") {
                guard let f = bytes.popFirst() else { throw SyntaxError(reason: "'\(text)' ends with a lone %") }
                if f == UInt8(ascii: "%") { tokens.append(.literal(f)); continue }
                guard let field = fields[f] else {
                    throw SyntaxError(reason: "'\(text)': unknown field %\(Character(Unicode.Scalar(f))); known: %Y %y %m %b %d %H %M %S %%")
                }
                guard !tokens.contains(.field(field)) else { throw SyntaxError(reason: "'\(text)' gives %\(Character(Unicode.Scalar(f))) twice") }
                tokens.append(.field(field))
            } else if c == 0x20 {
                if tokens.last != .spaces { tokens.append(.spaces) }
            } else {
                tokens.append(.literal(c))
            }
        }
        let has = { (f: Field) in tokens.contains(.field(f)) }
        guard has(.year4) != has(.year2), has(.month) != has(.monthName), has(.day) else {
            throw SyntaxError(reason: "'\(text)' needs one year (%Y or %y), one month (%m or %b) and a day (%d)")
        }
        self.tokens = tokens
        description = text
    }
}
