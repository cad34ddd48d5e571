import Foundation

/// Splits delimited text into records and fields in one pass over its bytes, without copying them.
///
/// Handles a UTF-8 byte-order mark, LF / CRLF / CR line ends, blank lines (skipped), fields in double
/// quotes with `""` for a quote and line breaks inside, and a separator sniffed from the first line
/// (the most frequent of comma, semicolon and tab outside quotes; comma on a tie or when none occurs).
/// Records longer than `maxRecordBytes` or with more than `maxFields` fields throw a located
/// `DataError`, so hostile input fails early. Lines are physical, 1-based; fields are 1-based in errors.
struct CSVScanner {
    /// Longest record accepted, in bytes (1 MiB).
    static let maxRecordBytes = 1 << 20
    /// Most fields accepted in one record.
    static let maxFields = 1024

    let bytes: UnsafeBufferPointer<UInt8>
    let name: String
    let separator: UInt8
    private var position: Int
    private var nextLine = 1
    /// The physical line on which the current record starts.
    private(set) var line = 0
    /// The current record's fields as byte ranges inside `bytes`, without their enclosing quotes.
    private(set) var ranges: [Range<Int>] = []
    /// Whether each field of the current record was quoted.
    private(set) var quoted: [Bool] = []

    /// Starts before the first record; O(length of the first line) to sniff the separator.
    init(bytes: UnsafeBufferPointer<UInt8>, name: String) {
        self.bytes = bytes
        self.name = name
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        position = bytes.starts(with: bom) ? 3 : 0
        separator = Self.sniffSeparator(bytes, from: position)
    }

    /// The number of fields in the current record.
    var count: Int { ranges.count }

    /// Field `k` (0-based) of the current record, quotes removed but `""` left doubled. O(1).
    func field(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        let r = ranges[k]
        return UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + r.lowerBound }, count: r.count)
    }

    /// Field `k` as text, trimmed of spaces, with `""` turned into `"`. O(field length).
    func text(_ k: Int) -> String {
        let s = String(decoding: field(k), as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return quoted[k] ? s.replacingOccurrences(of: "\"\"", with: "\"") : s
    }

    /// All fields of the current record as text.
    func texts() -> [String] { (0..<count).map(text) }

    /// Field `k` as a number (thousands commas allowed when it was quoted), or `nil` when it is not one.
    func number(_ k: Int) -> Double? { DecimalParser.parse(field(k), grouping: quoted[k]) }

    /// Advances to the next non-blank record. O(record length).
    /// - Returns: `false` at the end of the input.
    /// - Throws: `DataError` for an unterminated quote, text after a closing quote, or a record over the caps.
    mutating func next() throws(DataError) -> Bool {
        while position < bytes.count {
            try scanRecord()
            let blank = ranges.count == 1 && !quoted[0] && bytes[ranges[0]].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if !blank { return true }
        }
        return false
    }

    private mutating func scanRecord() throws(DataError) {
        line = nextLine
        ranges.removeAll(keepingCapacity: true)
        quoted.removeAll(keepingCapacity: true)
        let recordStart = position
        while true {
            guard ranges.count < Self.maxFields else {
                throw DataError(file: name, line: line, column: ranges.count + 1, reason: "more than \(Self.maxFields) fields in one record")
            }
            if position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
                try scanQuoted()
            } else {
                let start = position, count = bytes.count, sep = separator
                if let p = bytes.baseAddress {  // raw pointer reads are inlined even in debug builds
                    while position < count {
                        let c = p[position]
                        if c == sep || c == 0x0A || c == 0x0D { break }
                        position += 1
                    }
                }
                ranges.append(start..<position)
                quoted.append(false)
            }
            guard position - recordStart <= Self.maxRecordBytes else {
                throw DataError(file: name, line: line, column: ranges.count, reason: "record longer than \(Self.maxRecordBytes) bytes")
            }
            guard position < bytes.count else { return }
            let c = bytes[position]
            position += 1
            if c == separator { continue }
            if c == 0x0D && position < bytes.count && bytes[position] == 0x0A { position += 1 }
            nextLine += 1
            return
        }
    }

    private mutating func scanQuoted() throws(DataError) {
        let column = ranges.count + 1
        let start = position + 1
        position = start
        while true {
            guard position < bytes.count else {
                throw DataError(file: name, line: line, column: column, reason: "quoted field is never closed")
            }
            let c = bytes[position]
            if c == UInt8(ascii: "\"") {
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") {
                    position += 2
                    continue
                }
                break
            }
            if c == 0x0A { nextLine += 1 }
            position += 1
        }
        ranges.append(start..<position)
        quoted.append(true)
        position += 1
        while position < bytes.count && bytes[position] == 0x20 { position += 1 }
        if position < bytes.count {
            let c = bytes[position]
            guard c == separator || c == 0x0A || c == 0x0D else {
                throw DataError(file: name, line: line, column: column, reason: "unexpected text after a closing quote")
            }
        }
    }

    private static func sniffSeparator(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        var counts = (comma: 0, semicolon: 0, tab: 0)
        var inQuotes = false, sawText = false
        var i = start
        while i < bytes.count && i - start < maxRecordBytes {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes {
                if c == 0x0A && sawText { break }
                sawText = sawText || (c != 0x0A && c != 0x0D && c != 0x20)
                if c == UInt8(ascii: ",") { counts.comma += 1 }
                if c == UInt8(ascii: ";") { counts.semicolon += 1 }
                if c == 0x09 { counts.tab += 1 }
            }
            i += 1
        }
        if counts.semicolon > counts.comma && counts.semicolon >= counts.tab { return UInt8(ascii: ";") }
        if counts.tab > counts.comma && counts.tab > counts.semicolon { return 0x09 }
        return UInt8(ascii: ",")
    }
}
