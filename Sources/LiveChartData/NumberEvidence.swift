/// What one number's text says about its file's decimal mark, and the file-wide decision made from it.
///
/// A field proves decimal points when it has a point that cannot be a thousands separator (`12.5`,
/// `0.125`, `1,234.5`, `1,234,567`, `1e5`), and decimal commas likewise (`12,5`, `1.234,5`, `1.234.567`).
/// `1,234` and `1.234` prove nothing: a group of three digits reads either way.
enum NumberEvidence: Equatable {
    /// The text proves decimal points (commas, if any, group thousands).
    case point
    /// The text proves decimal commas (points, if any, group thousands).
    case comma
    /// Neither: digits only, or one mark followed by exactly three digits.
    case none

    /// The evidence in one field. O(length); no allocation.
    static func of(_ field: UnsafeBufferPointer<UInt8>) -> NumberEvidence {
        var points = 0, commas = 0, last: UInt8 = 0, lead = 0, after = 0, digits = 0, exponent = false
        for c in field {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if points + commas == 0 { lead += 1 } else { after += 1 }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                if c == UInt8(ascii: ".") { points += 1 } else { commas += 1 }
                last = c
                after = 0
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                exponent = digits > 0
            default:
                continue
            }
        }
        if points > 0 && commas > 0 { return last == UInt8(ascii: ".") ? .point : .comma }
        if exponent && commas == 0 { return .point }
        let marks = points + commas
        guard marks > 0 else { return .none }
        let mark: NumberEvidence = points > 0 ? .point : .comma, other: NumberEvidence = points > 0 ? .comma : .point
        if marks >= 2 { return other }  // the mark repeats: it groups thousands
        // One mark: a thousands separator only after 1…3 digits (not a lone 0) and before exactly 3.
        let couldGroup = after == 3 && (1...3).contains(lead) && !(lead == 1 && field.first { $0 &- 0x30 <= 9 } == UInt8(ascii: "0"))
        return couldGroup ? .none : mark
    }

    /// The dialect of a file given the first field that proves one (`evidence`), else from the file's
    /// dialect: decimal commas when its header is German (`Datum;Eröffnung;…`: `germanHeader`), decimal
    /// points in comma- and tab-separated files (assumed, and taken as proven: `"1,234"` there is a
    /// thousand), decimal commas in other `;`-separated files but *not* proven, so a field that needs the
    /// mark to be read (`1,234` or `1.234`) is refused as ambiguous. O(1).
    static func dialect(evidence: NumberEvidence?, separator: UInt8, germanHeader: Bool = false) -> NumberDialect {
        switch evidence {
        case .point?: return .point
        case .comma?: return .comma
        case .none?, nil:
            if germanHeader { return .comma }
            guard separator == UInt8(ascii: ";") else { return .point }
            var d = NumberDialect.comma
            d.proven = false
            return d
        }
    }

    /// Why `text` is not a number in `dialect`, for an error: an ambiguous mark, the other dialect's
    /// decimal mark, or plainly not a number. O(length).
    /// - Parameter evidence: the line and text that proved the dialect, when one did.
    static func refusal(of text: String, in dialect: NumberDialect, shownBy evidence: (line: Int, text: String)?) -> String {
        var copy = text
        let kind = copy.withUTF8 { of($0) }
        let shown = evidence.map { " (as '\($0.text)' on line \($0.line) shows)" } ?? ""
        if !dialect.proven && (text.contains(",") || text.contains(".")) {
            return "'\(text)' is ambiguous: with decimal commas it is not what it is with decimal points, and no number in this "
                + "';'-separated file shows which the file uses"
        }
        if kind == .comma && dialect.decimal == UInt8(ascii: ".") || kind == .point && dialect.decimal == UInt8(ascii: ",") {
            return "'\(text)' is written with \(kind == .comma ? "a decimal comma" : "a decimal point"), but this file's numbers use \(dialect.name)\(shown)"
        }
        if let g = dialect.grouping, text.utf8.contains(g) {
            return "'\(text)' is not a number: a thousands separator '\(Character(Unicode.Scalar(g)))' must stand between groups of three digits\(shown)"
        }
        return "'\(text)' is not a number"
    }
}
