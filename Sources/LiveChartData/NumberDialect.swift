/// How a file writes its numbers: which mark is the decimal one, which groups thousands, and whether
/// vendor units (`1.23M`, `4.5亿`, `-1.23%`) are read.
///
/// Decided once per file (`NumberEvidence`), then handed to `DecimalParser` for every field. Value type.
struct NumberDialect: Equatable, Sendable {
    /// The decimal mark: `.` or `,` (ASCII).
    var decimal: UInt8
    /// The thousands separator, accepted only in valid groups (`1,234,567.5`), or `nil` for none.
    var grouping: UInt8?
    /// Whether the suffixes K, M, B, 万, 亿 (scaling) and % (kept in percent) are read.
    var units = false
    /// Whether the decimal mark was shown by the file's own numbers rather than assumed from its
    /// separator. When not, a field whose value depends on it (`1.234` in a `;` file) is refused as ambiguous.
    var proven = true

    /// Decimal point, no grouping, no units: JSON numbers and programs' own output.
    static let plain = NumberDialect(decimal: UInt8(ascii: "."), grouping: nil)
    /// Decimal point, comma thousands (`1,234.5`), units: English-language exports.
    static let point = NumberDialect(decimal: UInt8(ascii: "."), grouping: UInt8(ascii: ","), units: true)
    /// Decimal comma, point thousands (`1.234,5`), units: most European exports.
    static let comma = NumberDialect(decimal: UInt8(ascii: ","), grouping: UInt8(ascii: "."), units: true)

    /// The dialect's name for messages: "decimal points" or "decimal commas".
    var name: String { decimal == UInt8(ascii: ",") ? "decimal commas" : "decimal points" }
}
